/** The staff module's public face: code outside the module imports only from here. */
export { staffRoutes } from './routes.js';
export { createStaffAccount, disableStaffAccount, findStaffByToken, findStaffMember } from './service.js';
