/** The applications module's public face: code outside the module imports only from here. */
export { applicationRoutes } from './routes.js';
