import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

/**
 * Requests to delete an account (decision 111): 14 days to change one's mind (signing in cancels),
 * then the erasure job runs its steps, each in its own transaction, recording them in `steps_done`.
 */
export const accountDeletionRequests = pgTable(
  'account_deletion_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    stepsDone: text('steps_done').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    uniqueIndex('account_deletion_requests_open_key')
      .on(t.userId)
      .where(sql`${t.cancelledAt} IS NULL AND ${t.erasedAt} IS NULL`),
    index('account_deletion_requests_due_idx')
      .on(t.dueAt)
      .where(sql`${t.cancelledAt} IS NULL AND ${t.erasedAt} IS NULL`),
    check('account_deletion_requests_due_check', sql`${t.dueAt} > ${t.requestedAt}`),
  ],
);

export type AccountDeletionRequestRow = typeof accountDeletionRequests.$inferSelect;
