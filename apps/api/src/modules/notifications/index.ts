/** The notifications module's public face: code outside the module imports only from here. */
export { notificationPreferenceRoutes } from './preference-routes.js';
export { notificationRoutes } from './routes.js';
