import type { OfferTerms } from '@talentport/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies, users } from './accounts.js';
import { applications, opportunities } from './opportunities.js';
import { staffAccounts } from './staff.js';

/**
 * Who hired whom (decision 096): one row per hire that stuck, its id the hired application's id.
 * The client side is the hiring company; the worker side is the applicant, or the applicant's
 * agency company when an agency applied. Visible to both sides once the hire's undo window closed.
 */
export const engagements = pgTable(
  'engagements',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => applications.id, { onDelete: 'cascade' }),
    opportunityId: uuid('opportunity_id')
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    clientCompanyId: uuid('client_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    hiredByUserId: uuid('hired_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    workerUserId: uuid('worker_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workerCompanyId: uuid('worker_company_id').references(() => companies.id, { onDelete: 'set null' }),
    status: text('status').$type<'active' | 'completed' | 'cancelled'>().notNull().default('active'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endedByUserId: uuid('ended_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    endReason: text('end_reason').notNull().default(''),
    /** When its reviews became public (both in, or 14 days after the end; decision 097). */
    reviewsPublishedAt: timestamp('reviews_published_at', { withTimezone: true }),
    /** The accepted offer version and its terms (decision 122); null for hires made before offers. */
    offerId: uuid('offer_id'),
    terms: jsonb('terms').$type<OfferTerms>(),
  },
  (t) => [
    index('engagements_worker_user_idx').on(t.workerUserId, t.startedAt.desc()),
    index('engagements_worker_company_idx')
      .on(t.workerCompanyId, t.startedAt.desc())
      .where(sql`${t.workerCompanyId} IS NOT NULL`),
    index('engagements_client_company_idx').on(t.clientCompanyId, t.startedAt.desc()),
    index('engagements_reveal_due_idx')
      .on(t.endedAt)
      .where(sql`${t.endedAt} IS NOT NULL AND ${t.reviewsPublishedAt} IS NULL`),
    check('engagements_status_check', sql`${t.status} in ('active', 'completed', 'cancelled')`),
    check('engagements_ended_check', sql`(${t.status} = 'active') = (${t.endedAt} IS NULL)`),
  ],
);
export type EngagementRow = typeof engagements.$inferSelect;

/** One review per side of an engagement; hidden until published (decision 097). */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    engagementId: uuid('engagement_id')
      .notNull()
      .references(() => engagements.id, { onDelete: 'cascade' }),
    reviewerSide: text('reviewer_side').$type<'client' | 'worker'>().notNull(),
    reviewerUserId: uuid('reviewer_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The freelancer reviewed, or (exactly one of the two) the company: the client or the agency. */
    reviewedUserId: uuid('reviewed_user_id').references(() => users.id, { onDelete: 'cascade' }),
    reviewedCompanyId: uuid('reviewed_company_id').references(() => companies.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    repliedByUserId: uuid('replied_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Hidden by staff after a report (decision 106): out of the public lists and the rating. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    hiddenByStaffId: uuid('hidden_by_staff_id').references(() => staffAccounts.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('reviews_engagement_side_key').on(t.engagementId, t.reviewerSide),
    index('reviews_reviewed_user_idx')
      .on(t.reviewedUserId, t.publishedAt.desc())
      .where(sql`${t.publishedAt} IS NOT NULL AND ${t.reviewedUserId} IS NOT NULL`),
    index('reviews_reviewed_company_idx')
      .on(t.reviewedCompanyId, t.publishedAt.desc())
      .where(sql`${t.publishedAt} IS NOT NULL AND ${t.reviewedCompanyId} IS NOT NULL`),
    check('reviews_side_check', sql`${t.reviewerSide} in ('client', 'worker')`),
    check('reviews_rating_check', sql`${t.rating} BETWEEN 1 AND 5`),
    check('reviews_target_check', sql`(${t.reviewedUserId} IS NULL) <> (${t.reviewedCompanyId} IS NULL)`),
  ],
);
export type ReviewRow = typeof reviews.$inferSelect;

/** A signed-in person's report of a published review, once per reporter (decision 106). */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    reporterUserId: uuid('reporter_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    status: text('status').$type<'pending' | 'upheld' | 'dismissed'>().notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('review_reports_review_reporter_key').on(t.reviewId, t.reporterUserId),
    index('review_reports_pending_idx').on(t.reviewId, t.createdAt).where(sql`${t.status} = 'pending'`),
    check('review_reports_status_check', sql`${t.status} in ('pending', 'upheld', 'dismissed')`),
  ],
);
