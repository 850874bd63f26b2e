import { endpoints, OAUTH_PROVIDERS } from '@talentport/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../lib/app-error.js';
import { readCookie, setCookie } from '../../lib/cookies.js';
import { endpointSchema } from '../../lib/endpoint-schema.js';
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

const oauthApi = endpoints.oauth;

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
    oauthApi.listOAuthProviders.path,
    {
      schema: endpointSchema(oauthApi.listOAuthProviders),
    },
    async () => ok({ providers: clients.enabledProviders() }),
  );

  app.get(
    oauthApi.listLinkedAccounts.path,
    {
      onRequest: authenticate,
      schema: endpointSchema(oauthApi.listLinkedAccounts),
    },
    async (request) => ({
      status: 200,
      message: 'ok' as const,
      result: await listLinkedAccounts({ db, userId: requireActor(request).userId }),
    }),
  );

  for (const provider of OAUTH_PROVIDERS) {
    const providerApi = oauthApi[provider];

    app.get(
      providerApi.login.path,
      {
        schema: endpointSchema(providerApi.login),
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
      providerApi.link.path,
      {
        schema: endpointSchema(providerApi.link),
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
      providerApi.unlink.path,
      {
        onRequest: authenticate,
        schema: endpointSchema(providerApi.unlink),
      },
      async (request) => ({
        status: 200,
        message: 'ok' as const,
        result: await unlinkOAuthProvider({ db, userId: requireActor(request).userId, provider }),
      }),
    );
  }
};
