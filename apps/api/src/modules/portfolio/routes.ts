import { endpoints, type PortfolioItemInput } from '@talentport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { endpointSchema } from '../../lib/endpoint-schema.js';
import { ok } from '../../lib/ok.js';
import { createAuthenticate, createIdentify, requireActor, requireRole } from '../../plugins/auth.js';
import { createTextWriteLimit } from '../../plugins/text-write-limit.js';
import { getPublicProfile } from '../profiles/index.js';
import { presentPortfolioItem } from './presenter.js';
import {
  createPortfolioItem,
  deletePortfolioItem,
  listMyPortfolio,
  listPortfolio,
  updatePortfolioItem,
} from './service.js';

const api = endpoints.portfolio;

/** Portfolio case studies (decision 103): the owner's CRUD and the public read beside the profile. */
export const portfolioRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db, storage } = ctx;
  // Refused before the input is read (the role matrix); the policies decide the rest in the service.
  const authenticate = [createAuthenticate(db), requireRole('freelancer')];
  const identify = createIdentify(db);
  const writes = [...authenticate, createTextWriteLimit(ctx)];

  app.get(
    api.listMyPortfolio.path,
    { onRequest: authenticate, schema: endpointSchema(api.listMyPortfolio) },
    async (request) => {
      const rows = await listMyPortfolio({ db, actor: requireActor(request) });
      return ok({ items: rows.map(presentPortfolioItem) });
    },
  );

  app.post(
    api.createPortfolioItem.path,
    { onRequest: writes, schema: endpointSchema(api.createPortfolioItem) },
    async (request) => {
      const input: PortfolioItemInput = request.body;
      return ok(presentPortfolioItem(await createPortfolioItem({ db, actor: requireActor(request), input })));
    },
  );

  app.put(
    api.updatePortfolioItem.path,
    { onRequest: writes, schema: endpointSchema(api.updatePortfolioItem) },
    async (request) => {
      const actor = requireActor(request);
      const row = await updatePortfolioItem({ db, actor, id: request.params.id, input: request.body });
      return ok(presentPortfolioItem(row));
    },
  );

  app.delete(
    api.deletePortfolioItem.path,
    { onRequest: authenticate, schema: endpointSchema(api.deletePortfolioItem) },
    async (request) => {
      await deletePortfolioItem({ db, actor: requireActor(request), storage, id: request.params.id });
      return ok({ deleted: true as const });
    },
  );

  app.get(
    api.getPublicPortfolio.path,
    { onRequest: identify, schema: endpointSchema(api.getPublicPortfolio) },
    async (request) => {
      // The portfolio answers exactly where the public profile does (its visibility rules included).
      const { user } = await getPublicProfile({ db, actor: request.actor, code: request.params.code });
      const rows = user.userRole === 'freelancer' ? await listPortfolio(db, user.id) : [];
      return ok({ items: rows.map(presentPortfolioItem) });
    },
  );
};
