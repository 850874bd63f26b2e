import { endpoints } from '@talentport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { endpointSchema } from '../../lib/endpoint-schema.js';
import { ok } from '../../lib/ok.js';
import { createAuthenticate, createIdentify, requireActor } from '../../plugins/auth.js';
import { createTextWriteLimit } from '../../plugins/text-write-limit.js';
import { presentOwnProfile, presentPublicProfile, presentUserCard } from './presenter.js';
import { getPublicProfile, listUsersByCodes } from './public-service.js';
import { getProfile, updateProfile } from './service.js';

const profilesApi = endpoints.profiles;

export const profileRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  const limitTextWrites = createTextWriteLimit(ctx);
  const authenticate = createAuthenticate(db);
  const identify = createIdentify(db);

  app.get(
    profilesApi.getProfile.path,
    {
      onRequest: authenticate,
      schema: endpointSchema(profilesApi.getProfile),
    },
    async (request) => {
      const { user, company } = await getProfile({ db, userId: requireActor(request).userId });
      return ok(presentOwnProfile(user, company));
    },
  );

  app.put(
    profilesApi.updateProfile.path,
    {
      onRequest: [authenticate, limitTextWrites],
      schema: endpointSchema(profilesApi.updateProfile),
    },
    async (request) => {
      const { user, company } = await updateProfile({
        db,
        userId: requireActor(request).userId,
        input: request.body,
      });
      return ok(presentOwnProfile(user, company));
    },
  );

  app.post(
    profilesApi.listUsersByCodes.path,
    {
      onRequest: identify,
      schema: endpointSchema(profilesApi.listUsersByCodes),
    },
    async (request) => {
      const rows = await listUsersByCodes({ db, actor: request.actor, codes: request.body.codes });
      const items = rows.map((row) => presentUserCard(row.user, row.company, row.isHighlighted));
      return {
        status: 200,
        message: 'ok' as const,
        result: { items, total: items.length, page: 1, recordPerPage: request.body.codes.length },
      };
    },
  );

  app.get(
    profilesApi.getPublicProfile.path,
    {
      onRequest: identify,
      schema: endpointSchema(profilesApi.getPublicProfile),
    },
    async (request) => {
      const { user, company, canSeeResume, isHighlighted } = await getPublicProfile({
        db,
        actor: request.actor,
        code: request.params.code,
      });
      return {
        status: 200,
        message: 'ok' as const,
        result: presentPublicProfile(user, company, { canSeeResume, isHighlighted }),
      };
    },
  );
};
