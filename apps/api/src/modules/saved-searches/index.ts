/** The saved-searches module's public face: code outside the module imports only from here. */
export { sendDueAlerts } from './alerts.js';
export { sendLinkPage } from './pages.js';
export { savedSearchRoutes } from './routes.js';
