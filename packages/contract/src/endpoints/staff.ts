import { z } from 'zod';
import { pageSchema } from '../envelope.js';
import {
  staffAuditEntrySchema,
  staffAuditQuerySchema,
  staffJobRunSchema,
  staffLoginInputSchema,
  staffMemberSchema,
  staffUserCardSchema,
  staffUserSearchQuerySchema,
} from '../staff.js';
import { staffLoginStepSchema } from '../two-factor.js';
import { defineEndpoint } from './define.js';

export const staffEndpoints = {
  staffLogin: defineEndpoint({
    id: 'staffLogin',
    method: 'POST',
    path: '/staff/v1/login',
    summary: 'Staff log-in, first step (accounts come from `npm run staff:create`)',
    description:
      'Open to anyone, no session needed. Rate-limited: 429 RATE_LIMITED with a `retry-after` header when the limit is reached. Always answers a second step (`code`, or `setup` on a first sign-in: two-factor is required for staff); a wrong password gets a `code` step that cannot succeed.',
    tags: ['staff'],
    access: 'public',
    body: staffLoginInputSchema,
    response: staffLoginStepSchema,
    errors: [400, 401, 429],
  }),
  staffLogout: defineEndpoint({
    id: 'staffLogout',
    method: 'POST',
    path: '/staff/v1/logout',
    summary: 'End the staff session',
    description: 'Needs a staff session (the `token` header of a staff log-in; 401 without one).',
    tags: ['staff'],
    access: 'staff',
    response: z.object({ loggedOut: z.literal(true) }),
    errors: [400, 401],
  }),
  staffGetMe: defineEndpoint({
    id: 'staffGetMe',
    method: 'GET',
    path: '/staff/v1/me',
    summary: 'The logged-in staff member',
    description: 'Needs a staff session (the `token` header of a staff log-in; 401 without one).',
    tags: ['staff'],
    access: 'staff',
    response: staffMemberSchema,
    errors: [400, 401],
  }),
  staffSearchUsers: defineEndpoint({
    id: 'staffSearchUsers',
    method: 'GET',
    path: '/staff/v1/users',
    summary: 'Look users up by email, name or code (admins and support; audit-logged)',
    description:
      'Support sees at most 20 per page, and emails masked unless the search is that exact address; admins see emails, up to 100 per page.',
    tags: ['staff'],
    access: 'staff',
    query: staffUserSearchQuerySchema,
    response: pageSchema(staffUserCardSchema),
    errors: [400, 401, 403],
  }),
  staffGetUser: defineEndpoint({
    id: 'staffGetUser',
    method: 'GET',
    path: '/staff/v1/users/:id',
    summary: "One user's account facts (audit-logged)",
    description: 'Needs a staff session (the `token` header of a staff log-in; 401 without one).',
    tags: ['staff'],
    access: 'staff',
    params: z.object({ id: z.uuid({ error: 'must be a user id' }) }),
    response: staffUserCardSchema,
    errors: [400, 401, 403, 404],
  }),
  staffGetAuditLog: defineEndpoint({
    id: 'staffGetAuditLog',
    method: 'GET',
    path: '/staff/v1/audit-log',
    summary: 'Every staff action, newest first (admins)',
    description:
      'Needs a staff session (the `token` header of a staff log-in; 401 without one). For staff admins only (403 for other accounts).',
    tags: ['staff'],
    access: 'staff',
    query: staffAuditQuerySchema,
    response: pageSchema(staffAuditEntrySchema),
    errors: [400, 401, 403],
  }),
  staffListJobRuns: defineEndpoint({
    id: 'staffListJobRuns',
    method: 'GET',
    path: '/staff/v1/jobs',
    summary: 'Background jobs: last run, last success and failure, failures in a row (admins)',
    description:
      'Needs a staff session (the `token` header of a staff log-in; 401 without one). For staff admins only (403 for ' +
      'other accounts). One item per job that has run at least once (mail outbox, alerts, data exports, erasures, ' +
      'sweeps), most recently started first (decision 121).',
    tags: ['staff'],
    access: 'staff',
    response: z.object({ items: z.array(staffJobRunSchema) }),
    errors: [401, 403],
  }),
} as const;
