import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Short codes for in-app paths (decision 043). A code only names a path; it grants nothing. */
export const shortLinks = pgTable(
  'short_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    targetPath: text('target_path').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('short_links_code_key').on(t.code),
    uniqueIndex('short_links_target_path_key').on(t.targetPath),
  ],
);

export type ShortLinkRow = typeof shortLinks.$inferSelect;
