import { setTimeout as sleep } from 'node:timers/promises';
import { endpoints } from '@talentport/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../lib/app-error.js';
import { endpointSchema } from '../../lib/endpoint-schema.js';
import { ok } from '../../lib/ok.js';
import { enforceRateLimit, isAppErrorCode, limitFailures } from '../../lib/rate-limit-rules.js';
import {
  createAuthenticate,
  findActorByToken,
  readToken,
  requireActor,
  requireRole,
} from '../../plugins/auth.js';
import {
  changePassword,
  describeLinkToken,
  findUserForVerification,
  inviteTeamMember,
  joinCompany,
  listTeamInvites,
  requestEmailChange,
  requestPasswordReset,
  resendEmailVerification,
  resetPasswordWithLink,
  revokeTeamInvite,
  verifyEmailWithCode,
  verifyEmailWithLink,
} from './account-service.js';

const accountApi = endpoints.account;

/**
 * Answers no sooner than `floorMs` after the request started, so that the work done for a known
 * address (a token, a queued mail) cannot be told apart from none by timing.
 */
async function answerAfter<T>(startedAt: number, floorMs: number, work: () => Promise<T>): Promise<T> {
  const result = await work();
  const left = floorMs - (performance.now() - startedAt);
  if (left > 0) await sleep(left);
  return result;
}
const ENUMERATION_FLOOR_MS = 300;

export const accountRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db, links, rateLimiter: limiter, rateLimitRules: rules } = ctx;
  const authenticate = createAuthenticate(db);
  // Team invitations belong to companies: a freelancer (or an account without a role) gets 403
  // before the input is looked at, like every other role-only call.
  const companyMember = [authenticate, requireRole('employer', 'agency')];
  const sessionContext = (request: FastifyRequest) => ({
    userAgent: request.headers['user-agent'] ?? '',
    ip: request.ip,
    ttlMs: ctx.sessionTtlMs,
  });
  /**
   * Calls that need the current password share one limit on wrong guesses per account: reserved
   * before the work, kept when the work answers CURRENT_PASSWORD_WRONG, given back otherwise.
   */
  function withPasswordGuessLimit<T>(userId: string, work: () => Promise<T>): Promise<T> {
    return limitFailures(
      limiter,
      [{ key: `password-failures:user:${userId}`, rule: rules.passwordFailuresPerAccount }],
      isAppErrorCode('CURRENT_PASSWORD_WRONG'),
      work,
    );
  }
  /** The caller's session when a valid token is sent; null for guests (no error). */
  const optionalActor = async (request: FastifyRequest) => {
    const token = readToken(request);
    return token ? findActorByToken(db, token) : null;
  };

  app.post(
    accountApi.sendEmailVerifyLink.path,
    {
      schema: endpointSchema(accountApi.sendEmailVerifyLink),
    },
    async (request) => {
      const startedAt = performance.now();
      const actor = await optionalActor(request);
      if (!actor && !request.body.email) {
        throw new AppError('VALIDATION_ERROR', 'email is required when you are not logged in.');
      }
      await enforceRateLimit(limiter, `mail-links:ip:${request.ip}`, rules.mailLinksPerIp);
      const accountKey = actor
        ? `verify-mail:user:${actor.userId}`
        : `verify-mail:email:${request.body.email}`;
      await enforceRateLimit(limiter, accountKey, rules.verifyMailPerAccount);
      return answerAfter(startedAt, actor ? 0 : ENUMERATION_FLOOR_MS, async () => {
        const lookup = actor ? { userId: actor.userId } : { email: request.body.email };
        const user = await findUserForVerification(db, lookup);
        await resendEmailVerification({ db, links, user });
        ctx.nudgeMail();
        return ok({ sent: true as const });
      });
    },
  );

  app.post(
    accountApi.verifyEmail.path,
    {
      schema: endpointSchema(accountApi.verifyEmail),
    },
    async (request) => {
      await enforceRateLimit(limiter, `email-verify:ip:${request.ip}`, rules.emailVerifyPerIp);
      const { token, code } = request.body;
      if (token) {
        const result = await verifyEmailWithLink({ db, token });
        ctx.nudgeMail();
        return ok(result);
      }
      const actor = await optionalActor(request);
      if (!actor) throw new AppError('UNAUTHORIZED', 'Please log in to enter your verification code.');
      return ok(await verifyEmailWithCode({ db, userId: actor.userId, code: code ?? '' }));
    },
  );

  app.get(
    accountApi.getLinkInfo.path,
    {
      schema: endpointSchema(accountApi.getLinkInfo),
    },
    async (request) => {
      await enforceRateLimit(limiter, `link-lookup:ip:${request.ip}`, rules.linkLookupPerIp);
      return ok(await describeLinkToken({ db, token: request.params.token }));
    },
  );

  app.post(
    accountApi.requestPasswordLink.path,
    {
      schema: endpointSchema(accountApi.requestPasswordLink),
    },
    async (request) => {
      const startedAt = performance.now();
      await enforceRateLimit(limiter, `mail-links:ip:${request.ip}`, rules.mailLinksPerIp);
      await enforceRateLimit(
        limiter,
        `password-link:email:${request.body.email}`,
        rules.passwordLinkPerEmail,
      );
      return answerAfter(startedAt, ENUMERATION_FLOOR_MS, async () => {
        await requestPasswordReset({ db, links, email: request.body.email });
        ctx.nudgeMail();
        return ok({ sent: true as const });
      });
    },
  );

  app.post(
    accountApi.resetPasswordWithLink.path,
    {
      schema: endpointSchema(accountApi.resetPasswordWithLink),
    },
    async (request) => {
      await enforceRateLimit(limiter, `email-verify:ip:${request.ip}`, rules.emailVerifyPerIp);
      const result = await resetPasswordWithLink({
        db,
        links,
        events: ctx.events,
        token: request.query.token,
        password: request.body.password,
      });
      ctx.nudgeMail();
      return ok(result);
    },
  );

  app.post(
    accountApi.changePassword.path,
    {
      onRequest: authenticate,
      schema: endpointSchema(accountApi.changePassword),
    },
    async (request) => {
      const actor = requireActor(request);
      const result = await withPasswordGuessLimit(actor.userId, () =>
        changePassword({ db, links, events: ctx.events, actor, input: request.body }),
      );
      ctx.nudgeMail();
      return ok(result);
    },
  );

  app.put(
    accountApi.changeEmail.path,
    {
      onRequest: authenticate,
      schema: endpointSchema(accountApi.changeEmail),
    },
    async (request) => {
      const actor = requireActor(request);
      const result = await withPasswordGuessLimit(actor.userId, async () => {
        await enforceRateLimit(limiter, `email-change:user:${actor.userId}`, rules.emailChangePerAccount);
        return requestEmailChange({ db, links, actor, input: request.body });
      });
      ctx.nudgeMail();
      return ok(result);
    },
  );

  app.post(
    accountApi.inviteTeamMember.path,
    {
      onRequest: companyMember,
      schema: endpointSchema(accountApi.inviteTeamMember),
    },
    async (request) => {
      const actor = requireActor(request);
      await enforceRateLimit(limiter, `invites:user:${actor.userId}`, rules.invitesPerAccount);
      const invite = await inviteTeamMember({ db, links, actor, email: request.body.email });
      ctx.nudgeMail();
      return ok(invite);
    },
  );

  app.get(
    accountApi.listTeamInvites.path,
    {
      onRequest: companyMember,
      schema: endpointSchema(accountApi.listTeamInvites),
    },
    async (request) => ok(await listTeamInvites({ db, actor: requireActor(request) })),
  );

  app.delete(
    accountApi.revokeTeamInvite.path,
    {
      onRequest: companyMember,
      schema: endpointSchema(accountApi.revokeTeamInvite),
    },
    async (request) =>
      ok(await revokeTeamInvite({ db, actor: requireActor(request), id: request.params.id })),
  );

  app.post(
    accountApi.joinCompany.path,
    {
      schema: endpointSchema(accountApi.joinCompany),
    },
    async (request) => {
      await enforceRateLimit(limiter, `register:ip:${request.ip}`, rules.registerPerIp);
      return ok(await joinCompany({ db, input: request.body, context: sessionContext(request) }));
    },
  );
};
