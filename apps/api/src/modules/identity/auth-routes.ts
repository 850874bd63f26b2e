import { endpoints } from '@talentport/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../lib/app-error.js';
import { endpointSchema } from '../../lib/endpoint-schema.js';
import { ok } from '../../lib/ok.js';
import { isAppErrorCode } from '../../lib/rate-limit-rules.js';
import { createAuthenticate, requireActor } from '../../plugins/auth.js';
import { bodyOf, createRateLimits } from '../../plugins/rate-limit.js';
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
  const { db } = ctx;
  const authenticate = createAuthenticate(db);
  const limits = createRateLimits(ctx);
  const emailOf = (request: FastifyRequest) => bodyOf<{ email: string }>(request).email;
  const sessionContext = (request: FastifyRequest) => ({
    userAgent: request.headers['user-agent'] ?? '',
    ip: request.ip,
    ttlMs: ctx.sessionTtlMs,
  });

  app.post(
    authApi.register.path,
    {
      schema: endpointSchema(authApi.register),
      preHandler: limits.limit(
        { rule: 'registerPerIp', key: (request) => `register:ip:${request.ip}` },
        { rule: 'registerPerEmail', key: (request) => `register:email:${emailOf(request)}` },
      ),
    },
    async (request) => {
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
      // Failed log-ins count, per IP and per account; a success starts the account's count again.
      ...limits.limitFailures({
        limits: [
          { rule: 'loginFailuresPerIp', key: (request) => `login-failures:ip:${request.ip}` },
          { rule: 'loginFailuresPerAccount', key: (request) => `login-failures:email:${emailOf(request)}` },
        ],
        isFailure: isAppErrorCode('INVALID_CREDENTIALS'),
        resetOnSuccess: (request) => `login-failures:email:${emailOf(request)}`,
      }),
    },
    async (request) => {
      const user = await verifyCredentials({ db, input: request.body });
      if (!user) throw new AppError('INVALID_CREDENTIALS');
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
      preHandler: limits.limit({
        rule: 'checkExistedPerIp',
        key: (request) => `check-existed:ip:${request.ip}`,
      }),
    },
    async (request) => {
      return {
        status: 200,
        message: 'ok' as const,
        result: await checkExistedBy({ db, input: request.body }),
      };
    },
  );
};
