import { COMPANY_ACTIONS, type CompanyAction, type CompanyMemberRole } from '@talentport/contract';
import { allowed, type PolicyResult, refuse } from './result.js';

/** The caller as a company member: which company, with which rights (null when in none). */
export type CompanyMembership = { companyId: string; companyRole: CompanyMemberRole } | null;

/**
 * The rights table of decision 052. Members do the hiring work (post and edit opportunities,
 * move applicants); the public page and the team are for the owner and the admins the owner names;
 * only the owner names or removes admins, and only the owner hands the company over (decision 112).
 */
const RIGHTS: Record<CompanyAction, readonly CompanyMemberRole[]> = {
  editCompanyPage: ['owner', 'admin'],
  manageInvites: ['owner', 'admin'],
  manageMemberRoles: ['owner'],
  transferOwnership: ['owner'],
  manageOpportunities: ['owner', 'admin', 'member'],
  moveApplicants: ['owner', 'admin', 'member'],
  removeMembers: ['owner', 'admin'],
  manageBench: ['owner', 'admin'],
};

const REFUSALS: Record<CompanyAction, string> = {
  editCompanyPage: 'Only the company’s owner and admins can change the company page.',
  manageInvites: 'Only the company’s owner and admins can invite people or withdraw invitations.',
  manageMemberRoles: 'Only the company’s owner can make a member an admin or take it back.',
  transferOwnership: 'Only the company’s owner can hand the company over.',
  manageOpportunities: 'Only members of the company can post and edit its opportunities.',
  moveApplicants: 'Only members of the company can move its applicants.',
  removeMembers: 'Only the company’s owner and admins can remove people from the team.',
  manageBench: 'Only the agency’s owner and admins can change its bench.',
};

/** May this member do `action` in their company? Not being in a company is a refusal too. */
export function canInCompany(membership: CompanyMembership, action: CompanyAction): PolicyResult {
  if (!membership) return refuse('FORBIDDEN', 'Your account does not belong to a company.');
  return RIGHTS[action].includes(membership.companyRole) ? allowed : refuse('FORBIDDEN', REFUSALS[action]);
}

/** Everything the member may do, for the client to show or hide controls. */
export function companyRightsOf(membership: CompanyMembership): Record<CompanyAction, boolean> {
  return Object.fromEntries(
    COMPANY_ACTIONS.map((action) => [action, canInCompany(membership, action).ok]),
  ) as Record<CompanyAction, boolean>;
}

/** The owner changes another member's role between admin and member; never their own, never the owner's. */
export function canChangeMemberRole(
  actor: CompanyMembership,
  target: { companyId: string; companyRole: CompanyMemberRole; isSelf: boolean },
): PolicyResult {
  const base = canInCompany(actor, 'manageMemberRoles');
  if (!base.ok) return base;
  if (target.isSelf || target.companyRole === 'owner') {
    return refuse('FORBIDDEN', 'The owner’s own role cannot be changed.');
  }
  return allowed;
}

/**
 * The owner hands the company to another member of it (decision 112); the owner becomes an admin.
 * Handing it to oneself is refused: there is nobody else to give it to.
 */
export function canTransferOwnership(
  actor: CompanyMembership,
  target: { companyId: string; isSelf: boolean },
): PolicyResult {
  const base = canInCompany(actor, 'transferOwnership');
  if (!base.ok) return base;
  if (target.isSelf) return refuse('FORBIDDEN', 'You are already the owner; choose another member.');
  return allowed;
}

/**
 * Removing someone from the team (issue 35): the owner removes admins and members, admins remove
 * members; nobody removes the owner (hand the company over first) or themselves.
 */
export function canRemoveMember(
  actor: CompanyMembership,
  target: { companyRole: CompanyMemberRole; isSelf: boolean },
): PolicyResult {
  const base = canInCompany(actor, 'removeMembers');
  if (!base.ok) return base;
  if (target.companyRole === 'owner') {
    return refuse('FORBIDDEN', 'The owner cannot be removed; the owner can hand the company over first.');
  }
  if (target.isSelf) return refuse('FORBIDDEN', 'You cannot remove yourself from the team.');
  if (target.companyRole === 'admin' && actor?.companyRole !== 'owner') {
    return refuse('FORBIDDEN', 'Only the company’s owner can remove an admin.');
  }
  return allowed;
}
