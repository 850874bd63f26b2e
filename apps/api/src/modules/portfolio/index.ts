/** The portfolio module's public face: code outside the module imports only from here. */
export { portfolioRoutes } from './routes.js';
