import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from './accounts.js';

/**
 * An agency's bench (issue 35, decision 131): a freelancer the agency invited ('invited') who
 * agreed to be shown with it ('active'). Goes with either account (erasure, decision 111).
 */
export const agencyBench = pgTable(
  'agency_bench',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['invited', 'active'] })
      .notNull()
      .default('invited'),
    invitedByUserId: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'agency_bench_pkey', columns: [t.companyId, t.userId] }),
    index('agency_bench_user_idx').on(t.userId),
    check('agency_bench_status_check', sql`${t.status} in ('invited', 'active')`),
  ],
);

export type AgencyBenchRow = typeof agencyBench.$inferSelect;
