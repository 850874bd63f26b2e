import { type Engagement, FORMER_MEMBER_NAME, type PublicReview } from '@talentport/contract';
import type { ReviewRow } from '../../db/schema.js';
import { canEndEngagement, canReview } from '../../policies/index.js';
import type { PublicReviewRow } from './reviews-service.js';
import type { EngagementListRow } from './service.js';

function presentSideReview(review: ReviewRow | undefined): Engagement['myReview'] {
  if (!review) return null;
  return {
    _id: review.id,
    rating: review.rating,
    comment: review.comment,
    createdAt: review.createdAt.toISOString(),
    isPublished: review.publishedAt !== null,
    reply: review.reply,
    hiddenReason: review.hiddenAt ? (review.hiddenReason ?? '') : null,
  };
}

/** An engagement as one of its sides sees it: the other party, and what the viewer may do. */
export function presentEngagement(row: EngagementListRow): Engagement {
  const { engagement, side } = row;
  const mine = row.reviews.find((review) => review.reviewerSide === side);
  const theirs = row.reviews.find((review) => review.reviewerSide !== side);
  const other =
    side === 'worker'
      ? { kind: 'company' as const, ...row.client }
      : row.workerCompany
        ? { kind: 'company' as const, ...row.workerCompany }
        : { kind: 'user' as const, ...row.worker };
  return {
    _id: engagement.id,
    opportunity: { _id: engagement.opportunityId, title: row.opportunityTitle },
    side,
    otherParty: other,
    status: engagement.status,
    startedAt: engagement.startedAt.toISOString(),
    endedAt: engagement.endedAt?.toISOString() ?? null,
    endReason: engagement.endReason,
    conversationKey: `working:${engagement.id}`,
    mayEnd: canEndEngagement(side, engagement).ok,
    hasReviewed: Boolean(mine),
    mayReview: canReview(side, engagement, { hasReviewed: Boolean(mine), now: row.now }).ok,
    reviewsPublishedAt: engagement.reviewsPublishedAt?.toISOString() ?? null,
    myReview: presentSideReview(mine),
    // Double-blind: the other side's review shows only once published.
    theirReview: theirs?.publishedAt ? presentSideReview(theirs) : null,
  };
}

const ROLE_NAMES: Record<string, string> = {
  freelancer: 'Freelancer',
  employer: 'Employer',
  agency: 'Agency',
};

/** A published review for anyone to read: the reviewer's first name and company or role only. */
export function presentPublicReview(row: PublicReviewRow): PublicReview {
  const { review } = row;
  // An erased reviewer (decision 111) is named "A former member" whole, not by a first word.
  const isFormerMember = !row.reviewerName || row.reviewerName === FORMER_MEMBER_NAME;
  const firstName = isFormerMember ? '' : (row.reviewerName?.trim().split(/\s+/)[0] ?? '');
  const companyName = review.reviewerSide === 'client' ? row.clientCompanyName : row.workerCompanyName;
  return {
    _id: review.id,
    rating: review.rating,
    comment: review.comment,
    publishedAt: (review.publishedAt ?? review.createdAt).toISOString(),
    reviewer: {
      firstName: firstName || FORMER_MEMBER_NAME,
      companyName: companyName || null,
      role:
        ROLE_NAMES[row.reviewerRole ?? ''] ?? (review.reviewerSide === 'client' ? 'Client' : 'Freelancer'),
    },
    reply:
      review.reply !== null && review.repliedAt
        ? { text: review.reply, createdAt: review.repliedAt.toISOString() }
        : null,
  };
}
