import { bigint, bigserial, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The search indexes' change feed (decision 125, migration 0045): one row per change a search shows,
 * added by triggers in the change's transaction; every API instance reads the rows past its last one.
 */
export const searchChanges = pgTable(
  'search_changes',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    rowId: uuid('row_id').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('search_changes_changed_at_idx').on(t.changedAt)],
);

/** Bumped by the listing trigger; every instance's search cache is keyed by it. */
export const searchVersions = pgTable('search_versions', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
