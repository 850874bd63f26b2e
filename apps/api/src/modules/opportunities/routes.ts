import {
  companyCodeParamsSchema,
  companyOpportunitiesQuerySchema,
  opportunityCreateInputSchema,
  opportunityDetailSchema,
  opportunityFacetsAnswerSchema,
  opportunityIdParamsSchema,
  opportunitySearchFiltersSchema,
  opportunitySearchPageSchema,
  opportunitySearchQuerySchema,
  opportunityStatusInputSchema,
  opportunitySummarySchema,
  opportunityUpdateInputSchema,
  ownOpportunitiesQuerySchema,
  ownOpportunitySchema,
  pageSchema,
  reportInputSchema,
  reportResultSchema,
  savedResultSchema,
  saveInputSchema,
  successEnvelope,
} from '@talentport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { ok } from '../../lib/ok.js';
import { enforceRateLimit } from '../../lib/rate-limit-rules.js';
import type { Actor } from '../../platform/actor.js';
import {
  createAuthenticate,
  createIdentify,
  requireActor,
  requireRole,
  requireVerifiedEmail,
} from '../../plugins/auth.js';
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

const tags = ['opportunities'];

export const opportunityRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  const authenticate = createAuthenticate(db);
  const identify = createIdentify(db);
  const searchCore = createSearchCore(db);
  const poster = [authenticate, requireRole('employer', 'agency')];
  const limitTextWrites = createTextWriteLimit(ctx);

  async function detailFor(
    request: { actor: Parameters<typeof getOpportunityForViewer>[0]['actor'] },
    id: string,
  ) {
    const found = await getOpportunityForViewer({ db, actor: request.actor, id });
    return presentDetail(found.opportunity, found.company, found.isCompanyPublic, found.viewer);
  }

  /** An employer or agency does not find its own postings in its own search. */
  async function viewerOf(request: { actor: Actor | null }) {
    return { excludeCompanyId: request.actor ? await findActorCompanyId(db, request.actor) : null };
  }

  app.get(
    '/v1/opportunities',
    {
      onRequest: identify,
      schema: {
        tags,
        summary: 'Search open opportunities (guests too)',
        description:
          'Every §3 filter combines with the others. List values repeat the key (`expertise=a&expertise=b`). ' +
          '`salary` (Monthly/Hourly) applies to jobs only; `payType` to both. `rangePrice=min,max` keeps ' +
          'opportunities whose pay range overlaps it; the default 0,500 is no constraint. `jobName` matches ' +
          'title, skills and description, tolerating typos (`didYouMean` names the corrected words). Sorted by ' +
          '`newest` (featured first), `best` match, `forYou` (profile fit for a signed-in freelancer or agency; ' +
          'decision 056) or `pay`; ties break on id so pages are stable. `total` is exact when `isTotalExact`, ' +
          'else counting stopped there (shown as "1,000+").',
        querystring: opportunitySearchQuerySchema,
        response: { 200: successEnvelope(opportunitySearchPageSchema) },
      },
    },
    async (request) => {
      const viewer = await viewerOf(request);
      const { rows, total, isTotalExact, didYouMean } = await searchCore.search(
        request.query,
        request.actor,
        viewer,
      );
      const { page, recordPerPage } = request.query;
      return ok({ items: rows.map(presentSummary), total, page, recordPerPage, isTotalExact, didYouMean });
    },
  );

  app.get(
    '/v1/company/:code/opportunities',
    {
      schema: {
        tags,
        summary: 'A company’s open jobs or projects, for its public page (guests too)',
        description:
          'Listed opportunities only (open, not hidden, deadline not passed) of the given `type`, featured first, ' +
          'then newest. 404 for a company that has no public page.',
        params: companyCodeParamsSchema,
        querystring: companyOpportunitiesQuerySchema,
        response: { 200: successEnvelope(pageSchema(opportunitySummarySchema)) },
      },
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
    '/v1/opportunities/facets',
    {
      onRequest: identify,
      schema: {
        tags,
        summary: 'How many results each filter option gives with the other filters applied',
        querystring: opportunitySearchFiltersSchema,
        response: { 200: successEnvelope(opportunityFacetsAnswerSchema) },
      },
    },
    async (request) => ok(await searchCore.facets(request.query, await viewerOf(request))),
  );

  app.get(
    '/v1/opportunities/:id',
    {
      onRequest: identify,
      schema: {
        tags,
        summary: 'One opportunity with its company card and what the caller may do',
        description:
          'Open to guests. Drafts and hidden opportunities are 404 except for the posting company.',
        params: opportunityIdParamsSchema,
        response: { 200: successEnvelope(opportunityDetailSchema) },
      },
    },
    async (request) => ok(await detailFor(request, request.params.id)),
  );

  app.get(
    '/v1/opportunities/:id/similar',
    {
      schema: {
        tags,
        summary: 'Open opportunities like this one (same type, occupation or skills)',
        params: opportunityIdParamsSchema,
        response: { 200: successEnvelope(z.object({ items: z.array(opportunitySummarySchema) })) },
      },
    },
    async (request) => {
      const rows = await findSimilarOpportunities({ db, id: request.params.id });
      return ok({ items: rows.map(presentSummary) });
    },
  );

  app.post(
    '/v1/opportunities',
    {
      onRequest: [...poster, requireVerifiedEmail],
      schema: {
        tags,
        summary: 'Post a job or project (employers; agencies post projects)',
        description:
          'Needs a verified email (409 EMAIL_NOT_VERIFIED) and a company. `status` draft or open (default).',
        body: opportunityCreateInputSchema,
        response: { 200: successEnvelope(opportunityDetailSchema) },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      await enforceRateLimit(
        ctx.rateLimiter,
        `post:user:${actor.userId}`,
        ctx.rateLimitRules.opportunityPostsPerUser,
      );
      const row = await createOpportunity({ db, actor, input: request.body });
      return ok(await detailFor(request, row.id));
    },
  );

  app.put(
    '/v1/opportunities/:id',
    {
      onRequest: [...poster, requireVerifiedEmail, limitTextWrites],
      schema: {
        tags,
        summary: 'Edit one of the company’s opportunities (404 for anyone else’s)',
        params: opportunityIdParamsSchema,
        body: opportunityUpdateInputSchema,
        response: { 200: successEnvelope(opportunityDetailSchema) },
      },
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
    '/v1/opportunities/:id/status',
    {
      onRequest: [...poster, requireVerifiedEmail],
      schema: {
        tags,
        summary: 'Publish, pause, resume, close or reopen',
        params: opportunityIdParamsSchema,
        body: opportunityStatusInputSchema,
        response: { 200: successEnvelope(opportunityDetailSchema) },
      },
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
    '/v1/opportunities/:id/duplicate',
    {
      onRequest: [...poster, requireVerifiedEmail],
      schema: {
        tags,
        summary: 'Copy an opportunity as a new draft',
        params: opportunityIdParamsSchema,
        response: { 200: successEnvelope(opportunityDetailSchema) },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      await enforceRateLimit(
        ctx.rateLimiter,
        `post:user:${actor.userId}`,
        ctx.rateLimitRules.opportunityPostsPerUser,
      );
      const row = await duplicateOpportunity({ db, actor, id: request.params.id });
      return ok(await detailFor(request, row.id));
    },
  );

  app.get(
    '/v1/company/opportunities',
    {
      onRequest: poster,
      schema: {
        tags,
        summary: 'The company’s own opportunities with applicant counts (§3 Employer view state)',
        querystring: ownOpportunitiesQuerySchema,
        response: { 200: successEnvelope(pageSchema(ownOpportunitySchema)) },
      },
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
    '/v1/opportunities/:id/save',
    {
      onRequest: [authenticate, requireRole('freelancer', 'agency')],
      schema: {
        tags,
        summary: 'Save or unsave an opportunity',
        params: opportunityIdParamsSchema,
        body: saveInputSchema,
        response: { 200: successEnvelope(savedResultSchema) },
      },
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
    '/v1/opportunities/:id/report',
    {
      onRequest: authenticate,
      schema: {
        tags,
        summary: 'Report an opportunity; enough reports hide it until staff review',
        params: opportunityIdParamsSchema,
        body: reportInputSchema,
        response: { 200: successEnvelope(reportResultSchema) },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      await enforceRateLimit(
        ctx.rateLimiter,
        `report:user:${actor.userId}`,
        ctx.rateLimitRules.reportsPerUser,
      );
      await reportOpportunity({ db, actor, id: request.params.id, reason: request.body.reason });
      return ok({ isReported: true as const });
    },
  );
};
