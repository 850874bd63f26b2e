import { endpoints } from '@talentport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { endpointSchema } from '../../lib/endpoint-schema.js';
import { ok } from '../../lib/ok.js';
import { createAuthenticate, requireActor, requireRole, requireVerifiedEmail } from '../../plugins/auth.js';
import { createRateLimits } from '../../plugins/rate-limit.js';
import { presentMyReward } from './presenter.js';
import { getMyReward, highlightProfile, redeemPromotion } from './service.js';

const rewardsApi = endpoints.rewards;

export const rewardRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const limits = createRateLimits(ctx);
  const { db } = ctx;
  const authenticate = createAuthenticate(db);

  app.get(
    rewardsApi.getMyReward.path,
    {
      onRequest: authenticate,
      schema: endpointSchema(rewardsApi.getMyReward),
    },
    async (request) => {
      const data = await getMyReward({ db, actor: requireActor(request), query: request.query });
      return ok(presentMyReward(data, request.query));
    },
  );

  app.post(
    rewardsApi.addPromotion.path,
    {
      onRequest: [authenticate, requireVerifiedEmail],
      schema: endpointSchema(rewardsApi.addPromotion),
      preHandler: limits.limit({
        rule: 'promoAttemptsPerUser',
        key: (request) => `promo-attempts:user:${requireActor(request).userId}`,
      }),
    },
    async (request) => {
      const actor = requireActor(request);
      const result = await redeemPromotion({ db, actor, code: request.body.code });
      return ok(result);
    },
  );

  app.post(
    rewardsApi.highlightProfile.path,
    {
      onRequest: [authenticate, requireRole('freelancer')],
      schema: endpointSchema(rewardsApi.highlightProfile),
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
