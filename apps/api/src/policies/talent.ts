import type { ProfileVisibility, UserRole } from '@talentport/contract';
import { allowed, type PolicyResult, refuse } from './result.js';

/**
 * Who looks at a profile (decision 100): a guest (null; search engines too), a signed-in user with
 * their role, or a staff member.
 */
export type TalentViewer = { userId: string; userRole: UserRole | null } | { isStaff: true } | null;

/**
 * What the rule reads of the profile looked at. `deletionPending`: the owner asked to delete the
 * account and has not cancelled (decision 111); the profile is hidden from that moment.
 */
export type TalentFacts = {
  userId: string;
  userRole: UserRole | null;
  profileVisibility: ProfileVisibility;
  deletionPending: boolean;
};

export const PROFILE_NOT_FOUND_SENTENCE = 'There is no profile with this code.';

/** The visibility levels a viewer of this kind may see in lists (their own profile aside). */
export function visibleLevels(viewer: TalentViewer): readonly ProfileVisibility[] {
  if (viewer && 'isStaff' in viewer) return ['public', 'members'];
  if (viewer && (viewer.userRole === 'employer' || viewer.userRole === 'agency'))
    return ['public', 'members'];
  return ['public'];
}

/**
 * May the viewer see this freelancer? public → everyone, guests and crawlers included; members (the
 * default) → signed-in employers and agencies, and staff; hidden → nobody but the person, who
 * always may. Profiles of employers and agencies are not governed by the levels (always allowed).
 * A profile whose deletion is pending, of any role, is seen only by its owner and staff.
 * A refusal is a 404, so that a hidden profile cannot be told apart from a missing one.
 */
export function canSeeTalent(viewer: TalentViewer, profile: TalentFacts): PolicyResult {
  if (viewer && 'userId' in viewer && viewer.userId === profile.userId) return allowed;
  if (profile.deletionPending && !(viewer && 'isStaff' in viewer)) {
    return refuse('NOT_FOUND', PROFILE_NOT_FOUND_SENTENCE);
  }
  if (profile.userRole !== 'freelancer') return allowed;
  return visibleLevels(viewer).includes(profile.profileVisibility)
    ? allowed
    : refuse('NOT_FOUND', PROFILE_NOT_FOUND_SENTENCE);
}
