/** The talent-manager module's public face: code outside the module imports only from here. */
export { talentManagerRoutes } from './routes.js';
export { setWeeklyAvailability } from './service.js';
export { staffTalentManagerRoutes } from './staff-routes.js';
