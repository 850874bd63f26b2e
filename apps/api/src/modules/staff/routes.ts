import { endpoints, type StaffJobRun } from '@talentport/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import type { JobRunRow } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { endpointSchema } from '../../lib/endpoint-schema.js';
import { ok } from '../../lib/ok.js';
import { isAppErrorCode } from '../../lib/rate-limit-rules.js';
import { listStaffAudit } from '../../platform/audit-log.js';
import { bodyOf, createRateLimits } from '../../plugins/rate-limit.js';
import { createStaffAuthenticate, requireStaff, requireStaffRole } from '../../plugins/staff-auth.js';
import { canLookUpUsers } from '../../policies/staff-data-access.js';
import { listJobRuns } from '../../storage/job-runs.js';
import { findPendingLogin } from '../two-factor/index.js';
import {
  confirmStaffTwoFactorSetup,
  finishStaffLogin,
  startStaffLogin,
  startStaffTwoFactorSetup,
} from './login-service.js';
import { findStaffMember, logoutStaff, searchUsers, viewUser } from './service.js';

const staffApi = endpoints.staff;
const twoFactorApi = endpoints.twoFactor;

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

  // Staff log-ins count per IP and per account until a second step succeeds: every staff account
  // has a second factor, so the first step answers the same whether the password was right.
  const { markFailure, ...loginAttempts } = limits.limitFailures({
    limits: [
      { rule: 'loginFailuresPerIp', key: (request) => `staff-login-failures:ip:${request.ip}` },
      { rule: 'loginFailuresPerAccount', key: accountKeyOf },
    ],
    isFailure: isAppErrorCode('INVALID_CREDENTIALS'),
  });

  app.post(
    staffApi.staffLogin.path,
    {
      schema: endpointSchema(staffApi.staffLogin),
      ...loginAttempts,
    },
    async (request) => {
      const step = await startStaffLogin({ db, input: request.body });
      markFailure(request);
      return ok(step);
    },
  );

  /** The staff member a second step is about, found before its attempt is counted. */
  const pendingStaff = new WeakMap<FastifyRequest, { staffId: string; email: string } | null>();
  const findPendingStaff = async (request: FastifyRequest) => {
    const pending = await findPendingLogin(db, bodyOf<{ pendingToken: string }>(request).pendingToken);
    const staff = pending?.staffId ? await findStaffMember(db, pending.staffId) : null;
    pendingStaff.set(request, staff ? { staffId: staff._id, email: staff.email } : null);
  };
  const codeKeyOf = (request: FastifyRequest) => {
    const staff = pendingStaff.get(request);
    return staff ? `two-factor-failures:staff:${staff.staffId}` : null;
  };
  const passwordKeyOf = (request: FastifyRequest) => {
    const staff = pendingStaff.get(request);
    return staff ? `staff-login-failures:email:${staff.email}` : null;
  };
  // Wrong codes count per IP and per account; a success resets the code and the password counts.
  const { markFailure: _codeFailure, ...codeAttempts } = limits.limitFailures({
    limits: [
      { rule: 'loginFailuresPerIp', key: (request) => `staff-two-factor-failures:ip:${request.ip}` },
      { rule: 'twoFactorFailuresPerAccount', key: codeKeyOf },
    ],
    isFailure: isAppErrorCode('TWO_FACTOR_LOGIN_FAILED'),
    resetOnSuccess: [codeKeyOf, passwordKeyOf],
  });
  const secondStep = { ...codeAttempts, preHandler: [findPendingStaff, codeAttempts.preHandler] };

  app.post(
    twoFactorApi.staffLoginTwoFactor.path,
    { schema: endpointSchema(twoFactorApi.staffLoginTwoFactor), ...secondStep },
    async (request) => ok(await finishStaffLogin({ db, ...request.body })),
  );

  app.post(
    twoFactorApi.staffStartTwoFactorSetup.path,
    { schema: endpointSchema(twoFactorApi.staffStartTwoFactorSetup), ...secondStep },
    async (request) => ok(await startStaffTwoFactorSetup({ db, pendingToken: request.body.pendingToken })),
  );

  app.post(
    twoFactorApi.staffConfirmTwoFactorSetup.path,
    { schema: endpointSchema(twoFactorApi.staffConfirmTwoFactorSetup), ...secondStep },
    async (request) => {
      const result = await confirmStaffTwoFactorSetup({ db, ...request.body });
      ctx.nudgeMail();
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

  app.get(
    staffApi.staffListJobRuns.path,
    {
      onRequest: [authenticateStaff, requireStaffRole('admin')],
      schema: endpointSchema(staffApi.staffListJobRuns),
    },
    async () => ok({ items: (await listJobRuns(db)).map(presentJobRun) }),
  );
};

/** A job's record as the console shows it (decision 121). */
function presentJobRun(row: JobRunRow): StaffJobRun {
  const iso = (value: Date | null) => value?.toISOString() ?? null;
  return {
    name: row.name,
    lastStartedAt: iso(row.lastStartedAt),
    lastSuccessAt: iso(row.lastSuccessAt),
    lastFailureAt: iso(row.lastFailureAt),
    lastError: row.lastError,
    lastCount: row.lastCount,
    consecutiveFailures: row.consecutiveFailures,
    runs: row.runs,
    failures: row.failures,
  };
}
