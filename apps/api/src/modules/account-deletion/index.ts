/** The account-deletion module's public face: code outside the module imports only from here. */
export { eraseDueAccounts } from './erasure.js';
export { accountDeletionRoutes } from './routes.js';
export { cancelDeletionOnSignIn, deletionCancellableSql } from './service.js';
