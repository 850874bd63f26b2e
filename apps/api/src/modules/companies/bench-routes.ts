import { endpoints } from '@talentport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { endpointSchema } from '../../lib/endpoint-schema.js';
import { ok } from '../../lib/ok.js';
import { createAuthenticate, requireActor, requireRole } from '../../plugins/auth.js';
import {
  acceptBenchInvitation,
  declineBenchInvitation,
  leaveBench,
  listBenchInvitations,
} from './bench-answers.js';
import { inviteToBench, listBench, removeFromBench } from './bench-service.js';

const benchApi = endpoints.agencyBench;

/** An agency's bench (decision 131): the agency invites and removes, the freelancer answers. */
export const benchRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db, links, events } = ctx;
  const authenticate = createAuthenticate(db);
  const agency = [authenticate, requireRole('agency')];
  const freelancer = [authenticate, requireRole('freelancer')];

  app.post(
    benchApi.inviteToBench.path,
    { onRequest: agency, schema: endpointSchema(benchApi.inviteToBench) },
    async (request) => {
      const { person, isNew } = await inviteToBench({
        db,
        links,
        events,
        actor: requireActor(request),
        talentCode: request.body.talentCode,
      });
      if (isNew) ctx.nudgeMail();
      return ok(person);
    },
  );

  app.get(
    benchApi.listBench.path,
    { onRequest: agency, schema: endpointSchema(benchApi.listBench) },
    async (request) => ok(await listBench({ db, actor: requireActor(request) })),
  );

  app.delete(
    benchApi.removeFromBench.path,
    { onRequest: agency, schema: endpointSchema(benchApi.removeFromBench) },
    async (request) =>
      ok(await removeFromBench({ db, actor: requireActor(request), code: request.params.code })),
  );

  app.get(
    benchApi.listBenchInvitations.path,
    { onRequest: freelancer, schema: endpointSchema(benchApi.listBenchInvitations) },
    async (request) => ok(await listBenchInvitations({ db, actor: requireActor(request) })),
  );

  app.post(
    benchApi.acceptBenchInvitation.path,
    { onRequest: freelancer, schema: endpointSchema(benchApi.acceptBenchInvitation) },
    async (request) =>
      ok(await acceptBenchInvitation({ db, actor: requireActor(request), code: request.params.code })),
  );

  app.post(
    benchApi.declineBenchInvitation.path,
    { onRequest: freelancer, schema: endpointSchema(benchApi.declineBenchInvitation) },
    async (request) =>
      ok(await declineBenchInvitation({ db, actor: requireActor(request), code: request.params.code })),
  );

  app.delete(
    benchApi.leaveBench.path,
    { onRequest: freelancer, schema: endpointSchema(benchApi.leaveBench) },
    async (request) => ok(await leaveBench({ db, actor: requireActor(request), code: request.params.code })),
  );
};
