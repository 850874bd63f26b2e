import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { type StoredFileRef, timestamps } from './common.js';

/** A freelancer's portfolio case study (decision 103); pictures are `portfolio-image` files. */
export const portfolioItems = pgTable(
  'portfolio_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    link: text('link').notNull().default(''),
    images: jsonb('images').$type<StoredFileRef[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [
    index('portfolio_items_user_idx').on(t.userId, t.createdAt.desc()),
    check('portfolio_items_title_check', sql`char_length(${t.title}) BETWEEN 1 AND 120`),
  ],
);

export type PortfolioItemRow = typeof portfolioItems.$inferSelect;
