/** The opportunities module's public face: code outside the module imports only from here. */
export { normalizeDescription, toExcerpt } from './description.js';
export { buildDetailQuery } from './detail.js';
export { createNewMatchFinder, type NewMatchFinder } from './new-matches.js';
export { presentSummary } from './presenter.js';
export { opportunityRoutes } from './routes.js';
export { listSavedOpportunities } from './saved.js';
export { type SummaryRow, summaryColumns } from './search.js';
export {
  createOpportunity,
  findActorCompanyId,
  findOwnOpportunity,
  lockOwnOpportunity,
  opportunityNotFound,
} from './service.js';
export { staffReportRoutes } from './staff-routes.js';
