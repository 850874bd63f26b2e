/** The top-talent module's public face: code outside the module imports only from here. */
export { topTalentRoutes } from './routes.js';
