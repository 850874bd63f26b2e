/** The account-deletion module's public face: code outside the module imports only from here. */
export { ERASURE_STEPS, eraseAccount, eraseDueAccounts, erasedEmailOf } from './erasure.js';
export { accountDeletionRoutes } from './routes.js';
export { cancelDeletionOnSignIn } from './service.js';
