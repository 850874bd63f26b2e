import {
  deviceIdParamsSchema,
  deviceSchema,
  devicesQuerySchema,
  pageSchema,
  signedOutSchema,
  successEnvelope,
} from '@talentport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { ok } from '../../lib/ok.js';
import { createAuthenticate, requireActor } from '../../plugins/auth.js';
import { listDevices, signOutDevice, signOutOtherDevices } from './devices-service.js';

const tags = ['identity'];

/** Signed-in devices (issue 23): see where the account is signed in, and end those sessions. */
export const deviceRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  const authenticate = createAuthenticate(db);

  app.get(
    '/v1/user/sessions',
    {
      onRequest: authenticate,
      schema: {
        tags,
        summary: 'The account’s signed-in devices',
        description:
          'Live sessions of the caller’s account, the current one first (isCurrent), then by last use; the device and browser are read from the User-Agent.',
        querystring: devicesQuerySchema,
        response: { 200: successEnvelope(pageSchema(deviceSchema)) },
      },
    },
    async (request) => {
      const { page, recordPerPage } = request.query;
      return ok(await listDevices({ db, actor: requireActor(request), page, recordPerPage }));
    },
  );

  app.delete(
    '/v1/user/sessions/:id',
    {
      onRequest: authenticate,
      schema: {
        tags,
        summary: 'Sign one of the account’s other devices out',
        description:
          'The session ends at once and its live sockets close. The current device is refused (use logout); another account’s session, or one already ended, is 404.',
        params: deviceIdParamsSchema,
        response: { 200: successEnvelope(signedOutSchema) },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      return ok(await signOutDevice({ db, events: ctx.events, actor, sessionId: request.params.id }));
    },
  );

  app.post(
    '/v1/user/sessions/sign-out-others',
    {
      onRequest: authenticate,
      schema: {
        tags,
        summary: 'Sign out everywhere else',
        description: 'Every session of the account except the current one ends, with its sockets.',
        response: { 200: successEnvelope(signedOutSchema) },
      },
    },
    async (request) =>
      ok(await signOutOtherDevices({ db, events: ctx.events, actor: requireActor(request) })),
  );
};
