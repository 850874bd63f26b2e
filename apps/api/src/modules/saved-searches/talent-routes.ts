import { endpoints } from '@talentport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { endpointSchema } from '../../lib/endpoint-schema.js';
import { ok } from '../../lib/ok.js';
import { createAuthenticate, requireActor, requireRole } from '../../plugins/auth.js';
import { createRateLimits } from '../../plugins/rate-limit.js';
import { presentSavedSearch } from './presenter.js';
import { createSavedSearch, deleteSavedSearch, listSavedSearches, updateSavedSearch } from './service.js';

const api = endpoints.savedTalentSearches;
const target = 'talent';

/**
 * Saved talent searches (decision 114): the same rows, service and alert job as opportunity
 * searches, for the people who hire. Unsubscribing uses the opportunity routes' mailed link.
 */
export const savedTalentSearchRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { db } = context;
  const hirer = [createAuthenticate(db), requireRole('employer', 'agency')];
  const limits = createRateLimits(context);

  app.get(
    api.listSavedTalentSearches.path,
    { onRequest: hirer, schema: endpointSchema(api.listSavedTalentSearches) },
    async (request) => {
      const { page, recordPerPage } = request.query;
      const actor = requireActor(request);
      const { rows, total } = await listSavedSearches({ db, actor, target, page, recordPerPage });
      return ok({ items: rows.map(presentSavedSearch), total, page, recordPerPage });
    },
  );

  app.post(
    api.createSavedTalentSearch.path,
    {
      onRequest: hirer,
      schema: endpointSchema(api.createSavedTalentSearch),
      preHandler: limits.limit({
        rule: 'textWritesPerUser',
        key: (request) => `text-writes:user:${requireActor(request).userId}`,
      }),
    },
    async (request) =>
      ok(
        presentSavedSearch(
          await createSavedSearch({ db, actor: requireActor(request), target, input: request.body }),
        ),
      ),
  );

  app.put(
    api.updateSavedTalentSearch.path,
    { onRequest: hirer, schema: endpointSchema(api.updateSavedTalentSearch) },
    async (request) =>
      ok(
        presentSavedSearch(
          await updateSavedSearch({
            db,
            actor: requireActor(request),
            target,
            id: request.params.id,
            input: request.body,
          }),
        ),
      ),
  );

  app.delete(
    api.deleteSavedTalentSearch.path,
    { onRequest: hirer, schema: endpointSchema(api.deleteSavedTalentSearch) },
    async (request) => {
      const actor = requireActor(request);
      const row = await deleteSavedSearch({ db, actor, target, id: request.params.id });
      return ok({ _id: row.id });
    },
  );
};
