import { pageSchema, paginationQuerySchema } from '../envelope.js';
import {
  addPromotionInputSchema,
  addPromotionResultSchema,
  createPromoCodeInputSchema,
  getMyRewardQuerySchema,
  highlightResultSchema,
  myRewardSchema,
  promoCodeIdParamsSchema,
  promoCodeSchema,
} from '../rewards.js';
import { defineEndpoint } from './define.js';

export const rewardsEndpoints = {
  getMyReward: defineEndpoint({
    id: 'getMyReward',
    method: 'GET',
    path: '/v1/user/getMyReward',
    summary: 'Reward balance, referral code and ledger history',
    description:
      'History is paged (recordPerPage defaults to 12) and sorted by date, newest first unless sort=asc.',
    tags: ['rewards'],
    access: 'user',
    query: getMyRewardQuerySchema,
    response: myRewardSchema,
    errors: [400, 401],
  }),
  addPromotion: defineEndpoint({
    id: 'addPromotion',
    method: 'POST',
    path: '/v1/user/addPromotion',
    summary: 'Redeem a promo code',
    description:
      'Adds the code’s value to the balance, once per user. Unknown, not yet valid, expired, used-up, already redeemed and wrong-role codes each have their own error. Needs a verified email (409 EMAIL_NOT_VERIFIED).',
    tags: ['rewards'],
    access: 'user',
    body: addPromotionInputSchema,
    response: addPromotionResultSchema,
    errors: [400, 401, 403, 404, 409, 429],
  }),
  highlightProfile: defineEndpoint({
    id: 'highlightProfile',
    method: 'POST',
    path: '/v1/user/highlightProfile',
    summary: 'Spend reward points to highlight the caller’s profile',
    description:
      'No body. Costs HIGHLIGHT_PRICE points for HIGHLIGHT_DAYS days, added to a highlight still running. Not enough points: 409 INSUFFICIENT_REWARD_BALANCE.',
    tags: ['rewards'],
    access: 'user',
    response: highlightResultSchema,
    errors: [400, 401, 403, 409],
  }),
  staffListPromoCodes: defineEndpoint({
    id: 'staffListPromoCodes',
    method: 'GET',
    path: '/staff/v1/promo-codes',
    summary: 'Promo codes, newest first',
    description:
      'Needs a staff session (the `token` header of a staff log-in; 401 without one). For support staff only (403 for other accounts).',
    tags: ['staff'],
    access: 'staff',
    query: paginationQuerySchema,
    response: pageSchema(promoCodeSchema),
    errors: [400, 401, 403],
  }),
  staffCreatePromoCode: defineEndpoint({
    id: 'staffCreatePromoCode',
    method: 'POST',
    path: '/staff/v1/promo-codes',
    summary: 'Create a promo code (audit-logged)',
    description:
      'Needs a staff session (the `token` header of a staff log-in; 401 without one). For staff admins only (403 for other accounts).',
    tags: ['staff'],
    access: 'staff',
    body: createPromoCodeInputSchema,
    response: promoCodeSchema,
    errors: [400, 401, 403],
  }),
  staffDisablePromoCode: defineEndpoint({
    id: 'staffDisablePromoCode',
    method: 'POST',
    path: '/staff/v1/promo-codes/:id/disable',
    summary: 'Stop a promo code from being redeemed (audit-logged)',
    description:
      'Needs a staff session (the `token` header of a staff log-in; 401 without one). For staff admins only (403 for other accounts).',
    tags: ['staff'],
    access: 'staff',
    params: promoCodeIdParamsSchema,
    response: promoCodeSchema,
    errors: [400, 401, 403, 404],
  }),
} as const;
