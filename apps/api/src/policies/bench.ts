import { AGENCY_BENCH_MAX, type UserRole } from '@talentport/contract';
import { type CompanyMembership, canInCompany } from './company.js';
import { allowed, type PolicyResult, refuse } from './result.js';

/**
 * An agency's bench (decision 131). The agency's owner and admins invite and remove people; only
 * agencies have a bench, only freelancers are on one, and a bench holds at most 50 people (invited
 * or active). Whether to be shown is the freelancer's decision alone: they accept, decline or
 * leave, and nobody else does it for them.
 */
export function canManageBench(actor: CompanyMembership, actorRole: UserRole | null): PolicyResult {
  if (actorRole !== 'agency') return refuse('FORBIDDEN', 'Only agencies have a bench of people.');
  return canInCompany(actor, 'manageBench');
}

/** May this person be added to the bench, which holds `benchSize` people now? */
export function canAddToBench(
  target: { userRole: UserRole | null; isOnboard: boolean },
  benchSize: number,
): PolicyResult {
  if (target.userRole !== 'freelancer' || !target.isOnboard) {
    return refuse('NOT_FOUND', 'There is no freelancer with this code.');
  }
  if (benchSize >= AGENCY_BENCH_MAX) {
    return refuse(
      'BENCH_FULL',
      `A bench holds at most ${AGENCY_BENCH_MAX} people. Remove someone before adding another.`,
    );
  }
  return allowed;
}

/** Accepting, declining and leaving a bench: the freelancer's own decision. */
export function canAnswerBench(actorRole: UserRole | null): PolicyResult {
  return actorRole === 'freelancer'
    ? allowed
    : refuse('FORBIDDEN', 'Only freelancers are on an agency’s bench.');
}
