import { z } from 'zod';
import {
  accountDeletionInputSchema,
  accountDeletionStatusSchema,
  pendingAccountDeletionSchema,
  staffPendingDeletionSchema,
} from '../account-deletion.js';
import { pageSchema, paginationQuerySchema } from '../envelope.js';
import { defineEndpoint } from './define.js';

const USER = 'Needs a session (the `token` header; 401 without one).';

/** Deleting one's account (issue 23 item 4, decision 111) and the staff list of pending deletions. */
export const accountDeletionEndpoints = {
  getAccountDeletion: defineEndpoint({
    id: 'getAccountDeletion',
    method: 'GET',
    path: '/v1/user/deletion',
    summary: 'The pending deletion of the account, if any, and what a request needs',
    description: USER,
    tags: ['identity'],
    access: 'user',
    response: accountDeletionStatusSchema,
    errors: [400, 401],
  }),
  requestAccountDeletion: defineEndpoint({
    id: 'requestAccountDeletion',
    method: 'POST',
    path: '/v1/user/deletion',
    summary: 'Ask to delete the account: erased after 14 days unless the person signs in or cancels',
    description: `${USER} Needs the password, and a current code when two-factor sign-in is on. Rate-limited: 429 RATE_LIMITED with a \`retry-after\` header when the limit is reached. 409 for the owner of a company with other members or open listings, or when a deletion is already pending. The person is told by mail.`,
    tags: ['identity'],
    access: 'user',
    body: accountDeletionInputSchema,
    response: pendingAccountDeletionSchema,
    errors: [400, 401, 409, 429],
  }),
  cancelAccountDeletion: defineEndpoint({
    id: 'cancelAccountDeletion',
    method: 'DELETE',
    path: '/v1/user/deletion',
    summary: 'Cancel the pending deletion of the account',
    description: `${USER} 404 when no deletion is pending. The person is told by mail.`,
    tags: ['identity'],
    access: 'user',
    response: z.object({ cancelled: z.literal(true) }),
    errors: [400, 401, 404],
  }),
  staffListPendingDeletions: defineEndpoint({
    id: 'staffListPendingDeletions',
    method: 'GET',
    path: '/staff/v1/pending-deletions',
    summary: 'Accounts waiting to be erased, soonest first (admins and support; audit-logged)',
    description:
      'Needs a staff session (the `token` header of a staff log-in; 401 without one); 403 for other staff roles.',
    tags: ['staff'],
    access: 'staff',
    query: paginationQuerySchema,
    response: pageSchema(staffPendingDeletionSchema),
    errors: [400, 401, 403],
  }),
};
