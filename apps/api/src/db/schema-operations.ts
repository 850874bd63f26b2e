import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Scheduled jobs that must run once across all API processes: the process that writes its id into
 * the row while `leased_until` has passed runs the job, and the lease keeps the others away until
 * it ends (decision 066).
 */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  leasedUntil: timestamp('leased_until', { withTimezone: true }).notNull(),
});
