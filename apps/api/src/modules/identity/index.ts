/** The identity module's public face: code outside the module imports only from here. */
export { accountRoutes } from './account-routes.js';
export { authRoutes } from './auth-routes.js';
export { fillUserRole, registerUser } from './auth-service.js';
export { deviceRoutes } from './devices-routes.js';
export { oauthRoutes } from './oauth-routes.js';
