import { endpoints } from '@talentport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { endpointSchema } from '../../lib/endpoint-schema.js';
import { ok } from '../../lib/ok.js';
import { sendPrepared } from '../../lib/prepared-reply.js';
import type { Actor } from '../../platform/actor.js';
import {
  createAuthenticate,
  createIdentify,
  requireActor,
  requireRole,
  requireVerifiedEmail,
} from '../../plugins/auth.js';
import { createRateLimits } from '../../plugins/rate-limit.js';
import { createTextWriteLimit } from '../../plugins/text-write-limit.js';
import { getOpportunityForViewer } from './detail.js';
import { presentDetail, presentOwn, presentSummary } from './presenter.js';
import { reportOpportunity } from './reports.js';
import { setOpportunitySaved } from './saved.js';
import { findSimilarOpportunities, listCompanyOpportunities } from './search.js';
import { createSearchCore } from './search-core.js';
import {
  createOpportunity,
  duplicateOpportunity,
  findActorCompanyId,
  listOwnOpportunities,
  setOpportunityStatus,
  updateOpportunity,
} from './service.js';

const opportunitiesApi = endpoints.opportunities;

export const opportunityRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const limits = createRateLimits(ctx);
  const { db } = ctx;
  const authenticate = createAuthenticate(db);
  const identify = createIdentify(db);
  const searchCore = createSearchCore(db, ctx.searchIndexes);
  const poster = [authenticate, requireRole('employer', 'agency')];
  const limitTextWrites = createTextWriteLimit(ctx);

  async function detailFor(
    request: { actor: Parameters<typeof getOpportunityForViewer>[0]['actor'] },
    id: string,
  ) {
    const found = await getOpportunityForViewer({ db, actor: request.actor, id });
    return presentDetail(
      found.opportunity,
      found.company,
      found.isCompanyPublic,
      found.viewer,
      found.trackRecord,
    );
  }

  /** An employer or agency does not find its own postings in its own search. */
  async function viewerOf(request: { actor: Actor | null }) {
    return { excludeCompanyId: request.actor ? await findActorCompanyId(db, request.actor) : null };
  }

  app.get(
    opportunitiesApi.searchOpportunities.path,
    {
      onRequest: identify,
      schema: endpointSchema(opportunitiesApi.searchOpportunities),
    },
    async (request, reply) => {
      const viewer = await viewerOf(request);
      const answer = await searchCore.search(request.query, request.actor, viewer);
      const { page, recordPerPage } = request.query;
      return sendPrepared(request, reply, answer, ({ rows, total, isTotalExact, didYouMean }) =>
        ok({ items: rows.map(presentSummary), total, page, recordPerPage, isTotalExact, didYouMean }),
      );
    },
  );

  app.get(
    opportunitiesApi.listCompanyOpportunities.path,
    {
      schema: endpointSchema(opportunitiesApi.listCompanyOpportunities),
    },
    async (request) => {
      const { rows, total } = await listCompanyOpportunities({
        db,
        code: request.params.code,
        query: request.query,
      });
      const { page, recordPerPage } = request.query;
      return ok({ items: rows.map(presentSummary), total, page, recordPerPage });
    },
  );

  app.get(
    opportunitiesApi.getOpportunityFacets.path,
    {
      onRequest: identify,
      schema: endpointSchema(opportunitiesApi.getOpportunityFacets),
    },
    async (request, reply) =>
      sendPrepared(request, reply, await searchCore.facets(request.query, await viewerOf(request)), ok),
  );

  app.get(
    opportunitiesApi.getOpportunity.path,
    {
      onRequest: identify,
      schema: endpointSchema(opportunitiesApi.getOpportunity),
    },
    async (request) => ok(await detailFor(request, request.params.id)),
  );

  app.get(
    opportunitiesApi.listSimilarOpportunities.path,
    {
      schema: endpointSchema(opportunitiesApi.listSimilarOpportunities),
    },
    async (request) => {
      const rows = await findSimilarOpportunities({ db, id: request.params.id });
      return ok({ items: rows.map(presentSummary) });
    },
  );

  app.post(
    opportunitiesApi.createOpportunity.path,
    {
      onRequest: [...poster, requireVerifiedEmail],
      schema: endpointSchema(opportunitiesApi.createOpportunity),
      preHandler: limits.limit({
        rule: 'opportunityPostsPerUser',
        key: (request) => `post:user:${requireActor(request).userId}`,
      }),
    },
    async (request) => {
      const actor = requireActor(request);
      const row = await createOpportunity({ db, actor, input: request.body });
      return ok(await detailFor(request, row.id));
    },
  );

  app.put(
    opportunitiesApi.updateOpportunity.path,
    {
      onRequest: [...poster, requireVerifiedEmail, limitTextWrites],
      schema: endpointSchema(opportunitiesApi.updateOpportunity),
    },
    async (request) => {
      await updateOpportunity({
        db,
        actor: requireActor(request),
        id: request.params.id,
        input: request.body,
      });
      return ok(await detailFor(request, request.params.id));
    },
  );

  app.post(
    opportunitiesApi.setOpportunityStatus.path,
    {
      onRequest: [...poster, requireVerifiedEmail],
      schema: endpointSchema(opportunitiesApi.setOpportunityStatus),
    },
    async (request) => {
      await setOpportunityStatus({
        db,
        actor: requireActor(request),
        id: request.params.id,
        status: request.body.status,
      });
      return ok(await detailFor(request, request.params.id));
    },
  );

  app.post(
    opportunitiesApi.duplicateOpportunity.path,
    {
      onRequest: [...poster, requireVerifiedEmail],
      schema: endpointSchema(opportunitiesApi.duplicateOpportunity),
      preHandler: limits.limit({
        rule: 'opportunityPostsPerUser',
        key: (request) => `post:user:${requireActor(request).userId}`,
      }),
    },
    async (request) => {
      const actor = requireActor(request);
      const row = await duplicateOpportunity({ db, actor, id: request.params.id });
      return ok(await detailFor(request, row.id));
    },
  );

  app.get(
    opportunitiesApi.listOwnOpportunities.path,
    {
      onRequest: poster,
      schema: endpointSchema(opportunitiesApi.listOwnOpportunities),
    },
    async (request) => {
      const { rows, total } = await listOwnOpportunities({
        db,
        actor: requireActor(request),
        query: request.query,
      });
      const { page, recordPerPage } = request.query;
      return ok({
        items: rows.map((row) => presentOwn(row.opportunity, row.company)),
        total,
        page,
        recordPerPage,
      });
    },
  );

  app.post(
    opportunitiesApi.saveOpportunity.path,
    {
      onRequest: [authenticate, requireRole('freelancer', 'agency')],
      schema: endpointSchema(opportunitiesApi.saveOpportunity),
    },
    async (request) => {
      const isSaved = await setOpportunitySaved({
        db,
        actor: requireActor(request),
        opportunityId: request.params.id,
        isSaved: request.body.isSaved,
      });
      return ok({ isSaved });
    },
  );

  app.post(
    opportunitiesApi.reportOpportunity.path,
    {
      onRequest: authenticate,
      schema: endpointSchema(opportunitiesApi.reportOpportunity),
      preHandler: limits.limit({
        rule: 'reportsPerUser',
        key: (request) => `report:user:${requireActor(request).userId}`,
      }),
    },
    async (request) => {
      const actor = requireActor(request);
      await reportOpportunity({ db, actor, id: request.params.id, reason: request.body.reason });
      return ok({ isReported: true as const });
    },
  );
};
