import { endpoints } from '@talentport/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../lib/app-error.js';
import { endpointSchema } from '../../lib/endpoint-schema.js';
import { ok } from '../../lib/ok.js';
import { isAppErrorCode } from '../../lib/rate-limit-rules.js';
import { createAuthenticate, requireActor } from '../../plugins/auth.js';
import { createRateLimits } from '../../plugins/rate-limit.js';
import { createStaffAuthenticate, requireStaff } from '../../plugins/staff-auth.js';
import { canLookUpUsers } from '../../policies/staff-data-access.js';
import { cancelDeletion, getDeletionStatus, requestDeletion } from './service.js';
import { listPendingDeletions } from './staff-service.js';

const api = endpoints.accountDeletion;

/** Deleting one's own account (decision 111), and the staff console's list of pending deletions. */
export const accountDeletionRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  const authenticate = createAuthenticate(db);
  const authenticateStaff = createStaffAuthenticate(db);
  const limits = createRateLimits(ctx);
  // Wrong passwords share the account's limit with the other calls that ask for the password;
  // wrong codes count with the other two-factor checks. A success gives the guess back.
  const passwordKeyOf = (request: FastifyRequest) => `password-failures:user:${requireActor(request).userId}`;
  const codeKeyOf = (request: FastifyRequest) => `two-factor-failures:user:${requireActor(request).userId}`;
  const guesses = limits.limitFailures({
    limits: [
      { rule: 'passwordFailuresPerAccount', key: passwordKeyOf },
      { rule: 'twoFactorFailuresPerAccount', key: codeKeyOf },
    ],
    isFailure: isAppErrorCode('CURRENT_PASSWORD_WRONG', 'TWO_FACTOR_CODE_INVALID'),
  });
  const { markFailure: _unused, ...guessLimits } = guesses;

  app.get(
    api.getAccountDeletion.path,
    { onRequest: authenticate, schema: endpointSchema(api.getAccountDeletion) },
    async (request) => ok(await getDeletionStatus(db, requireActor(request))),
  );

  app.post(
    api.requestAccountDeletion.path,
    { onRequest: authenticate, schema: endpointSchema(api.requestAccountDeletion), ...guessLimits },
    async (request) => {
      const pending = await requestDeletion({
        db,
        links: ctx.links,
        actor: requireActor(request),
        input: request.body,
      });
      ctx.nudgeMail();
      return ok(pending);
    },
  );

  app.delete(
    api.cancelAccountDeletion.path,
    { onRequest: authenticate, schema: endpointSchema(api.cancelAccountDeletion) },
    async (request) => {
      const result = await cancelDeletion(db, requireActor(request));
      ctx.nudgeMail();
      return ok(result);
    },
  );

  app.get(
    api.staffListPendingDeletions.path,
    {
      onRequest: authenticateStaff,
      schema: endpointSchema(api.staffListPendingDeletions),
      preHandler: async (request) => {
        if (!canLookUpUsers(requireStaff(request).roles)) {
          throw new AppError('FORBIDDEN', 'Your staff role may not see pending account deletions.');
        }
      },
    },
    async (request) =>
      ok(await listPendingDeletions({ db, roles: requireStaff(request).roles, ...request.query })),
  );
};
