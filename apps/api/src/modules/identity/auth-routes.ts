import { endpoints } from '@talentport/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../lib/app-error.js';
import { endpointSchema } from '../../lib/endpoint-schema.js';
import { ok } from '../../lib/ok.js';
import { enforceRateLimit, isAppErrorCode, limitFailures } from '../../lib/rate-limit-rules.js';
import { createAuthenticate, requireActor } from '../../plugins/auth.js';
import { presentMe } from '../profiles/index.js';
import { isCompanyOwner, sendEmailVerification } from './account-service.js';
import {
  authResult,
  checkExistedBy,
  createSession,
  fillUserRole,
  findUserById,
  registerUser,
  revokeSession,
  verifyCredentials,
} from './auth-service.js';

const authApi = endpoints.auth;

export const authRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db, rateLimiter: limiter, rateLimitRules: rules } = ctx;
  const authenticate = createAuthenticate(db);
  const sessionContext = (request: FastifyRequest) => ({
    userAgent: request.headers['user-agent'] ?? '',
    ip: request.ip,
    ttlMs: ctx.sessionTtlMs,
  });

  app.post(
    authApi.register.path,
    {
      schema: endpointSchema(authApi.register),
    },
    async (request) => {
      await enforceRateLimit(limiter, `register:ip:${request.ip}`, rules.registerPerIp);
      await enforceRateLimit(limiter, `register:email:${request.body.email}`, rules.registerPerEmail);
      const result = await registerUser({
        db,
        input: request.body,
        context: sessionContext(request),
        onCreated: (tx, user) => sendEmailVerification(tx, user, ctx.links),
      });
      ctx.nudgeMail();
      return ok(result);
    },
  );

  app.post(
    authApi.login.path,
    {
      schema: endpointSchema(authApi.login),
    },
    async (request) => {
      const accountKey = `login-failures:email:${request.body.email}`;
      const user = await limitFailures(
        limiter,
        [
          { key: `login-failures:ip:${request.ip}`, rule: rules.loginFailuresPerIp },
          { key: accountKey, rule: rules.loginFailuresPerAccount },
        ],
        isAppErrorCode('INVALID_CREDENTIALS'),
        async () => {
          const found = await verifyCredentials({ db, input: request.body });
          if (!found) throw new AppError('INVALID_CREDENTIALS');
          return found;
        },
      );
      await limiter.reset(accountKey);
      const token = await createSession({ db, userId: user.id, context: sessionContext(request) });
      return ok(authResult(user, token));
    },
  );

  app.post(
    authApi.getMe.path,
    {
      onRequest: authenticate,
      schema: endpointSchema(authApi.getMe),
    },
    async (request) => {
      const user = await findUserById(db, requireActor(request).userId);
      const result = presentMe(user, await isCompanyOwner(db, user.id));
      return ok(result);
    },
  );

  app.post(
    authApi.logout.path,
    {
      onRequest: authenticate,
      schema: endpointSchema(authApi.logout),
    },
    async (request) => {
      await revokeSession({ db, events: ctx.events, sessionId: requireActor(request).sessionId });
      return ok({ loggedOut: true as const });
    },
  );

  app.post(
    authApi.fillUserRole.path,
    {
      onRequest: authenticate,
      schema: endpointSchema(authApi.fillUserRole),
    },
    async (request) => {
      const user = await fillUserRole({
        db,
        userId: requireActor(request).userId,
        userRole: request.body.userRole,
      });
      return ok(presentMe(user, user.userRole !== 'freelancer'));
    },
  );

  app.post(
    authApi.checkExistedBy.path,
    {
      schema: endpointSchema(authApi.checkExistedBy),
    },
    async (request) => {
      await enforceRateLimit(limiter, `check-existed:ip:${request.ip}`, rules.checkExistedPerIp);
      return {
        status: 200,
        message: 'ok' as const,
        result: await checkExistedBy({ db, input: request.body }),
      };
    },
  );
};
