import { endpoints } from '@talentport/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { endpointSchema } from '../../lib/endpoint-schema.js';
import { ok } from '../../lib/ok.js';
import { isAppErrorCode } from '../../lib/rate-limit-rules.js';
import { createAuthenticate, requireActor } from '../../plugins/auth.js';
import { bodyOf, createRateLimits } from '../../plugins/rate-limit.js';
import { presentMe } from '../profiles/index.js';
import { findPendingLogin } from '../two-factor/index.js';
import { isCompanyOwner, sendEmailVerification } from './account-service.js';
import { checkExistedBy, fillUserRole, findUserById, registerUser, revokeSession } from './auth-service.js';
import { finishTwoFactorLogin, logInWithPassword } from './login-service.js';

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

  const loginAccountKeyOf = (request: FastifyRequest) => `login-failures:email:${emailOf(request)}`;
  // Failed log-ins count, per IP and per account; a success starts the account's count again. A
  // log-in that asks for a second factor counts until its second step succeeds (decision 104).
  const { markFailure, ...loginAttempts } = limits.limitFailures({
    limits: [
      { rule: 'loginFailuresPerIp', key: (request) => `login-failures:ip:${request.ip}` },
      { rule: 'loginFailuresPerAccount', key: loginAccountKeyOf },
    ],
    isFailure: isAppErrorCode('INVALID_CREDENTIALS'),
    resetOnSuccess: loginAccountKeyOf,
  });

  app.post(
    authApi.login.path,
    {
      schema: endpointSchema(authApi.login),
      ...loginAttempts,
    },
    async (request) => {
      const result = await logInWithPassword({ db, input: request.body, context: sessionContext(request) });
      // The right password of a two-factor account counts as an attempt until the second step succeeds.
      if ('twoFactorRequired' in result) markFailure(request);
      return ok(result);
    },
  );

  /** The pending log-in a second step is about, found before its attempt is counted. */
  const pendingAccounts = new WeakMap<FastifyRequest, { userId: string; email: string } | null>();
  const findPendingAccount = async (request: FastifyRequest) => {
    const pending = await findPendingLogin(db, bodyOf<{ pendingToken: string }>(request).pendingToken);
    const user = pending?.userId ? await findUserById(db, pending.userId) : null;
    pendingAccounts.set(request, user ? { userId: user.id, email: user.email } : null);
  };
  const secondStepKeyOf = (request: FastifyRequest) => {
    const account = pendingAccounts.get(request);
    return account ? `two-factor-failures:user:${account.userId}` : null;
  };
  const passwordKeyOf = (request: FastifyRequest) => {
    const account = pendingAccounts.get(request);
    return account ? `login-failures:email:${account.email}` : null;
  };
  // Wrong codes count per IP and per account; a success resets both the code and the password counts.
  const { markFailure: _codeFailure, ...secondStepAttempts } = limits.limitFailures({
    limits: [
      { rule: 'loginFailuresPerIp', key: (request) => `two-factor-failures:ip:${request.ip}` },
      { rule: 'twoFactorFailuresPerAccount', key: secondStepKeyOf },
    ],
    isFailure: isAppErrorCode('TWO_FACTOR_LOGIN_FAILED'),
    resetOnSuccess: [secondStepKeyOf, passwordKeyOf],
  });

  app.post(
    endpoints.twoFactor.loginTwoFactor.path,
    {
      schema: endpointSchema(endpoints.twoFactor.loginTwoFactor),
      ...secondStepAttempts,
      preHandler: [findPendingAccount, secondStepAttempts.preHandler],
    },
    async (request) => {
      const { pendingToken, code } = request.body;
      return ok(await finishTwoFactorLogin({ db, pendingToken, code, context: sessionContext(request) }));
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
