import { REVIEW_WINDOW_DAYS } from '@talentport/contract';
import { allowed, type PolicyResult, refuse } from './result.js';

/**
 * Engagements and reviews (decisions 096 and 097). The client side is the hiring company's
 * members; the worker side is the hired person, or every member of the hired agency.
 */
export type EngagementSide = 'client' | 'worker';

export type EngagementParties = {
  clientCompanyId: string;
  workerUserId: string;
  workerCompanyId: string | null;
};

/** The viewer: their user id and their company (employer or agency accounts only). */
export type EngagementViewer = { userId: string; companyId: string | null };

export type EngagementState = { status: 'active' | 'completed' | 'cancelled'; endedAt: Date | null };

const NOT_FOUND = refuse('NOT_FOUND', 'There is no engagement with this id.');
const DAY_MS = 24 * 60 * 60 * 1000;

/** Which side the viewer is on; null for anyone outside the engagement. */
export function engagementSideOf(
  viewer: EngagementViewer,
  parties: EngagementParties,
): EngagementSide | null {
  if (viewer.userId === parties.workerUserId) return 'worker';
  if (viewer.companyId && viewer.companyId === parties.workerCompanyId) return 'worker';
  if (viewer.companyId && viewer.companyId === parties.clientCompanyId) return 'client';
  return null;
}

/** True once the reviews of an engagement that ended at `endedAt` are due to be public. */
export function isReviewWindowOver(endedAt: Date | null, now: Date): boolean {
  return endedAt !== null && now.getTime() - endedAt.getTime() >= REVIEW_WINDOW_DAYS * DAY_MS;
}

/** Either side ends an active engagement; outsiders are told it does not exist. */
export function canEndEngagement(side: EngagementSide | null, engagement: EngagementState): PolicyResult {
  if (!side) return NOT_FOUND;
  if (engagement.status !== 'active') {
    return refuse('ENGAGEMENT_ENDED', 'This engagement has already ended.');
  }
  return allowed;
}

/** Each side reviews once, after the end and within the review window. */
export function canReview(
  side: EngagementSide | null,
  engagement: EngagementState,
  facts: { hasReviewed: boolean; now: Date },
): PolicyResult {
  if (!side) return NOT_FOUND;
  if (engagement.status === 'active') {
    return refuse(
      'ENGAGEMENT_ACTIVE',
      'This engagement has not ended yet: end it first, then each side can review the other.',
    );
  }
  if (facts.hasReviewed) return refuse('ALREADY_REVIEWED', 'Your side has already reviewed this engagement.');
  if (isReviewWindowOver(engagement.endedAt, facts.now)) {
    return refuse(
      'REVIEW_WINDOW_CLOSED',
      `Reviews for this engagement closed ${REVIEW_WINDOW_DAYS} days after it ended.`,
    );
  }
  return allowed;
}

/** A side changes its own review until it is published (issue 35). */
export function canEditReview(
  side: EngagementSide | null,
  review: { isPublished: boolean } | null,
): PolicyResult {
  if (!side) return NOT_FOUND;
  if (!review) return refuse('NOT_REVIEWED', 'Your side has not reviewed this engagement yet.');
  if (review.isPublished) {
    return refuse('REVIEW_PUBLISHED', 'This review is published: it can no longer be changed.');
  }
  return allowed;
}

/** The reviewed side answers a published review once, in public. */
export function canReplyToReview(
  side: EngagementSide | null,
  review: { reviewerSide: EngagementSide; isPublished: boolean; hasReply: boolean },
): PolicyResult {
  if (!side || side === review.reviewerSide || !review.isPublished) {
    return refuse('NOT_FOUND', 'There is no review with this id.');
  }
  if (review.hasReply) return refuse('ALREADY_REPLIED', 'This review already has a reply.');
  return allowed;
}

/**
 * Reporting a review (decision 106): signed-in, verified and onboarded people, once each, about a
 * review that is public; the side that wrote it cannot report it. Anything not public is a 404.
 */
export function canReportReview(
  reporter: { emailVerify: boolean; isOnboard: boolean; side: EngagementSide | null },
  review: { reviewerSide: EngagementSide; isPublished: boolean; isHidden: boolean },
): PolicyResult {
  if (!review.isPublished || review.isHidden) return refuse('NOT_FOUND', 'There is no review with this id.');
  if (reporter.side === review.reviewerSide) {
    return refuse('VALIDATION_ERROR', 'You cannot report a review your side wrote.');
  }
  if (!reporter.emailVerify) {
    return refuse('EMAIL_NOT_VERIFIED', 'Please verify your email address before reporting a review.');
  }
  if (!reporter.isOnboard) {
    return refuse('PROFILE_NOT_ONBOARDED', 'Please finish setting up your profile before reporting.');
  }
  return allowed;
}
