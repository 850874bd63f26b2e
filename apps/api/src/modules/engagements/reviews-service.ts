import { REVIEW_WINDOW_DAYS } from '@talentport/contract';
import { and, count, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import {
  companies,
  type EngagementRow,
  engagements,
  type ReviewRow,
  reviews,
  users,
} from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import type { Actor } from '../../platform/actor.js';
import { isDeletionPendingSql } from '../../platform/people.js';
import {
  canEditReview,
  canReplyToReview,
  canReview,
  canSeeTalent,
  type EngagementSide,
  enforce,
  engagementSideOf,
  isAllowed,
} from '../../policies/index.js';
import { findViewer, lockEngagementForViewer } from './engagement-access.js';

/** The side reviewed by `reviewerSide`: the client company, or the freelancer or agency hired. */
function reviewedTarget(engagement: EngagementRow, reviewerSide: EngagementSide) {
  if (reviewerSide === 'worker')
    return { reviewedUserId: null, reviewedCompanyId: engagement.clientCompanyId };
  return engagement.workerCompanyId
    ? { reviewedUserId: null, reviewedCompanyId: engagement.workerCompanyId }
    : { reviewedUserId: engagement.workerUserId, reviewedCompanyId: null };
}

/** Average (two decimals) and count of a target's published reviews that staff did not hide. */
const publishedStats = (where: SQL) => ({
  rating: sql`coalesce((select round(avg(${reviews.rating})::numeric, 2)::float8 from ${reviews} where ${where} and ${reviews.publishedAt} is not null and ${reviews.hiddenAt} is null), 0)`,
  numberOfRate: sql`(select count(*)::int from ${reviews} where ${where} and ${reviews.publishedAt} is not null and ${reviews.hiddenAt} is null)`,
});

/** Recomputes the `rating` and `numberOfRate` of the side a review is about, in the caller's transaction. */
export async function recomputeReviewedRating(
  tx: Db,
  review: Pick<ReviewRow, 'reviewedUserId' | 'reviewedCompanyId'>,
) {
  if (review.reviewedUserId) {
    await tx
      .update(users)
      .set(publishedStats(eq(reviews.reviewedUserId, review.reviewedUserId)))
      .where(eq(users.id, review.reviewedUserId));
  } else if (review.reviewedCompanyId) {
    await tx
      .update(companies)
      .set(publishedStats(eq(reviews.reviewedCompanyId, review.reviewedCompanyId)))
      .where(eq(companies.id, review.reviewedCompanyId));
  }
}

/**
 * Publishes an engagement's reviews together and recomputes the reviewed sides' `rating` and
 * `numberOfRate`, all in the caller's transaction (decision 097). The engagement row is locked.
 */
export async function publishEngagementReviews(tx: Db, engagementId: string) {
  const published = await tx
    .update(reviews)
    .set({ publishedAt: sql`now()` })
    .where(and(eq(reviews.engagementId, engagementId), isNull(reviews.publishedAt)))
    .returning();
  await tx
    .update(engagements)
    .set({ reviewsPublishedAt: sql`now()` })
    .where(eq(engagements.id, engagementId));
  for (const review of published) await recomputeReviewedRating(tx, review);
  return published.length;
}

/**
 * Publishes the reviews of engagements that ended 14 or more days ago (the periodic job, and
 * lazily before reads). Each engagement in its own transaction, locked and checked again, so two
 * instances or a concurrent second review publish it exactly once. Returns how many were published.
 */
export async function publishDueReviews(db: Db, limit = 100) {
  const due = await db
    .select({ id: engagements.id })
    .from(engagements)
    .where(
      and(
        isNotNull(engagements.endedAt),
        isNull(engagements.reviewsPublishedAt),
        sql`${engagements.endedAt} <= now() - ${REVIEW_WINDOW_DAYS} * interval '1 day'`,
      ),
    )
    .limit(limit);
  let published = 0;
  for (const { id } of due) {
    published += await db.transaction(async (tx) => {
      const [still] = await tx
        .select({ id: engagements.id })
        .from(engagements)
        .where(
          and(
            eq(engagements.id, id),
            isNull(engagements.reviewsPublishedAt),
            sql`${engagements.endedAt} <= now() - ${REVIEW_WINDOW_DAYS} * interval '1 day'`,
          ),
        )
        .for('update');
      if (!still) return 0;
      await publishEngagementReviews(tx, id);
      return 1;
    });
  }
  return published;
}

/**
 * One side reviews the other after the end. The engagement row is locked, so of two reviews
 * arriving at once the second sees the first and publishes both, exactly once.
 */
export async function reviewEngagement({
  db,
  actor,
  engagementId,
  input,
}: {
  db: Db;
  actor: Actor;
  engagementId: string;
  input: { rating: number; comment: string };
}): Promise<ReviewRow> {
  const viewer = await findViewer(db, actor);
  try {
    return await db.transaction(async (tx) => {
      const { engagement, side, now } = await lockEngagementForViewer(tx, viewer, engagementId);
      const existing = await tx.select().from(reviews).where(eq(reviews.engagementId, engagementId));
      const hasReviewed = existing.some((review) => review.reviewerSide === side);
      enforce(canReview(side, engagement, { hasReviewed, now }));
      const [row] = await tx
        .insert(reviews)
        .values({
          engagementId,
          reviewerSide: side,
          reviewerUserId: actor.userId,
          ...reviewedTarget(engagement, side),
          rating: input.rating,
          comment: input.comment,
        })
        .returning();
      if (!row) throw new AppError('NOT_FOUND', 'There is no engagement with this id.');
      if (existing.length === 1) {
        await publishEngagementReviews(tx, engagementId);
        const [published] = await tx.select().from(reviews).where(eq(reviews.id, row.id));
        return published ?? row;
      }
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'reviews_engagement_side_key')) {
      throw new AppError('ALREADY_REVIEWED', 'Your side has already reviewed this engagement.');
    }
    throw error;
  }
}

/** Changes the caller's side's review while it is hidden (issue 35); the other side never saw it. */
export async function editReview({
  db,
  actor,
  engagementId,
  input,
}: {
  db: Db;
  actor: Actor;
  engagementId: string;
  input: { rating: number; comment: string };
}): Promise<void> {
  await publishDueReviews(db);
  const viewer = await findViewer(db, actor);
  await db.transaction(async (tx) => {
    const { side } = await lockEngagementForViewer(tx, viewer, engagementId);
    const [own] = await tx
      .select({ id: reviews.id, publishedAt: reviews.publishedAt })
      .from(reviews)
      .where(and(eq(reviews.engagementId, engagementId), eq(reviews.reviewerSide, side)))
      .limit(1);
    enforce(canEditReview(side, own ? { isPublished: own.publishedAt !== null } : null));
    if (!own) return;
    await tx
      .update(reviews)
      .set({ rating: input.rating, comment: input.comment, reviewerUserId: actor.userId })
      .where(eq(reviews.id, own.id));
  });
}

/** The reviewed side answers a published review once, in public. */
export async function replyToReview({
  db,
  actor,
  reviewId,
  reply,
}: {
  db: Db;
  actor: Actor;
  reviewId: string;
  reply: string;
}) {
  await publishDueReviews(db);
  const viewer = await findViewer(db, actor);
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ review: reviews, engagement: engagements })
      .from(reviews)
      .innerJoin(engagements, eq(engagements.id, reviews.engagementId))
      .where(eq(reviews.id, reviewId))
      .for('update', { of: reviews })
      .limit(1);
    const side = found ? engagementSideOf(viewer, found.engagement) : null;
    enforce(
      canReplyToReview(side, {
        reviewerSide: found?.review.reviewerSide ?? 'client',
        isPublished: Boolean(found?.review.publishedAt),
        hasReply: found?.review.reply != null,
      }),
    );
    const [row] = await tx
      .update(reviews)
      .set({ reply, repliedAt: sql`now()`, repliedByUserId: actor.userId })
      .where(eq(reviews.id, reviewId))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', 'There is no review with this id.');
    return row;
  });
}

const reviewer = alias(users, 'reviewer');
const clientCompany = alias(companies, 'client_company');
const workerCompany = alias(companies, 'worker_company');

export type PublicReviewRow = {
  review: ReviewRow;
  reviewerName: string | null;
  reviewerRole: string | null;
  clientCompanyName: string;
  workerCompanyName: string | null;
};

/** A page of the published, not hidden, reviews of a freelancer or a company, newest first. */
async function listPublishedReviews(db: Db, where: SQL, page: number, recordPerPage: number) {
  const published = and(where, isNotNull(reviews.publishedAt), isNull(reviews.hiddenAt)) as SQL;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        review: reviews,
        reviewerName: reviewer.fullname,
        reviewerRole: reviewer.userRole,
        clientCompanyName: clientCompany.name,
        workerCompanyName: workerCompany.name,
      })
      .from(reviews)
      .innerJoin(engagements, eq(engagements.id, reviews.engagementId))
      .innerJoin(clientCompany, eq(clientCompany.id, engagements.clientCompanyId))
      .leftJoin(workerCompany, eq(workerCompany.id, engagements.workerCompanyId))
      .leftJoin(reviewer, eq(reviewer.id, reviews.reviewerUserId))
      .where(published)
      .orderBy(desc(reviews.publishedAt), desc(reviews.id))
      .limit(recordPerPage)
      .offset((page - 1) * recordPerPage),
    db.select({ total: count() }).from(reviews).where(published),
  ]);
  return { rows: rows as PublicReviewRow[], total: totalRow?.total ?? 0 };
}

export async function listUserReviews(
  db: Db,
  actor: Actor | null,
  code: string,
  page: number,
  recordPerPage: number,
) {
  await publishDueReviews(db);
  const [user] = await db
    .select({
      id: users.id,
      userRole: users.userRole,
      profileVisibility: users.profileVisibility,
      deletionPending: isDeletionPendingSql,
      rating: users.rating,
      numberOfRate: users.numberOfRate,
    })
    .from(users)
    .where(and(eq(users.code, code), eq(users.isOnboard, true), isNotNull(users.userRole)))
    .limit(1);
  // Public like the profile itself: once onboarded, and seen by the caller (decision 100).
  const viewer = actor ? { userId: actor.userId, userRole: actor.userRole } : null;
  if (!user || !isAllowed(canSeeTalent(viewer, { ...user, userId: user.id }))) {
    throw new AppError('NOT_FOUND', 'There is no public profile with this code.');
  }
  const list = await listPublishedReviews(db, eq(reviews.reviewedUserId, user.id), page, recordPerPage);
  return { ...list, rating: user.rating, numberOfRate: user.numberOfRate };
}

export async function listCompanyReviews(db: Db, code: string, page: number, recordPerPage: number) {
  await publishDueReviews(db);
  const [company] = await db
    .select({ id: companies.id, rating: companies.rating, numberOfRate: companies.numberOfRate })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.ownerUserId))
    .where(and(eq(companies.code, code), eq(users.isOnboard, true)))
    .limit(1);
  // Public like the company page: once its owner is onboarded.
  if (!company) throw new AppError('NOT_FOUND', 'There is no company with this code.');
  const list = await listPublishedReviews(db, eq(reviews.reviewedCompanyId, company.id), page, recordPerPage);
  return { ...list, rating: company.rating, numberOfRate: company.numberOfRate };
}
