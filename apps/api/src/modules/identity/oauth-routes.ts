import cookie from '@fastify/cookie';
import { endpoints, OAUTH_PROVIDERS, type OAuthCallbackQuery } from '@talentport/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../lib/app-error.js';
import { endpointSchema } from '../../lib/endpoint-schema.js';
import { ok } from '../../lib/ok.js';
import { isAppErrorCode } from '../../lib/rate-limit-rules.js';
import { createAuthenticate, requireActor } from '../../plugins/auth.js';
import { createRateLimits } from '../../plugins/rate-limit.js';
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

/** A call without `code`, `error` or `state` starts a flow; any of them finishes one. */
const isStart = (query: OAuthCallbackQuery) =>
  query.code === undefined && query.error === undefined && query.state === undefined;

export const oauthRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  const limits = createRateLimits(ctx);
  /** Set before anything can fail, so that every answer of the flow is `no-store`. */
  const noStore = async (_request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
  };
  const clients = createOidcClients(ctx.oauth);
  const authenticate = createAuthenticate(db);
  const sessionContext = (request: FastifyRequest) => ({
    userAgent: request.headers['user-agent'] ?? '',
    ip: request.ip,
    ttlMs: ctx.sessionTtlMs,
  });
  // Cookies are parsed only for the routes of this plugin (the sign-in flow's browser key).
  await app.register(cookie);
  const cookieOptions = (maxAgeMs: number) =>
    ({
      path: COOKIE_PATH,
      maxAge: Math.floor(maxAgeMs / 1000),
      httpOnly: true,
      sameSite: 'lax',
      secure: clients.isSecureOrigin,
    }) as const;
  const readBrowserKey = (request: FastifyRequest) => request.cookies[OAUTH_COOKIE] || null;
  const setBrowserKey = (reply: FastifyReply, key: string) =>
    reply.setCookie(OAUTH_COOKIE, key, cookieOptions(OAUTH_ATTEMPT_TTL_MS));
  const clearBrowserKey = (reply: FastifyReply) => reply.setCookie(OAUTH_COOKIE, '', cookieOptions(0));

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

  /** The pending link a link call is about, found before its attempt is counted. */
  const pendingLinks = new WeakMap<FastifyRequest, Awaited<ReturnType<typeof findPendingLink>>>();
  const pendingLinkOf = (request: FastifyRequest) => {
    const found = pendingLinks.get(request);
    if (!found) throw new Error('the pending link is looked up before the handler');
    return found;
  };
  const accountKeyOf = (request: FastifyRequest) =>
    `login-failures:email:${pendingLinkOf(request).pendingLink.email}`;
  // Wrong passwords count like failed log-ins, per IP and per account; a success starts the account's count again.
  const linkGuesses = limits.limitFailures({
    limits: [
      { rule: 'loginFailuresPerIp', key: (request) => `login-failures:ip:${request.ip}` },
      { rule: 'loginFailuresPerAccount', key: accountKeyOf },
    ],
    isFailure: isAppErrorCode('INVALID_CREDENTIALS'),
    resetOnSuccess: accountKeyOf,
  });

  for (const provider of OAUTH_PROVIDERS) {
    const providerApi = oauthApi[provider];

    app.get(
      providerApi.login.path,
      {
        schema: endpointSchema(providerApi.login),
        preHandler: [
          noStore,
          // Only starting a flow is limited (finishing one is bound to its cookie and state).
          limits.limit({
            rule: 'oauthStartPerIp',
            key: (request) =>
              isStart(request.query as OAuthCallbackQuery) ? `oauth-start:ip:${request.ip}` : null,
          }),
        ],
      },
      async (request, reply) => {
        const { query } = request;
        if (isStart(query)) {
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
            browserKey: readBrowserKey(request),
            query,
            context: sessionContext(request),
            log: request.log,
          });
          clearBrowserKey(reply);
          return ok(result);
        } catch (error) {
          // The pending link lives on with the same browser key; any other failure ends the attempt.
          const browserKey = readBrowserKey(request);
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
        ...linkGuesses,
        preHandler: [
          noStore,
          async (request) => {
            pendingLinks.set(
              request,
              await findPendingLink({ db, provider, browserKey: readBrowserKey(request) }),
            );
          },
          linkGuesses.preHandler,
        ],
      },
      async (request, reply) => {
        const { attemptId } = pendingLinkOf(request);
        const linked = await completePendingLink({
          db,
          provider,
          attemptId,
          password: request.body.password,
          context: sessionContext(request),
        });
        if (!linked) throw new AppError('INVALID_CREDENTIALS', 'The password is incorrect.');
        clearBrowserKey(reply);
        return ok(linked);
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
