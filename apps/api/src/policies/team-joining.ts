import type { CompanyMemberRole, UserRole } from '@talentport/contract';
import { allowed, type PolicyResult, refuse } from './result.js';

/** The account an invitation is addressed to, as far as joining a team depends on it. */
export type JoiningAccount = {
  userRole: UserRole | null;
  companyId: string | null;
  companyRole: CompanyMemberRole | null;
  /** Other people in the company the account owns (0 when it owns none). */
  teammates: number;
  /** The owned company has listings, applications, offers, engagements or talent lists. */
  hasCompanyWork: boolean;
};

/**
 * May an existing account accept a team invitation (issue 35, decision 132)? An account belongs to
 * one company: joining moves it. A freelancer account keeps a profile, applications and work of
 * its own, so it is never turned into a team account; an owner first hands over a company that
 * has a team or work in it, so that nothing is left with nobody.
 */
export function canJoinTeam(
  account: JoiningAccount,
  invitation: { companyId: string; role: UserRole },
): PolicyResult {
  const team = invitation.role === 'agency' ? 'an agency team' : 'a company team';
  if (account.companyId === invitation.companyId) {
    return refuse('CANNOT_JOIN_TEAM', 'You are already on this team.');
  }
  if (account.userRole === 'freelancer') {
    return refuse(
      'CANNOT_JOIN_TEAM',
      `This invitation is to ${team}, and yours is a freelancer account, which keeps your profile and applications. Ask them to invite another email address for the team.`,
    );
  }
  if (account.companyRole === 'owner' && account.teammates > 0) {
    return refuse(
      'CANNOT_JOIN_TEAM',
      'You own a company with a team: hand it over to a teammate (Settings, Your team) before joining another.',
    );
  }
  if (account.companyRole === 'owner' && account.hasCompanyWork) {
    return refuse(
      'CANNOT_JOIN_TEAM',
      'Your company has listings, applications, offers, engagements or talent lists, which would be left with nobody. Invite a colleague and hand it over first, or ask the team to invite another email address.',
    );
  }
  return allowed;
}
