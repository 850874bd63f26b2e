import { bigint, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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

/**
 * What each background job did last (decision 121): written by the job runner on every run, read by
 * the staff console's "Background jobs" page and by /metrics.
 */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }),
  lastError: text('last_error').notNull().default(''),
  lastCount: integer('last_count').notNull().default(0),
  consecutiveFailures: integer('consecutive_failures').notNull().default(0),
  runs: bigint('runs', { mode: 'number' }).notNull().default(0),
  failures: bigint('failures', { mode: 'number' }).notNull().default(0),
});
export type JobRunRow = typeof jobRuns.$inferSelect;
