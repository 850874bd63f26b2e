import {
  addPromotionInputSchema,
  addPromotionResultSchema,
  getMyRewardQuerySchema,
  highlightResultSchema,
  myRewardSchema,
  successEnvelope,
} from '@talentport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { ok } from '../../lib/ok.js';
import { enforceRateLimit } from '../../lib/rate-limit-rules.js';
import { createAuthenticate, requireActor, requireRole, requireVerifiedEmail } from '../../plugins/auth.js';
import { presentMyReward } from './presenter.js';
import { getMyReward, highlightProfile, redeemPromotion } from './service.js';

const tags = ['rewards'];

export const rewardRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  const authenticate = createAuthenticate(db);

  app.get(
    '/v1/user/getMyReward',
    {
      onRequest: authenticate,
      schema: {
        tags,
        summary: 'Reward balance, referral code and ledger history',
        description:
          'History is paged (recordPerPage defaults to 12) and sorted by date, newest first unless sort=asc.',
        querystring: getMyRewardQuerySchema,
        response: { 200: successEnvelope(myRewardSchema) },
      },
    },
    async (request) => {
      const data = await getMyReward({ db, actor: requireActor(request), query: request.query });
      return ok(presentMyReward(data, request.query));
    },
  );

  app.post(
    '/v1/user/addPromotion',
    {
      onRequest: [authenticate, requireVerifiedEmail],
      schema: {
        tags,
        summary: 'Redeem a promo code',
        description:
          'Adds the code’s value to the balance, once per user. Unknown, not yet valid, expired, used-up, already redeemed and wrong-role codes each have their own error. Needs a verified email (409 EMAIL_NOT_VERIFIED).',
        body: addPromotionInputSchema,
        response: { 200: successEnvelope(addPromotionResultSchema) },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      await enforceRateLimit(
        ctx.rateLimiter,
        `promo-attempts:user:${actor.userId}`,
        ctx.rateLimitRules.promoAttemptsPerUser,
      );
      const result = await redeemPromotion({ db, actor, code: request.body.code });
      return ok(result);
    },
  );

  app.post(
    '/v1/user/highlightProfile',
    {
      onRequest: [authenticate, requireRole('freelancer')],
      schema: {
        tags,
        summary: 'Spend reward points to highlight the caller’s profile',
        description:
          'No body. Costs HIGHLIGHT_PRICE points for HIGHLIGHT_DAYS days, added to a highlight still running. Not enough points: 409 INSUFFICIENT_REWARD_BALANCE.',
        response: { 200: successEnvelope(highlightResultSchema) },
      },
    },
    async (request) => {
      const result = await highlightProfile({ db, actor: requireActor(request) });
      return {
        status: 200,
        message: 'ok' as const,
        result: { ...result, highlightedUntil: result.highlightedUntil.toISOString() },
      };
    },
  );
};
