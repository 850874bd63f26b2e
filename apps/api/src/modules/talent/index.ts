/** The talent module's public face: code outside the module imports only from here. */
export { talentRoutes } from './routes.js';
