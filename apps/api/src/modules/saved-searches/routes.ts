import { endpoints } from '@talentport/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { endpointSchema } from '../../lib/endpoint-schema.js';
import { ok } from '../../lib/ok.js';
import { createAuthenticate, requireActor, requireRole } from '../../plugins/auth.js';
import { bodyOf, createRateLimits } from '../../plugins/rate-limit.js';
import { confirmGuest, subscribeGuest } from './guests.js';
import { sendLinkPage } from './pages.js';
import { presentSavedSearch } from './presenter.js';
import { createSavedSearch, deleteSavedSearch, listSavedSearches, updateSavedSearch } from './service.js';
import { savedTalentSearchRoutes } from './talent-routes.js';
import { alertWords, findByUnsubscribeToken, unsubscribeByToken } from './unsubscribe.js';

const api = endpoints.savedSearches;
const FORM_BODY_LIMIT = 2048;
const target = 'opportunity';

/**
 * Saved opportunity searches, guest alerts and the pages of their mailed links (decision 108);
 * saved talent searches (decision 114) are registered alongside.
 */
export const savedSearchRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { db, links } = context;
  const authenticate = createAuthenticate(db);
  const candidate = [authenticate, requireRole('freelancer', 'agency')];
  const limits = createRateLimits(context);
  // Mail clients post `List-Unsubscribe=One-Click` as a form (RFC 8058), and so do the pages' buttons.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  await savedTalentSearchRoutes(app, context);

  app.get(
    api.listSavedSearches.path,
    { onRequest: candidate, schema: endpointSchema(api.listSavedSearches) },
    async (request) => {
      const { page, recordPerPage } = request.query;
      const { rows, total } = await listSavedSearches({
        db,
        actor: requireActor(request),
        target,
        page,
        recordPerPage,
      });
      return ok({ items: rows.map(presentSavedSearch), total, page, recordPerPage });
    },
  );

  app.post(
    api.createSavedSearch.path,
    {
      onRequest: candidate,
      schema: endpointSchema(api.createSavedSearch),
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
    api.updateSavedSearch.path,
    { onRequest: candidate, schema: endpointSchema(api.updateSavedSearch) },
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
    api.deleteSavedSearch.path,
    { onRequest: candidate, schema: endpointSchema(api.deleteSavedSearch) },
    async (request) => {
      const actor = requireActor(request);
      const row = await deleteSavedSearch({ db, actor, target, id: request.params.id });
      return ok({ _id: row.id });
    },
  );

  app.post(
    api.subscribeGuestAlert.path,
    {
      schema: endpointSchema(api.subscribeGuestAlert),
      preHandler: limits.limit(
        { rule: 'mailLinksPerIp', key: (request: FastifyRequest) => `mail-links:ip:${request.ip}` },
        {
          rule: 'alertSignupsPerEmail',
          key: (request) => `guest-alert:email:${bodyOf<{ email: string }>(request).email}`,
        },
      ),
    },
    async (request) => {
      const answer = await subscribeGuest({ db, links, input: request.body });
      context.nudgeMail();
      return ok(answer);
    },
  );

  const confirmPath = (token: string) =>
    `/api${api.confirmGuestAlert.path}?token=${encodeURIComponent(token)}`;
  app.get(
    api.showGuestAlertConfirm.path,
    { schema: endpointSchema(api.showGuestAlertConfirm) },
    async (request, reply) =>
      sendLinkPage(reply, {
        title: 'Confirm your job alert',
        paragraphs: [
          'Press the button to start getting emails about new opportunities that match your search.',
        ],
        form: {
          action: confirmPath(request.query.token),
          token: request.query.token,
          button: 'Confirm my job alert',
        },
      }),
  );

  app.post(
    api.confirmGuestAlert.path,
    { schema: endpointSchema(api.confirmGuestAlert) },
    async (request, reply) => {
      const outcome = await confirmGuest(db, request.query.token);
      if (outcome.state === 'confirmed') {
        return sendLinkPage(reply, {
          title: 'Your job alert is on',
          paragraphs: [
            `We will email you when new opportunities match “${outcome.name}”. Every email has a link to stop them.`,
          ],
        });
      }
      return sendLinkPage(reply, {
        status: 400,
        title: outcome.state === 'expired' ? 'This link has expired' : 'This link does not work',
        paragraphs: [
          outcome.state === 'expired'
            ? 'Confirmation links work for 7 days. Ask for the alert again from the opportunities search.'
            : 'It may have been used already, or it was copied incompletely.',
        ],
      });
    },
  );

  const unsubscribePath = (token: string) =>
    `/api${api.unsubscribeAlert.path}?token=${encodeURIComponent(token)}`;
  app.get(
    api.showAlertUnsubscribe.path,
    { schema: endpointSchema(api.showAlertUnsubscribe) },
    async (request, reply) => {
      const row = await findByUnsubscribeToken(db, request.query.token);
      if (!row) return sendLinkPage(reply, alreadyOff);
      const words = alertWords(row.target);
      return sendLinkPage(reply, {
        title: `Unsubscribe from this ${words.alert}?`,
        paragraphs: [`You will get no more emails about ${words.matches} “${row.name}”.`],
        form: {
          action: unsubscribePath(request.query.token),
          token: request.query.token,
          button: 'Unsubscribe',
        },
      });
    },
  );

  app.post(
    api.unsubscribeAlert.path,
    { schema: endpointSchema(api.unsubscribeAlert) },
    async (request, reply) => {
      const done = await unsubscribeByToken(db, request.query.token);
      if (!done) return sendLinkPage(reply, alreadyOff);
      return sendLinkPage(reply, {
        title: 'You are unsubscribed',
        paragraphs: [`You will get no more emails about ${alertWords(done.target).matches} “${done.name}”.`],
      });
    },
  );
};

/** An unknown, wrong or used link: answered like a done unsubscribe (nothing to tell a guesser). */
const alreadyOff = {
  title: 'This alert is off',
  paragraphs: ['There is nothing to unsubscribe from: this alert was already stopped or deleted.'],
};
