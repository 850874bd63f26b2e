import { endpoints } from '@talentport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { endpointSchema } from '../../lib/endpoint-schema.js';
import { ok } from '../../lib/ok.js';
import { createAuthenticate, createIdentify, requireActor } from '../../plugins/auth.js';
import { createTextWriteLimit } from '../../plugins/text-write-limit.js';
import { presentEngagement, presentPublicReview } from './presenter.js';
import {
  editReview,
  listCompanyReviews,
  listUserReviews,
  replyToReview,
  reviewEngagement,
} from './reviews-service.js';
import {
  type EngagementNotifier,
  endEngagement,
  findEngagementForViewer,
  listEngagements,
} from './service.js';

const api = endpoints.engagements;

/** Engagements (who hired whom) and their reviews, for the two sides (decisions 096 and 097). */
export const engagementRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  const notifier: EngagementNotifier = { links: ctx.links, events: ctx.events, nudgeMail: ctx.nudgeMail };
  const authenticate = createAuthenticate(db);
  const limitTextWrites = createTextWriteLimit(ctx);

  app.get(
    api.listEngagements.path,
    {
      onRequest: authenticate,
      schema: endpointSchema(api.listEngagements),
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
    api.endEngagement.path,
    {
      onRequest: [authenticate, limitTextWrites],
      schema: endpointSchema(api.endEngagement),
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
    api.reviewEngagement.path,
    {
      onRequest: [authenticate, limitTextWrites],
      schema: endpointSchema(api.reviewEngagement),
    },
    async (request) => {
      const actor = requireActor(request);
      await reviewEngagement({ db, actor, engagementId: request.params.id, input: request.body });
      return ok(presentEngagement(await findEngagementForViewer(db, actor, request.params.id)));
    },
  );

  app.put(
    api.editReview.path,
    {
      onRequest: [authenticate, limitTextWrites],
      schema: endpointSchema(api.editReview),
    },
    async (request) => {
      const actor = requireActor(request);
      await editReview({ db, actor, engagementId: request.params.id, input: request.body });
      return ok(presentEngagement(await findEngagementForViewer(db, actor, request.params.id)));
    },
  );

  app.post(
    api.replyToReview.path,
    {
      onRequest: [authenticate, limitTextWrites],
      schema: endpointSchema(api.replyToReview),
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

/** A page of published reviews with the reviewed side's rating, as both public lists answer it. */
function presentReviewPage(
  list: Awaited<ReturnType<typeof listUserReviews>>,
  paging: { page: number; recordPerPage: number },
) {
  return {
    items: list.rows.map(presentPublicReview),
    total: list.total,
    ...paging,
    rating: list.rating,
    numberOfRate: list.numberOfRate,
  };
}

/** Published reviews on public profiles and company pages: no sign-in, no private data. */
export const publicReviewRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  const identify = createIdentify(db);
  app.get(
    api.listUserReviews.path,
    { onRequest: identify, schema: endpointSchema(api.listUserReviews) },
    async (request) => {
      const { page, recordPerPage } = request.query;
      const list = await listUserReviews(db, request.actor, request.params.code, page, recordPerPage);
      return ok(presentReviewPage(list, { page, recordPerPage }));
    },
  );

  app.get(
    api.listCompanyReviews.path,
    { schema: endpointSchema(api.listCompanyReviews) },
    async (request) => {
      const { page, recordPerPage } = request.query;
      const list = await listCompanyReviews(db, request.params.code, page, recordPerPage);
      return ok(presentReviewPage(list, { page, recordPerPage }));
    },
  );
};
