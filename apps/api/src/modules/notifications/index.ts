/** The notifications module's public face: code outside the module imports only from here. */
export { notificationRoutes } from './routes.js';
