/** The identity module's public face: code outside the module imports only from here. */
export { accountRoutes } from './account-routes.js';
export { findUserByEmail } from './account-service.js';
export { authRoutes } from './auth-routes.js';
export {
  authResult,
  createSession,
  fillUserRole,
  findUserById,
  registerUser,
  type SessionContext,
} from './auth-service.js';
export { deviceRoutes } from './devices-routes.js';
export { oauthRoutes } from './oauth-routes.js';
