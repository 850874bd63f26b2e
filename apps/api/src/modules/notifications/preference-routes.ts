import { endpoints } from '@talentport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { endpointSchema } from '../../lib/endpoint-schema.js';
import { ok } from '../../lib/ok.js';
import {
  getNotificationPreferences,
  updateNotificationPreferences,
} from '../../platform/mail/preferences.js';
import { createAuthenticate, requireActor } from '../../plugins/auth.js';

const preferencesApi = endpoints.notificationPreferences;

/** The caller's mail choices per kind (decision 108). */
export const notificationPreferenceRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  const authenticate = createAuthenticate(db);

  app.get(
    preferencesApi.getNotificationPreferences.path,
    { onRequest: authenticate, schema: endpointSchema(preferencesApi.getNotificationPreferences) },
    async (request) => ok(await getNotificationPreferences(db, requireActor(request).userId)),
  );

  app.put(
    preferencesApi.updateNotificationPreferences.path,
    { onRequest: authenticate, schema: endpointSchema(preferencesApi.updateNotificationPreferences) },
    async (request) =>
      ok(await updateNotificationPreferences(db, requireActor(request).userId, request.body)),
  );
};
