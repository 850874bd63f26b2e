import type { OpportunityStatus, OpportunityType, UserRole } from '@talentport/contract';
import { allowed, type PolicyResult, refuse } from './result.js';

/** What the opportunity rules read of a listing. */
export type OpportunityFacts = {
  companyId: string;
  type: OpportunityType;
  status: OpportunityStatus;
  isHidden: boolean;
};

/** Who asks: their role and their employer's or agency's company (null for guests and freelancers). */
export type OpportunityViewer = { userRole: UserRole | null; companyId: string | null } | null;

export const OPPORTUNITY_NOT_FOUND_SENTENCE = 'There is no opportunity with this id.';
const NOT_FOUND = refuse('NOT_FOUND', OPPORTUNITY_NOT_FOUND_SENTENCE);

/** Listed for everyone (guests included): published and not hidden after reports. */
export function isPubliclyVisible(opportunity: Pick<OpportunityFacts, 'status' | 'isHidden'>): boolean {
  return opportunity.status !== 'draft' && !opportunity.isHidden;
}

/** Does the viewer's company post this opportunity? */
export function isOwnOpportunity(
  viewer: OpportunityViewer,
  opportunity: Pick<OpportunityFacts, 'companyId'>,
) {
  return viewer?.companyId != null && viewer.companyId === opportunity.companyId;
}

/**
 * May the viewer read this opportunity? Drafts and hidden ones are only for the posting company;
 * everyone else (guests included) is told it does not exist, as for an unknown id. Closed, paused
 * and filled ones stay readable so that links and applications keep working.
 */
export function canViewOpportunity(viewer: OpportunityViewer, opportunity: OpportunityFacts): PolicyResult {
  if (isOwnOpportunity(viewer, opportunity)) return allowed;
  return isPubliclyVisible(opportunity) ? allowed : NOT_FOUND;
}

/**
 * Someone acting on a listing from outside (saving, reporting, applying) finds only the publicly
 * visible ones, also when it is their own company's.
 */
export function canActOnListing(opportunity: Pick<OpportunityFacts, 'status' | 'isHidden'>): PolicyResult {
  return isPubliclyVisible(opportunity) ? allowed : NOT_FOUND;
}

/**
 * May the viewer apply? Freelancers apply to jobs and projects, agencies to projects only; never
 * to their own company's listing, only while it is open, and once (`hasApplied`; the service's
 * unique key answers that inside the transaction).
 */
export function canApply(
  viewer: NonNullable<OpportunityViewer>,
  opportunity: OpportunityFacts,
  hasApplied: boolean,
): PolicyResult {
  const visible = canActOnListing(opportunity);
  if (!visible.ok) return visible;
  if (viewer.userRole === 'agency' && opportunity.type !== 'Project') {
    return refuse('APPLY_NOT_ALLOWED', 'Agencies apply to projects; jobs are for freelancers.');
  }
  if (viewer.userRole !== 'freelancer' && viewer.userRole !== 'agency') {
    return refuse('FORBIDDEN', 'Only freelancers and agencies apply to opportunities.');
  }
  if (isOwnOpportunity(viewer, opportunity)) {
    return refuse('APPLY_NOT_ALLOWED', 'You cannot apply to your own company’s opportunity.');
  }
  if (opportunity.status !== 'open') {
    return refuse(
      'OPPORTUNITY_NOT_OPEN',
      `This opportunity is ${opportunity.status}: it is not taking applications.`,
    );
  }
  return hasApplied ? refuse('ALREADY_APPLIED', 'You have already applied to this opportunity.') : allowed;
}
