import {
  companyCodeParamsSchema,
  endEngagementInputSchema,
  engagementIdParamsSchema,
  engagementSchema,
  engagementsQuerySchema,
  pageSchema,
  publicReviewPageSchema,
  publicReviewSchema,
  publicReviewsQuerySchema,
  reviewIdParamsSchema,
  reviewInputSchema,
  reviewReplyInputSchema,
  successEnvelope,
  userCodeParamsSchema,
} from '@talentport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { ok } from '../../lib/ok.js';
import { createAuthenticate, requireActor } from '../../plugins/auth.js';
import { createTextWriteLimit } from '../../plugins/text-write-limit.js';
import { presentEngagement, presentPublicReview } from './presenter.js';
import { listCompanyReviews, listUserReviews, replyToReview, reviewEngagement } from './reviews-service.js';
import {
  type EngagementNotifier,
  endEngagement,
  findEngagementForViewer,
  listEngagements,
} from './service.js';

const tags = ['engagements'];

/** Engagements (who hired whom) and their reviews, for the two sides (decisions 096 and 097). */
export const engagementRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  const notifier: EngagementNotifier = { links: ctx.links, events: ctx.events, nudgeMail: ctx.nudgeMail };
  const authenticate = createAuthenticate(db);
  const limitTextWrites = createTextWriteLimit(ctx);

  app.get(
    '/v1/engagements',
    {
      onRequest: authenticate,
      schema: {
        tags,
        summary: 'The caller’s engagements (their own, or their company’s), newest first',
        description:
          'A hire becomes an engagement once its undo window has closed. Company members see all of their company’s engagements.',
        querystring: engagementsQuerySchema,
        response: { 200: successEnvelope(pageSchema(engagementSchema)) },
      },
    },
    async (request) => {
      const { page, recordPerPage, status } = request.query;
      const { rows, total } = await listEngagements({
        db,
        actor: requireActor(request),
        page,
        recordPerPage,
        status,
      });
      return ok({ items: rows.map(presentEngagement), total, page, recordPerPage });
    },
  );

  app.post(
    '/v1/engagements/:id/end',
    {
      onRequest: [authenticate, limitTextWrites],
      schema: {
        tags,
        summary: 'End an engagement: completed or cancelled, with an optional reason',
        description:
          'Either side; the other side is told by mail and notification, and the working conversation stays open. 404 for anyone outside the engagement, 409 ENGAGEMENT_ENDED once ended.',
        params: engagementIdParamsSchema,
        body: endEngagementInputSchema,
        response: { 200: successEnvelope(engagementSchema) },
      },
    },
    async (request) => {
      const row = await endEngagement({
        db,
        actor: requireActor(request),
        engagementId: request.params.id,
        input: request.body,
        notifier,
      });
      return ok(presentEngagement(row));
    },
  );

  app.post(
    '/v1/engagements/:id/review',
    {
      onRequest: [authenticate, limitTextWrites],
      schema: {
        tags,
        summary: 'Review the other side of an ended engagement (once per side)',
        description:
          'Double-blind: both reviews are published together once both are in, or 14 days after the end. 409 ENGAGEMENT_ACTIVE before the end, ALREADY_REVIEWED for a second review, REVIEW_WINDOW_CLOSED after 14 days.',
        params: engagementIdParamsSchema,
        body: reviewInputSchema,
        response: { 200: successEnvelope(engagementSchema) },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      await reviewEngagement({ db, actor, engagementId: request.params.id, input: request.body });
      return ok(presentEngagement(await findEngagementForViewer(db, actor, request.params.id)));
    },
  );

  app.post(
    '/v1/reviews/:id/reply',
    {
      onRequest: [authenticate, limitTextWrites],
      schema: {
        tags,
        summary: 'Reply once, in public, to a published review of your side',
        description:
          '404 unless the caller is on the reviewed side and the review is published; 409 ALREADY_REPLIED.',
        params: reviewIdParamsSchema,
        body: reviewReplyInputSchema,
        response: { 200: successEnvelope(publicReviewSchema.pick({ _id: true, reply: true })) },
      },
    },
    async (request) => {
      const row = await replyToReview({
        db,
        actor: requireActor(request),
        reviewId: request.params.id,
        reply: request.body.reply,
      });
      return ok({
        _id: row.id,
        reply:
          row.reply !== null && row.repliedAt
            ? { text: row.reply, createdAt: row.repliedAt.toISOString() }
            : null,
      });
    },
  );
};

/** Published reviews on public profiles and company pages: no sign-in, no private data. */
export const publicReviewRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/v1/user/public-profile/:code/reviews',
    {
      schema: {
        tags,
        summary: 'A freelancer’s published reviews, newest first, with their rating',
        params: userCodeParamsSchema,
        querystring: publicReviewsQuerySchema,
        response: { 200: successEnvelope(publicReviewPageSchema) },
      },
    },
    async (request) => {
      const { page, recordPerPage } = request.query;
      const list = await listUserReviews(db, request.params.code, page, recordPerPage);
      return ok({
        items: list.rows.map(presentPublicReview),
        total: list.total,
        page,
        recordPerPage,
        rating: list.rating,
        numberOfRate: list.numberOfRate,
      });
    },
  );

  app.get(
    '/v1/company/:code/reviews',
    {
      schema: {
        tags,
        summary: 'A company’s published reviews (as client or agency), newest first, with its rating',
        params: companyCodeParamsSchema,
        querystring: publicReviewsQuerySchema,
        response: { 200: successEnvelope(publicReviewPageSchema) },
      },
    },
    async (request) => {
      const { page, recordPerPage } = request.query;
      const list = await listCompanyReviews(db, request.params.code, page, recordPerPage);
      return ok({
        items: list.rows.map(presentPublicReview),
        total: list.total,
        page,
        recordPerPage,
        rating: list.rating,
        numberOfRate: list.numberOfRate,
      });
    },
  );
};
