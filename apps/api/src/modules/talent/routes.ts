import { endpoints } from '@talentport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { endpointSchema } from '../../lib/endpoint-schema.js';
import { ok } from '../../lib/ok.js';
import { sendPrepared } from '../../lib/prepared-reply.js';
import { createAuthenticate, createIdentify, requireActor, requireRole } from '../../plugins/auth.js';
import { createTextWriteLimit } from '../../plugins/text-write-limit.js';
import { createTalentSearch } from './core.js';
import { getVisibility, updateVisibility } from './visibility.js';

const talentApi = endpoints.talent;

/** The talent directory (decision 099) and the freelancer's visibility settings (decision 100). */
export const talentRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  const authenticate = createAuthenticate(db);
  const identify = createIdentify(db);
  const limitWrites = createTextWriteLimit(ctx);
  const talentSearch = createTalentSearch(db, ctx.searchIndexes);
  const requireFreelancer = requireRole('freelancer');

  app.get(
    talentApi.searchTalent.path,
    { onRequest: identify, schema: endpointSchema(talentApi.searchTalent) },
    async (request, reply) =>
      sendPrepared(request, reply, await talentSearch.search(request.query, request.actor), ok),
  );

  app.get(
    talentApi.getTalentFacets.path,
    { onRequest: identify, schema: endpointSchema(talentApi.getTalentFacets) },
    async (request, reply) =>
      sendPrepared(request, reply, await talentSearch.facets(request.query, request.actor), ok),
  );

  app.get(
    talentApi.getMyVisibility.path,
    { onRequest: [authenticate, requireFreelancer], schema: endpointSchema(talentApi.getMyVisibility) },
    async (request) => ok(await getVisibility(db, requireActor(request))),
  );

  app.put(
    talentApi.updateMyVisibility.path,
    {
      onRequest: [authenticate, requireFreelancer, limitWrites],
      schema: endpointSchema(talentApi.updateMyVisibility),
    },
    async (request) => {
      const saved = await updateVisibility(db, requireActor(request), request.body);
      // This instance sees its own change at once; others within the version's second.
      talentSearch.touch();
      return ok(saved);
    },
  );
};
