import { z } from 'zod';
import { companyCodeParamsSchema, companyUpdateCallSchema } from '../company.js';
import {
  companyMemberParamsSchema,
  companyMemberRemovalSchema,
  companyMemberRoleInputSchema,
  companyMembersSchema,
  companyOwnershipTransferSchema,
} from '../company-members.js';
import { publicCompanySchema } from '../public-profile.js';
import { companySchema } from '../user.js';
import { defineEndpoint } from './define.js';

export const companiesEndpoints = {
  updateCompany: defineEndpoint({
    id: 'updateCompany',
    method: 'POST',
    path: '/v1/company/update',
    summary: 'Update the caller’s company',
    description:
      'The company’s owner and admins (403 for members and other accounts; decision 052). A `code` that is not the caller’s company is 404.',
    tags: ['companies'],
    access: 'user',
    body: companyUpdateCallSchema,
    response: companySchema,
    errors: [400, 401, 403, 404],
  }),
  listCompanyMembers: defineEndpoint({
    id: 'listCompanyMembers',
    method: 'GET',
    path: '/v1/company/members',
    summary: 'The caller’s team: owner, admins and members, and what the caller may do',
    description:
      'Needs a session (the `token` header; 401 without one). For employers and agencies only (403 for other accounts).',
    tags: ['companies'],
    access: 'user',
    response: companyMembersSchema,
    errors: [400, 401, 403],
  }),
  setCompanyMemberRole: defineEndpoint({
    id: 'setCompanyMemberRole',
    method: 'PUT',
    path: '/v1/company/members/:code/role',
    summary: 'Make a team member an admin, or a member again (owner only)',
    description: 'Owner only (403 for admins and members). A code outside the caller’s company is 404.',
    tags: ['companies'],
    access: 'user',
    params: companyMemberParamsSchema,
    body: companyMemberRoleInputSchema,
    response: z.object({ code: z.string(), companyRole: z.enum(['admin', 'member']) }),
    errors: [400, 401, 403, 404],
  }),
  transferCompanyOwnership: defineEndpoint({
    id: 'transferCompanyOwnership',
    method: 'POST',
    path: '/v1/company/members/:code/make-owner',
    summary: 'Hand the company over to another member (owner only)',
    description:
      'Owner only (403 for admins and members, and for the owner’s own code). The member becomes the owner and the caller an admin, in one step; both are told by mail and notification (decision 112). A code outside the caller’s company is 404. 409 NEW_OWNER_UNAVAILABLE when the member’s account is set to be deleted.',
    tags: ['companies'],
    access: 'user',
    params: companyMemberParamsSchema,
    response: companyOwnershipTransferSchema,
    errors: [400, 401, 403, 404, 409],
  }),
  removeCompanyMember: defineEndpoint({
    id: 'removeCompanyMember',
    method: 'DELETE',
    path: '/v1/company/members/:code',
    summary: 'Remove someone from the team (owner and admins)',
    description:
      'The owner removes admins and members; admins remove members (403 otherwise, and for the owner or oneself). Their access to the company ends at once: company calls answer 403 from their next request, they leave the company’s hiring and working conversations, and their open sockets are closed so that they reconnect with what they may still see. They keep their account, with a company of their own to set up, and are told by mail and notification. A code outside the caller’s company is 404.',
    tags: ['companies'],
    access: 'user',
    params: companyMemberParamsSchema,
    response: companyMemberRemovalSchema,
    errors: [400, 401, 403, 404],
  }),
  getCompany: defineEndpoint({
    id: 'getCompany',
    method: 'GET',
    path: '/v1/company/:code',
    summary: 'A company’s public page',
    description: 'Open to anyone, no session needed.',
    tags: ['companies'],
    access: 'public',
    params: companyCodeParamsSchema,
    response: publicCompanySchema,
    errors: [400, 404],
  }),
} as const;
