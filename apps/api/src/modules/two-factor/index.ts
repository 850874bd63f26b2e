/** The two-factor module's public face: code outside the module imports only from here. */
export type { TwoFactorOwner } from './owner.js';
export {
  createPendingLogin,
  decoyPendingToken,
  findPendingLogin,
  redeemPendingLogin,
  redeemSetupLogin,
} from './pending-logins.js';
export { twoFactorRoutes } from './routes.js';
export { configureTwoFactorSecrets, sealStoredTotpSecrets } from './secrets.js';
export { consumeSecondFactor, isTwoFactorOn, startTwoFactorSetup, userTwoFactorOnSql } from './service.js';
