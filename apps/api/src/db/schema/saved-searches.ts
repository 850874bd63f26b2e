import type { OpportunitySearchFilters, TalentSearchFilters } from '@talentport/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { opportunities } from './opportunities.js';

/** A saved opportunity search with its alert schedule (decision 108). */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** A guest's address (double opt-in): set instead of `userId`. */
    guestEmail: text('guest_email'),
    name: text('name').notNull(),
    /** What it looks for: listings (decision 108) or people (decision 114). */
    target: text('target').$type<'opportunity' | 'talent'>().notNull().default('opportunity'),
    /** The search as the web app holds it in the URL (`tab=Job&expertise=…`). */
    query: text('query').notNull(),
    /** The parsed filters: OpportunitySearchFilters or, for `talent`, TalentSearchFilters. */
    filters: jsonb('filters').$type<OpportunitySearchFilters | TalentSearchFilters>().notNull(),
    frequency: text('frequency').$type<'instant' | 'daily' | 'weekly'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Listings published after this are new to the search. */
    checkedUntil: timestamp('checked_until', { withTimezone: true }).notNull(),
    /** The frequency allows the next mail from then on. */
    nextDueAt: timestamp('next_due_at', { withTimezone: true }).notNull(),
    /** Alerts run only once confirmed (accounts: at once; guests: by the mailed link). */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmTokenHash: text('confirm_token_hash'),
    /** Secret half of the unsubscribe link; the link works without a session. */
    unsubscribeKey: text('unsubscribe_key').notNull(),
  },
  (t) => [
    index('saved_searches_user_idx')
      .on(t.userId, t.target, t.createdAt.desc())
      .where(sql`${t.userId} is not null`),
    index('saved_searches_guest_idx')
      .on(t.guestEmail, t.createdAt.desc())
      .where(sql`${t.guestEmail} is not null`),
    index('saved_searches_due_idx').on(t.nextDueAt).where(sql`${t.confirmedAt} is not null`),
    uniqueIndex('saved_searches_confirm_token_idx')
      .on(t.confirmTokenHash)
      .where(sql`${t.confirmTokenHash} is not null`),
    check('saved_searches_owner_check', sql`(${t.userId} is null) <> (${t.guestEmail} is null)`),
    check('saved_searches_frequency_check', sql`${t.frequency} in ('instant', 'daily', 'weekly')`),
    check('saved_searches_target_check', sql`${t.target} in ('opportunity', 'talent')`),
    check('saved_searches_talent_owner_check', sql`${t.target} = 'opportunity' or ${t.userId} is not null`),
  ],
);

export type SavedSearchRow = typeof savedSearches.$inferSelect;

/** Listings a search has alerted about: each one once. */
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    searchId: uuid('search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    opportunityId: uuid('opportunity_id')
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    alertedAt: timestamp('alerted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'saved_search_matches_pkey', columns: [t.searchId, t.opportunityId] })],
);

/** People a talent search has alerted about: each one once (decision 114). */
export const savedSearchTalentMatches = pgTable(
  'saved_search_talent_matches',
  {
    searchId: uuid('search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    alertedAt: timestamp('alerted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'saved_search_talent_matches_pkey', columns: [t.searchId, t.userId] })],
);
