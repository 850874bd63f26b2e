import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

export const REWARD_REASONS = [
  'welcome',
  'referral-onboarded',
  'referral-first-hire',
  'promotion',
  'highlight',
] as const;
export type RewardReason = (typeof REWARD_REASONS)[number];

/**
 * The rewards ledger (decision 041): append-only, never updated or deleted. A balance is the sum of
 * a user's amounts. `source` names what caused the entry (`user:<id>`, `promo:<id>`,
 * `highlight:<id>`); one entry per (user, reason, source) makes every grant idempotent.
 */
export const rewardEntries = pgTable(
  'reward_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    reason: text('reason').$type<RewardReason>().notNull(),
    source: text('source').notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reward_entries_grant_key').on(t.userId, t.reason, t.source),
    index('reward_entries_user_created_idx').on(t.userId, t.createdAt),
    check('reward_entries_amount_check', sql`${t.amount} <> 0`),
    check(
      'reward_entries_reason_check',
      sql`${t.reason} in ('welcome', 'referral-onboarded', 'referral-first-hire', 'promotion', 'highlight')`,
    ),
  ],
);

/**
 * Rewards earned through an account that has not verified its email yet. They become ledger
 * entries (and `released_at` is set) when that account verifies; until then they count for nothing.
 */
export const heldRewards = pgTable(
  'held_rewards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    reason: text('reason').$type<RewardReason>().notNull(),
    source: text('source').notNull(),
    note: text('note').notNull().default(''),
    waitingForUserId: uuid('waiting_for_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('held_rewards_grant_key').on(t.userId, t.reason, t.source),
    index('held_rewards_waiting_idx').on(t.waitingForUserId),
  ],
);

/** Promo codes created by staff (decision 041); `redemption_count` never passes the maximum. */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    value: integer('value').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    maxRedemptions: integer('max_redemptions').notNull(),
    redemptionCount: integer('redemption_count').notNull().default(0),
    /** Roles that may redeem it; empty means every role. */
    allowedRoles: text('allowed_roles').array().notNull().default(sql`'{}'::text[]`),
    description: text('description').notNull().default(''),
    createdBy: text('created_by').notNull().default(''),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promo_codes_code_key').on(t.code),
    check('promo_codes_value_check', sql`${t.value} > 0`),
    check('promo_codes_window_check', sql`${t.endsAt} > ${t.startsAt}`),
    check(
      'promo_codes_redemptions_check',
      sql`${t.redemptionCount} >= 0 and ${t.redemptionCount} <= ${t.maxRedemptions}`,
    ),
    check('promo_codes_code_check', sql`${t.code} = upper(${t.code})`),
  ],
);

export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    promoCodeId: uuid('promo_code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('promo_redemptions_once_key').on(t.promoCodeId, t.userId)],
);

/** A freelancer's paid highlight (decision 040): one row per user, extended by each purchase. */
export const profileHighlights = pgTable(
  'profile_highlights',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    highlightedUntil: timestamp('highlighted_until', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('profile_highlights_until_idx').on(t.highlightedUntil)],
);

export type RewardEntryRow = typeof rewardEntries.$inferSelect;
export type PromoCodeRow = typeof promoCodes.$inferSelect;
