import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './accounts.js';
import { applications } from './opportunities.js';

/**
 * A company's track record (decision 107): counters kept in the transactions of the events, so a
 * job page reads one row. Posts and hires are `companies.post` and `companies.hired`.
 */
export const companyTrackRecords = pgTable(
  'company_track_records',
  {
    companyId: uuid('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Applications received (withdrawn ones leave, like `opportunities.applicant_count`). */
    applicants: integer('applicants').notNull().default(0),
    /** Published opportunities with at least one hire: the hire rate is this over `companies.post`. */
    jobsWithHire: integer('jobs_with_hire').notNull().default(0),
    /** Applications that got a first answer. */
    answered: integer('answered').notNull().default(0),
    /** Median time to a first answer over the latest 200 answers; null before the first. */
    medianFirstAnswerSeconds: integer('median_first_answer_seconds'),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'company_track_records_counts_check',
      sql`${t.applicants} >= 0 AND ${t.jobsWithHire} >= 0 AND ${t.answered} >= 0`,
    ),
  ],
);
export type CompanyTrackRecordRow = typeof companyTrackRecords.$inferSelect;

/** When an application first heard from the company (a status change or a message), once. */
export const applicationFirstAnswers = pgTable(
  'application_first_answers',
  {
    applicationId: uuid('application_id')
      .primaryKey()
      .references(() => applications.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
    seconds: integer('seconds').notNull(),
  },
  (t) => [
    index('application_first_answers_company_idx').on(t.companyId, t.answeredAt.desc()),
    check('application_first_answers_seconds_check', sql`${t.seconds} >= 0`),
  ],
);
