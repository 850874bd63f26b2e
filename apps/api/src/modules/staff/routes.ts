import {
  pageSchema,
  staffAuditEntrySchema,
  staffAuditQuerySchema,
  staffLoginInputSchema,
  staffLoginResultSchema,
  staffMemberSchema,
  staffUserCardSchema,
  staffUserSearchQuerySchema,
  successEnvelope,
} from '@talentport/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../lib/app-error.js';
import { ok } from '../../lib/ok.js';
import { isAppErrorCode, limitFailures } from '../../lib/rate-limit-rules.js';
import { listStaffAudit } from '../../platform/audit-log.js';
import { createStaffAuthenticate, requireStaff, requireStaffRole } from '../../plugins/staff-auth.js';
import { canLookUpUsers } from '../../policies/staff-data-access.js';
import { findStaffMember, loginStaff, logoutStaff, searchUsers, viewUser } from './service.js';

const tags = ['staff'];

/** The staff console's API, under /api/staff/v1. Users' tokens are not accepted here. */
export const staffRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db, rateLimiter: limiter, rateLimitRules: rules } = ctx;
  /** User look-up is for the roles that need it (policies/staff-data-access.ts). */
  const requireUserLookup = async (request: FastifyRequest) => {
    if (!canLookUpUsers(requireStaff(request).roles)) {
      throw new AppError('FORBIDDEN', 'Your staff role may not look users up.');
    }
  };
  const authenticateStaff = createStaffAuthenticate(db);

  app.post(
    '/staff/v1/login',
    {
      schema: {
        tags,
        summary: 'Staff log-in (accounts come from `npm run staff:create`)',
        body: staffLoginInputSchema,
        response: { 200: successEnvelope(staffLoginResultSchema) },
      },
    },
    async (request) => {
      const accountKey = `staff-login-failures:email:${request.body.email}`;
      const result = await limitFailures(
        limiter,
        [
          { key: `staff-login-failures:ip:${request.ip}`, rule: rules.loginFailuresPerIp },
          { key: accountKey, rule: rules.loginFailuresPerAccount },
        ],
        isAppErrorCode('INVALID_CREDENTIALS'),
        async () => {
          const loggedIn = await loginStaff({ db, input: request.body });
          if (!loggedIn) throw new AppError('INVALID_CREDENTIALS');
          return loggedIn;
        },
      );
      await limiter.reset(accountKey);
      return ok(result);
    },
  );

  app.post(
    '/staff/v1/logout',
    {
      onRequest: authenticateStaff,
      schema: {
        tags,
        summary: 'End the staff session',
        response: { 200: successEnvelope(z.object({ loggedOut: z.literal(true) })) },
      },
    },
    async (request) => {
      await logoutStaff(db, ctx.events, requireStaff(request).sessionId);
      return ok({ loggedOut: true as const });
    },
  );

  app.get(
    '/staff/v1/me',
    {
      onRequest: authenticateStaff,
      schema: {
        tags,
        summary: 'The logged-in staff member',
        response: { 200: successEnvelope(staffMemberSchema) },
      },
    },
    async (request) => ok(await findStaffMember(db, requireStaff(request).staffId)),
  );

  app.get(
    '/staff/v1/users',
    {
      onRequest: [authenticateStaff, requireUserLookup],
      schema: {
        tags,
        summary: 'Look users up by email, name or code (admins and support; audit-logged)',
        description:
          'Support sees at most 20 per page, and emails masked unless the search is that exact address; admins see emails, up to 100 per page.',
        querystring: staffUserSearchQuerySchema,
        response: { 200: successEnvelope(pageSchema(staffUserCardSchema)) },
      },
    },
    async (request) => ok(await searchUsers({ db, actor: requireStaff(request), query: request.query })),
  );

  app.get(
    '/staff/v1/users/:id',
    {
      onRequest: [authenticateStaff, requireUserLookup],
      schema: {
        tags,
        summary: "One user's account facts (audit-logged)",
        params: z.object({ id: z.uuid({ error: 'must be a user id' }) }),
        response: { 200: successEnvelope(staffUserCardSchema) },
      },
    },
    async (request) => ok(await viewUser({ db, actor: requireStaff(request), userId: request.params.id })),
  );

  app.get(
    '/staff/v1/audit-log',
    {
      onRequest: [authenticateStaff, requireStaffRole('admin')],
      schema: {
        tags,
        summary: 'Every staff action, newest first (admins)',
        querystring: staffAuditQuerySchema,
        response: { 200: successEnvelope(pageSchema(staffAuditEntrySchema)) },
      },
    },
    async (request) => ok(await listStaffAudit({ db, ...request.query })),
  );
};
