import { endpoints } from '@talentport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { endpointSchema } from '../../lib/endpoint-schema.js';
import { ok } from '../../lib/ok.js';
import { createAuthenticate, requireActor } from '../../plugins/auth.js';
import { listDevices, signOutDevice, signOutOtherDevices } from './devices-service.js';

const api = endpoints.devices;

/** Signed-in devices (issue 23): see where the account is signed in, and end those sessions. */
export const deviceRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  const authenticate = createAuthenticate(db);

  app.get(
    api.listDevices.path,
    { onRequest: authenticate, schema: endpointSchema(api.listDevices) },
    async (request) => {
      const { page, recordPerPage } = request.query;
      return ok(await listDevices({ db, actor: requireActor(request), page, recordPerPage }));
    },
  );

  app.delete(
    api.signOutDevice.path,
    { onRequest: authenticate, schema: endpointSchema(api.signOutDevice) },
    async (request) => {
      const actor = requireActor(request);
      return ok(await signOutDevice({ db, events: ctx.events, actor, sessionId: request.params.id }));
    },
  );

  app.post(
    api.signOutOtherDevices.path,
    { onRequest: authenticate, schema: endpointSchema(api.signOutOtherDevices) },
    async (request) =>
      ok(await signOutOtherDevices({ db, events: ctx.events, actor: requireActor(request) })),
  );
};
