/** The rewards module's public face: code outside the module imports only from here. */
export { appendRewardEntry, getRewardBalance, releaseHeldRewards } from './ledger.js';
export { grantHireRewards, grantOnboardingReferralRewards } from './referrals.js';
export { rewardRoutes } from './routes.js';
export { createPromoCode } from './service.js';
export { staffPromoRoutes } from './staff-routes.js';
