/** The talent module's public face: code outside the module imports only from here. */
export { createNewTalentFinder, type NewTalentFinder, type NewTalentRow } from './new-talent.js';
export { presentTalentCard } from './presenter.js';
export { talentRoutes } from './routes.js';
export { talentCardColumns } from './search-sql.js';
