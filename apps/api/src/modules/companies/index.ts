/** The companies module's public face: code outside the module imports only from here. */

export { benchRoutes } from './bench-routes.js';
export { companyRoutes } from './routes.js';
export { getCompanyByCode } from './service.js';
export { teamInviteRoutes } from './team-invites-routes.js';
