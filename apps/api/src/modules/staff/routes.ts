import { endpoints } from '@talentport/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../lib/app-error.js';
import { endpointSchema } from '../../lib/endpoint-schema.js';
import { ok } from '../../lib/ok.js';
import { isAppErrorCode } from '../../lib/rate-limit-rules.js';
import { listStaffAudit } from '../../platform/audit-log.js';
import { bodyOf, createRateLimits } from '../../plugins/rate-limit.js';
import { createStaffAuthenticate, requireStaff, requireStaffRole } from '../../plugins/staff-auth.js';
import { canLookUpUsers } from '../../policies/staff-data-access.js';
import { findStaffMember, loginStaff, logoutStaff, searchUsers, viewUser } from './service.js';

const staffApi = endpoints.staff;

/** The staff console's API, under /api/staff/v1. Users' tokens are not accepted here. */
export const staffRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  const limits = createRateLimits(ctx);
  const accountKeyOf = (request: FastifyRequest) =>
    `staff-login-failures:email:${bodyOf<{ email: string }>(request).email}`;
  /** User look-up is for the roles that need it (policies/staff-data-access.ts). */
  const requireUserLookup = async (request: FastifyRequest) => {
    if (!canLookUpUsers(requireStaff(request).roles)) {
      throw new AppError('FORBIDDEN', 'Your staff role may not look users up.');
    }
  };
  const authenticateStaff = createStaffAuthenticate(db);

  app.post(
    staffApi.staffLogin.path,
    {
      schema: endpointSchema(staffApi.staffLogin),
      // Failed staff log-ins count, per IP and per account; a success starts the account's count again.
      ...limits.limitFailures({
        limits: [
          { rule: 'loginFailuresPerIp', key: (request) => `staff-login-failures:ip:${request.ip}` },
          { rule: 'loginFailuresPerAccount', key: accountKeyOf },
        ],
        isFailure: isAppErrorCode('INVALID_CREDENTIALS'),
        resetOnSuccess: accountKeyOf,
      }),
    },
    async (request) => {
      const result = await loginStaff({ db, input: request.body });
      if (!result) throw new AppError('INVALID_CREDENTIALS');
      return ok(result);
    },
  );

  app.post(
    staffApi.staffLogout.path,
    {
      onRequest: authenticateStaff,
      schema: endpointSchema(staffApi.staffLogout),
    },
    async (request) => {
      await logoutStaff(db, ctx.events, requireStaff(request).sessionId);
      return ok({ loggedOut: true as const });
    },
  );

  app.get(
    staffApi.staffGetMe.path,
    {
      onRequest: authenticateStaff,
      schema: endpointSchema(staffApi.staffGetMe),
    },
    async (request) => ok(await findStaffMember(db, requireStaff(request).staffId)),
  );

  app.get(
    staffApi.staffSearchUsers.path,
    {
      onRequest: [authenticateStaff, requireUserLookup],
      schema: endpointSchema(staffApi.staffSearchUsers),
    },
    async (request) => ok(await searchUsers({ db, actor: requireStaff(request), query: request.query })),
  );

  app.get(
    staffApi.staffGetUser.path,
    {
      onRequest: [authenticateStaff, requireUserLookup],
      schema: endpointSchema(staffApi.staffGetUser),
    },
    async (request) => ok(await viewUser({ db, actor: requireStaff(request), userId: request.params.id })),
  );

  app.get(
    staffApi.staffGetAuditLog.path,
    {
      onRequest: [authenticateStaff, requireStaffRole('admin')],
      schema: endpointSchema(staffApi.staffGetAuditLog),
    },
    async (request) => ok(await listStaffAudit({ db, ...request.query })),
  );
};
