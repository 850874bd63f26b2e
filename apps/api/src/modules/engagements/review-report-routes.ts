import { endpoints } from '@talentport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { endpointSchema } from '../../lib/endpoint-schema.js';
import { ok } from '../../lib/ok.js';
import { createAuthenticate, requireActor } from '../../plugins/auth.js';
import { createRateLimits } from '../../plugins/rate-limit.js';
import { createStaffAuthenticate, requireStaff, requireStaffRole } from '../../plugins/staff-auth.js';
import { listReportedReviews, moderateReview, reportReview } from './review-reports.js';

const api = endpoints.engagements;

/** Reporting a review (signed-in people) and moderating reports (support staff), decision 106. */
export const reviewReportRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  const authenticate = createAuthenticate(db);
  const authenticateStaff = createStaffAuthenticate(db);
  const limits = createRateLimits(ctx);

  app.post(
    api.reportReview.path,
    {
      onRequest: authenticate,
      schema: endpointSchema(api.reportReview),
      preHandler: limits.limit({
        rule: 'reportsPerUser',
        key: (request) => `report:user:${requireActor(request).userId}`,
      }),
    },
    async (request) => {
      await reportReview({
        db,
        actor: requireActor(request),
        reviewId: request.params.id,
        reason: request.body.reason,
      });
      return ok({ isReported: true as const });
    },
  );

  app.get(
    api.staffListReportedReviews.path,
    {
      onRequest: [authenticateStaff, requireStaffRole('support')],
      schema: endpointSchema(api.staffListReportedReviews),
    },
    async (request) => ok(await listReportedReviews({ db, ...request.query })),
  );

  app.post(
    api.staffModerateReview.path,
    {
      onRequest: [authenticateStaff, requireStaffRole('support')],
      schema: endpointSchema(api.staffModerateReview),
    },
    async (request) => {
      await moderateReview({
        db,
        reviewId: request.params.id,
        decision: request.body.decision,
        reason: request.body.reason,
        staffId: requireStaff(request).staffId,
      });
      return ok({ moderated: true as const });
    },
  );
};
