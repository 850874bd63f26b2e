import { endpoints } from '@talentport/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { endpointSchema } from '../../lib/endpoint-schema.js';
import { ok } from '../../lib/ok.js';
import { isAppErrorCode } from '../../lib/rate-limit-rules.js';
import { createAuthenticate, requireActor } from '../../plugins/auth.js';
import { createRateLimits } from '../../plugins/rate-limit.js';
import type { TwoFactorOwner } from './owner.js';
import {
  confirmTwoFactorSetup,
  disableTwoFactor,
  getTwoFactorStatus,
  regenerateRecoveryCodes,
  startTwoFactorSetup,
} from './service.js';

const api = endpoints.twoFactor;

/** The account's two-factor settings (the log-in second steps live with identity and staff). */
export const twoFactorRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  const authenticate = createAuthenticate(db);
  const limits = createRateLimits(ctx);
  const ownerOf = (request: FastifyRequest): TwoFactorOwner => ({
    kind: 'user',
    id: requireActor(request).userId,
  });
  const accountKeyOf = (request: FastifyRequest) =>
    `two-factor-failures:user:${requireActor(request).userId}`;
  // Wrong codes and passwords count per account; a success starts the count again.
  const { markFailure: _unused, ...codeGuesses } = limits.limitFailures({
    limits: [{ rule: 'twoFactorFailuresPerAccount', key: accountKeyOf }],
    isFailure: isAppErrorCode('TWO_FACTOR_CODE_INVALID', 'CURRENT_PASSWORD_WRONG'),
    resetOnSuccess: accountKeyOf,
  });
  const mailed = <T>(result: T) => {
    ctx.nudgeMail();
    return ok(result);
  };

  app.get(
    api.getTwoFactor.path,
    { onRequest: authenticate, schema: endpointSchema(api.getTwoFactor) },
    async (request) => ok(await getTwoFactorStatus(db, ownerOf(request))),
  );

  app.post(
    api.startTwoFactorSetup.path,
    { onRequest: authenticate, schema: endpointSchema(api.startTwoFactorSetup) },
    async (request) => ok(await startTwoFactorSetup(db, ownerOf(request))),
  );

  app.post(
    api.confirmTwoFactorSetup.path,
    { onRequest: authenticate, schema: endpointSchema(api.confirmTwoFactorSetup), ...codeGuesses },
    async (request) =>
      mailed(await confirmTwoFactorSetup({ db, owner: ownerOf(request), code: request.body.code })),
  );

  app.post(
    api.disableTwoFactor.path,
    { onRequest: authenticate, schema: endpointSchema(api.disableTwoFactor), ...codeGuesses },
    async (request) =>
      mailed(
        await disableTwoFactor({
          db,
          owner: ownerOf(request),
          password: request.body.password,
          code: request.body.code,
        }),
      ),
  );

  app.post(
    api.regenerateRecoveryCodes.path,
    { onRequest: authenticate, schema: endpointSchema(api.regenerateRecoveryCodes), ...codeGuesses },
    async (request) =>
      mailed(await regenerateRecoveryCodes({ db, owner: ownerOf(request), code: request.body.code })),
  );
};
