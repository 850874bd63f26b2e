/** The talent-lists module's public face: code outside the module imports only from here. */
export { talentListRoutes } from './routes.js';
