import { endpoints } from '@talentport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { endpointSchema } from '../../lib/endpoint-schema.js';
import { ok } from '../../lib/ok.js';
import {
  getNotificationPreferences,
  unsubscribeApplicantMail,
  updateNotificationPreferences,
} from '../../platform/mail/preferences.js';
import { createAuthenticate, requireActor } from '../../plugins/auth.js';
import { sendLinkPage } from '../saved-searches/index.js';

const preferencesApi = endpoints.notificationPreferences;
const FORM_BODY_LIMIT = 2048;

/** The caller's mail choices per kind (decision 108); new-applicant mail's unsubscribe link (decision 127). */
export const notificationPreferenceRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  const authenticate = createAuthenticate(db);
  // Mail clients post `List-Unsubscribe=One-Click` as a form (RFC 8058), and so does the page's button.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

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

  const unsubscribePath = (token: string) =>
    `/api${preferencesApi.unsubscribeApplicantMail.path}?token=${encodeURIComponent(token)}`;
  app.get(
    preferencesApi.showApplicantMailUnsubscribe.path,
    { schema: endpointSchema(preferencesApi.showApplicantMailUnsubscribe) },
    async (request, reply) =>
      sendLinkPage(reply, {
        title: 'Stop new-applicant emails?',
        paragraphs: [
          'You will get no more emails when someone applies to your company’s listings. You can turn them back on in Settings.',
        ],
        form: {
          action: unsubscribePath(request.query.token),
          token: request.query.token,
          button: 'Unsubscribe',
        },
      }),
  );

  app.post(
    preferencesApi.unsubscribeApplicantMail.path,
    { schema: endpointSchema(preferencesApi.unsubscribeApplicantMail) },
    async (request, reply) => {
      // A wrong or unknown link is answered like a done unsubscribe: nothing to tell a guesser.
      await unsubscribeApplicantMail(db, request.query.token);
      return sendLinkPage(reply, {
        title: 'You are unsubscribed',
        paragraphs: [
          'You will get no more new-applicant emails. You can turn them back on in Settings, under Notifications.',
        ],
      });
    },
  );
};
