import type { UserRole } from '@talentport/contract';
import { allowed, type PolicyResult, refuse } from './result.js';

/** The caller as talent lists see them: their role and the company they belong to (if any). */
export type TalentListViewer = { userRole: UserRole | null; companyId: string | null };

/** A freelancer as far as lists care. `visibility` is the profile setting, where one exists. */
export type ListableProfile = {
  userRole: UserRole | null;
  isOnboard: boolean;
  visibility?: 'public' | 'members' | 'hidden';
};

const NO_SUCH_LIST = refuse('NOT_FOUND', 'There is no talent list of your company with this id.');
const NO_SUCH_FREELANCER = refuse('NOT_FOUND', 'There is no freelancer with this code.');

/**
 * Talent lists are for the hiring side (decision 102): every member of an employer's or agency's
 * company, whatever their company role, reads and edits the company's lists. Freelancers and
 * accounts outside a company may not use them.
 */
export function canUseTalentLists(viewer: TalentListViewer): PolicyResult {
  if (viewer.userRole !== 'employer' && viewer.userRole !== 'agency') {
    return refuse('FORBIDDEN', 'Talent lists are for employers and agencies.');
  }
  if (!viewer.companyId) return refuse('FORBIDDEN', 'Your account does not belong to a company.');
  return allowed;
}

/** Read or change one list: only its own company's team; anyone else is told it does not exist. */
export function canAccessTalentList(viewer: TalentListViewer, list: { companyId: string }): PolicyResult {
  const base = canUseTalentLists(viewer);
  if (!base.ok) return base;
  return list.companyId === viewer.companyId ? allowed : NO_SUCH_LIST;
}

/**
 * May this profile be shown to (and saved by) a list's team? Onboarded freelancers whose profile
 * is not hidden. Lists never reveal a profile their viewer may not see; the entries query applies
 * the same rule in SQL (`listableTalentCondition` in the talent-lists module).
 */
export function canSeeListedTalent(profile: ListableProfile): boolean {
  return profile.userRole === 'freelancer' && profile.isOnboard && profile.visibility !== 'hidden';
}

/** Saving a freelancer to a list: a freelancer the team may see, else 404 (never "exists but hidden"). */
export function canListTalent(viewer: TalentListViewer, profile: ListableProfile | null): PolicyResult {
  const base = canUseTalentLists(viewer);
  if (!base.ok) return base;
  return profile && canSeeListedTalent(profile) ? allowed : NO_SUCH_FREELANCER;
}
