import { z } from 'zod';
import { PUBLIC_CODE_PATTERN } from './constants.js';

/** A person's rights inside their company (decision 052). */
export const COMPANY_MEMBER_ROLES = ['owner', 'admin', 'member'] as const;
export type CompanyMemberRole = (typeof COMPANY_MEMBER_ROLES)[number];

/** What a company member may be allowed to do; the table is in decision 052. */
export const COMPANY_ACTIONS = [
  'editCompanyPage',
  'manageInvites',
  'manageMemberRoles',
  'transferOwnership',
  'manageOpportunities',
  'moveApplicants',
  'removeMembers',
  'manageBench',
] as const;
export type CompanyAction = (typeof COMPANY_ACTIONS)[number];

export const companyMemberSchema = z.object({
  code: z.string(),
  fullname: z.string(),
  email: z.string(),
  companyRole: z.enum(COMPANY_MEMBER_ROLES),
  isYou: z.boolean(),
});
export type CompanyMember = z.infer<typeof companyMemberSchema>;

/** `GET /v1/company/members`: the team and what the caller may do in it. */
export const companyMembersSchema = z.object({
  items: z.array(companyMemberSchema),
  viewer: z.object({
    companyRole: z.enum(COMPANY_MEMBER_ROLES),
    /** One flag per action (an object rather than a record, so that the API document names each key). */
    may: z.object(
      Object.fromEntries(COMPANY_ACTIONS.map((action) => [action, z.boolean()])) as Record<
        CompanyAction,
        z.ZodBoolean
      >,
    ),
  }),
});
export type CompanyMembers = z.infer<typeof companyMembersSchema>;

export const companyMemberParamsSchema = z.object({
  code: z.string().regex(PUBLIC_CODE_PATTERN, 'must be a member code of letters and digits'),
});

/** `PUT /v1/company/members/:code/role`: the owner names admins and takes the right back. */
export const companyMemberRoleInputSchema = z.object({
  companyRole: z.enum(['admin', 'member'], { error: 'must be admin or member' }),
});
export type CompanyMemberRoleInput = z.infer<typeof companyMemberRoleInputSchema>;

/** `POST /v1/company/members/:code/make-owner`: the owner hands the company over (decision 112). */
export const companyOwnershipTransferSchema = z.object({
  /** The member who now owns the company. */
  code: z.string(),
  companyRole: z.literal('owner'),
  /** What the former owner (the caller) is now. */
  yourCompanyRole: z.literal('admin'),
});
export type CompanyOwnershipTransfer = z.infer<typeof companyOwnershipTransferSchema>;

/** `DELETE /v1/company/members/:code`: the member no longer belongs to the company (issue 35). */
export const companyMemberRemovalSchema = z.object({ code: z.string(), removed: z.literal(true) });
export type CompanyMemberRemoval = z.infer<typeof companyMemberRemovalSchema>;
