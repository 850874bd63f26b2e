import type { Page, ReportedReview } from '@talentport/contract';
import { and, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { companies, engagements, reviewReports, reviews, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import type { Actor } from '../../platform/actor.js';
import { recordStaffAction } from '../../platform/audit-log.js';
import { fetchPage, type Paging } from '../../platform/paging.js';
import { pendingReportsByTarget, presentPendingReports } from '../../platform/pending-reports.js';
import { canReportReview, enforce, engagementSideOf } from '../../policies/index.js';
import { findViewer } from './engagement-access.js';
import { recomputeReviewedRating } from './reviews-service.js';

const reviewNotFound = () => new AppError('NOT_FOUND', 'There is no review with this id.');

/** A signed-in person reports a public review, once (decision 106). Staff decide; nothing hides by itself. */
export async function reportReview({
  db,
  actor,
  reviewId,
  reason,
}: {
  db: Db;
  actor: Actor;
  reviewId: string;
  reason: string;
}) {
  const viewer = await findViewer(db, actor);
  const [[reporter], [found]] = await Promise.all([
    db
      .select({ emailVerify: users.emailVerify, isOnboard: users.isOnboard })
      .from(users)
      .where(eq(users.id, actor.userId))
      .limit(1),
    db
      .select({ review: reviews, engagement: engagements })
      .from(reviews)
      .innerJoin(engagements, eq(engagements.id, reviews.engagementId))
      .where(eq(reviews.id, reviewId))
      .limit(1),
  ]);
  if (!reporter) throw new AppError('UNAUTHORIZED');
  if (!found) throw reviewNotFound();
  enforce(
    canReportReview(
      { ...reporter, side: engagementSideOf(viewer, found.engagement) },
      {
        reviewerSide: found.review.reviewerSide,
        isPublished: found.review.publishedAt !== null,
        isHidden: found.review.hiddenAt !== null,
      },
    ),
  );
  try {
    await db.insert(reviewReports).values({ reviewId, reporterUserId: actor.userId, reason });
  } catch (error) {
    if (isUniqueViolation(error, 'review_reports_review_reporter_key')) {
      throw new AppError('ALREADY_REPORTED', 'You have already reported this review.');
    }
    throw error;
  }
}

/**
 * Staff decide on a reported review, in one transaction with the audit entry: `hide` takes it out
 * of the public lists and recomputes the reviewed side's rating; `dismiss` clears the reports (and
 * shows a hidden review again, rating recomputed).
 */
export async function moderateReview({
  db,
  reviewId,
  decision,
  reason,
  staffId,
}: {
  db: Db;
  reviewId: string;
  decision: 'hide' | 'dismiss';
  reason: string;
  staffId: string;
}) {
  await db.transaction(async (tx) => {
    const [review] = await tx.select().from(reviews).where(eq(reviews.id, reviewId)).for('update').limit(1);
    if (!review) throw reviewNotFound();
    const isHide = decision === 'hide';
    const wasHidden = review.hiddenAt !== null;
    await tx
      .update(reviewReports)
      .set({ status: isHide ? 'upheld' : 'dismissed', reviewedAt: sql`now()` })
      .where(and(eq(reviewReports.reviewId, reviewId), eq(reviewReports.status, 'pending')));
    if (isHide || wasHidden) {
      await tx
        .update(reviews)
        .set(
          isHide
            ? { hiddenAt: sql`now()`, hiddenReason: reason, hiddenByStaffId: staffId }
            : { hiddenAt: null, hiddenReason: null, hiddenByStaffId: null },
        )
        .where(eq(reviews.id, reviewId));
      await recomputeReviewedRating(tx, review);
    }
    await recordStaffAction(tx, {
      staffId,
      action: isHide ? 'review.hide' : wasHidden ? 'review.restore' : 'review.dismiss-reports',
      targetType: 'review',
      targetId: reviewId,
      details: isHide ? { reason } : {},
    });
  });
}

const reviewer = alias(users, 'reviewer');
const reviewedUser = alias(users, 'reviewed_user');

/** Reviews with pending reports, or hidden by staff, most recently reported first. */
export async function listReportedReviews({
  db,
  page,
  recordPerPage,
}: { db: Db } & Paging): Promise<Page<ReportedReview>> {
  const pending = pendingReportsByTarget(db, reviewReports, reviewReports.reviewId);
  const condition = or(isNotNull(reviews.hiddenAt), sql`${pending.targetId} is not null`);
  const { rows, total } = await fetchPage(
    { page, recordPerPage },
    db
      .select({
        review: reviews,
        reviewerName: reviewer.fullname,
        reviewedName: sql<string>`coalesce(${reviewedUser.fullname}, ${companies.name}, '')`,
        pendingReports: pending.pendingReports,
        reasons: pending.reasons,
        lastReportedAt: pending.lastReportedAt,
      })
      .from(reviews)
      .leftJoin(pending, eq(pending.targetId, reviews.id))
      .leftJoin(reviewer, eq(reviewer.id, reviews.reviewerUserId))
      .leftJoin(reviewedUser, eq(reviewedUser.id, reviews.reviewedUserId))
      .leftJoin(companies, eq(companies.id, reviews.reviewedCompanyId))
      .where(condition)
      .orderBy(sql`${pending.lastReportedAt} desc nulls last`, desc(reviews.hiddenAt), desc(reviews.id))
      .$dynamic(),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(reviews)
      .leftJoin(pending, eq(pending.targetId, reviews.id))
      .where(condition),
  );
  return {
    items: rows.map((row) => ({
      _id: row.review.id,
      rating: row.review.rating,
      comment: row.review.comment,
      publishedAt: row.review.publishedAt?.toISOString() ?? null,
      reviewerName: row.reviewerName ?? 'A former member',
      reviewedName: row.reviewedName,
      isHidden: row.review.hiddenAt !== null,
      hiddenReason: row.review.hiddenReason,
      ...presentPendingReports(row),
    })),
    total,
    page,
    recordPerPage,
  };
}
