import { setTimeout as sleep } from 'node:timers/promises';
import { endpoints } from '@talentport/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../lib/app-error.js';
import { endpointSchema } from '../../lib/endpoint-schema.js';
import { ok } from '../../lib/ok.js';
import { isAppErrorCode } from '../../lib/rate-limit-rules.js';
import { createAuthenticate, findActorByToken, readToken, requireActor } from '../../plugins/auth.js';
import { bodyOf, createRateLimits } from '../../plugins/rate-limit.js';
import {
  changePassword,
  describeLinkToken,
  findUserForVerification,
  requestEmailChange,
  requestPasswordReset,
  resendEmailVerification,
  resetPasswordWithLink,
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
  const { db, links } = ctx;
  const limits = createRateLimits(ctx);
  const authenticate = createAuthenticate(db);
  /**
   * Calls that need the current password share one limit on wrong guesses per account: reserved
   * before the work, kept when the work answers CURRENT_PASSWORD_WRONG, given back otherwise.
   */
  const passwordGuesses = limits.limitFailures({
    limits: [
      {
        rule: 'passwordFailuresPerAccount',
        key: (request) => `password-failures:user:${requireActor(request).userId}`,
      },
    ],
    isFailure: isAppErrorCode('CURRENT_PASSWORD_WRONG'),
  });
  /** The caller's session when a valid token is sent; null for guests (no error). Read once per request. */
  const actors = new WeakMap<FastifyRequest, ReturnType<typeof findActorByToken> | Promise<null>>();
  const optionalActor = (request: FastifyRequest) => {
    let actor = actors.get(request);
    if (!actor) {
      const token = readToken(request);
      actor = token ? findActorByToken(db, token) : Promise.resolve(null);
      actors.set(request, actor);
    }
    return actor;
  };
  const ipKey = (prefix: string) => (request: FastifyRequest) => `${prefix}:ip:${request.ip}`;

  app.post(
    accountApi.sendEmailVerifyLink.path,
    {
      schema: endpointSchema(accountApi.sendEmailVerifyLink),
      preHandler: [
        async (request) => {
          const { email } = bodyOf<{ email?: string }>(request);
          if (!(await optionalActor(request)) && !email) {
            throw new AppError('VALIDATION_ERROR', 'email is required when you are not logged in.');
          }
        },
        limits.limit(
          { rule: 'mailLinksPerIp', key: ipKey('mail-links') },
          {
            rule: 'verifyMailPerAccount',
            key: async (request) => {
              const actor = await optionalActor(request);
              return actor
                ? `verify-mail:user:${actor.userId}`
                : `verify-mail:email:${bodyOf<{ email?: string }>(request).email}`;
            },
          },
        ),
      ],
    },
    async (request) => {
      const startedAt = performance.now();
      const actor = await optionalActor(request);
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
      preHandler: limits.limit({ rule: 'emailVerifyPerIp', key: ipKey('email-verify') }),
    },
    async (request) => {
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
      preHandler: limits.limit({ rule: 'linkLookupPerIp', key: ipKey('link-lookup') }),
    },
    async (request) => ok(await describeLinkToken({ db, token: request.params.token })),
  );

  app.post(
    accountApi.requestPasswordLink.path,
    {
      schema: endpointSchema(accountApi.requestPasswordLink),
      preHandler: limits.limit(
        { rule: 'mailLinksPerIp', key: ipKey('mail-links') },
        {
          rule: 'passwordLinkPerEmail',
          key: (request) => `password-link:email:${bodyOf<{ email: string }>(request).email}`,
        },
      ),
    },
    async (request) => {
      const startedAt = performance.now();
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
      preHandler: limits.limit({ rule: 'emailVerifyPerIp', key: ipKey('email-verify') }),
    },
    async (request) => {
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
      ...passwordGuesses,
    },
    async (request) => {
      const actor = requireActor(request);
      const result = await changePassword({ db, links, events: ctx.events, actor, input: request.body });
      ctx.nudgeMail();
      return ok(result);
    },
  );

  app.put(
    accountApi.changeEmail.path,
    {
      onRequest: authenticate,
      schema: endpointSchema(accountApi.changeEmail),
      ...passwordGuesses,
      preHandler: [
        passwordGuesses.preHandler,
        limits.limit({
          rule: 'emailChangePerAccount',
          key: (request) => `email-change:user:${requireActor(request).userId}`,
        }),
      ],
    },
    async (request) => {
      const actor = requireActor(request);
      const result = await requestEmailChange({ db, links, actor, input: request.body });
      ctx.nudgeMail();
      return ok(result);
    },
  );
};
