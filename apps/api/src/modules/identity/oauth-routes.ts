import {
  authResultSchema,
  linkedAccountsResultSchema,
  OAUTH_PROVIDER_LABELS,
  OAUTH_PROVIDERS,
  oauthCallbackQuerySchema,
  oauthLinkInputSchema,
  oauthProvidersResultSchema,
  oauthStartResultSchema,
  successEnvelope,
} from '@talentport/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../lib/app-error.js';
import { readCookie, setCookie } from '../../lib/cookies.js';
import { ok } from '../../lib/ok.js';
import { enforceRateLimit, isAppErrorCode, limitFailures } from '../../lib/rate-limit-rules.js';
import { createAuthenticate, requireActor } from '../../plugins/auth.js';
import {
  completePendingLink,
  findPendingLink,
  finishOAuthLogin,
  listLinkedAccounts,
  OAUTH_ATTEMPT_TTL_MS,
  startOAuthLogin,
  unlinkOAuthProvider,
} from './oauth-service.js';
import { createOidcClients } from './oidc-clients.js';

const tags = ['social login'];
/** The browser key of a sign-in attempt; only sent to the login calls. */
export const OAUTH_COOKIE = 'tp_oauth';
const COOKIE_PATH = '/api/v1/user/login';

export const oauthRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db, rateLimiter: limiter, rateLimitRules: rules } = ctx;
  const clients = createOidcClients(ctx.oauth);
  const authenticate = createAuthenticate(db);
  const sessionContext = (request: FastifyRequest) => ({
    userAgent: request.headers['user-agent'] ?? '',
    ip: request.ip,
    ttlMs: ctx.sessionTtlMs,
  });
  const cookieOptions = (maxAgeMs: number) => ({
    path: COOKIE_PATH,
    maxAgeSeconds: Math.floor(maxAgeMs / 1000),
    isSecure: clients.isSecureOrigin,
  });
  const setBrowserKey = (reply: FastifyReply, key: string) =>
    setCookie(reply, OAUTH_COOKIE, key, cookieOptions(OAUTH_ATTEMPT_TTL_MS));
  const clearBrowserKey = (reply: FastifyReply) => setCookie(reply, OAUTH_COOKIE, '', cookieOptions(0));

  app.get(
    '/v1/user/login/providers',
    {
      schema: {
        tags,
        summary: 'Social login providers this installation offers',
        response: { 200: successEnvelope(oauthProvidersResultSchema) },
      },
    },
    async () => ok({ providers: clients.enabledProviders() }),
  );

  app.get(
    '/v1/user/login/linked',
    {
      onRequest: authenticate,
      schema: {
        tags,
        summary: 'The caller’s linked social logins',
        response: { 200: successEnvelope(linkedAccountsResultSchema) },
      },
    },
    async (request) => ({
      status: 200,
      message: 'ok' as const,
      result: await listLinkedAccounts({ db, userId: requireActor(request).userId }),
    }),
  );

  for (const provider of OAUTH_PROVIDERS) {
    const label = OAUTH_PROVIDER_LABELS[provider];

    app.get(
      `/v1/user/login/${provider}`,
      {
        schema: {
          tags,
          summary: `Log in or sign up with ${label} (OpenID Connect)`,
          description:
            'Without `code`: starts the flow, sets the short-lived httpOnly cookie that binds it to this browser ' +
            'and answers `{authorizationUrl}` to send the browser to. With `code` and `state` (as the provider ' +
            'sent them to the app’s callback screen, plus `iss`): finishes it and answers `{token, userRole, ' +
            'isOnboard}` like login. 409 OAUTH_LINK_REQUIRED means the email belongs to a password account: ' +
            `call POST /v1/user/login/${provider}/link with the password.`,
          querystring: oauthCallbackQuerySchema,
          response: { 200: successEnvelope(z.union([authResultSchema, oauthStartResultSchema])) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const { query } = request;
        if (query.code === undefined && query.error === undefined && query.state === undefined) {
          await enforceRateLimit(limiter, `oauth-start:ip:${request.ip}`, rules.oauthStartPerIp);
          const started = await startOAuthLogin({ db, clients, provider, log: request.log });
          setBrowserKey(reply, started.browserKey);
          return {
            status: 200,
            message: 'ok' as const,
            result: { authorizationUrl: started.authorizationUrl },
          };
        }
        try {
          const result = await finishOAuthLogin({
            db,
            clients,
            provider,
            browserKey: readCookie(request, OAUTH_COOKIE),
            query,
            context: sessionContext(request),
            log: request.log,
          });
          clearBrowserKey(reply);
          return ok(result);
        } catch (error) {
          // The pending link lives on with the same browser key; any other failure ends the attempt.
          const browserKey = readCookie(request, OAUTH_COOKIE);
          if (error instanceof AppError && error.code === 'OAUTH_LINK_REQUIRED' && browserKey) {
            setBrowserKey(reply, browserKey);
          } else {
            clearBrowserKey(reply);
          }
          throw error;
        }
      },
    );

    app.post(
      `/v1/user/login/${provider}/link`,
      {
        schema: {
          tags,
          summary: `Link ${label} to an existing account by giving its password, and log in`,
          description:
            'Only after the sign-in answered 409 OAUTH_LINK_REQUIRED, from the same browser (the pending link is ' +
            'bound to its cookie) and within 10 minutes.',
          body: oauthLinkInputSchema,
          response: { 200: successEnvelope(authResultSchema) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const { attemptId, pendingLink } = await findPendingLink({
          db,
          provider,
          browserKey: readCookie(request, OAUTH_COOKIE),
        });
        const accountKey = `login-failures:email:${pendingLink.email}`;
        const result = await limitFailures(
          limiter,
          [
            { key: `login-failures:ip:${request.ip}`, rule: rules.loginFailuresPerIp },
            { key: accountKey, rule: rules.loginFailuresPerAccount },
          ],
          isAppErrorCode('INVALID_CREDENTIALS'),
          async () => {
            const linked = await completePendingLink({
              db,
              provider,
              attemptId,
              password: request.body.password,
              context: sessionContext(request),
            });
            if (!linked) throw new AppError('INVALID_CREDENTIALS', 'The password is incorrect.');
            return linked;
          },
        );
        await limiter.reset(accountKey);
        clearBrowserKey(reply);
        return ok(result);
      },
    );

    app.delete(
      `/v1/user/login/${provider}/link`,
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: `Unlink ${label} from the caller’s account (only when the account has a password)`,
          response: { 200: successEnvelope(linkedAccountsResultSchema) },
        },
      },
      async (request) => ({
        status: 200,
        message: 'ok' as const,
        result: await unlinkOAuthProvider({ db, userId: requireActor(request).userId, provider }),
      }),
    );
  }
};
