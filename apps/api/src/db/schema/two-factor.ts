import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { staffAccounts } from './staff.js';

/** One TOTP secret per account, a user's or a staff member's (decision 104). Never sent after setup. */
export const twoFactorSecrets = pgTable(
  'two_factor_secrets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id').references(() => staffAccounts.id, { onDelete: 'cascade' }),
    /** The Base32 secret sealed with AES-256-GCM (`v1:…`, decision 110); on once `confirmedAt` is set. */
    secret: text('secret').notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** The 30-second step of the last code accepted: a code is never accepted twice. */
    lastUsedStep: bigint('last_used_step', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('two_factor_secrets_user_key').on(t.userId),
    uniqueIndex('two_factor_secrets_staff_key').on(t.staffId),
    check('two_factor_secrets_owner_check', sql`(${t.userId} IS NULL) <> (${t.staffId} IS NULL)`),
  ],
);

/** Single-use recovery codes, stored as SHA-256 hashes (they are random, 50 bits each). */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    secretId: uuid('secret_id')
      .notNull()
      .references(() => twoFactorSecrets.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('two_factor_recovery_codes_key').on(t.secretId, t.codeHash)],
);

/**
 * A log-in between its password step and its second step. `isPasswordOk` false marks a decoy:
 * the first step answered like a right password so as not to tell; the second step always fails.
 */
export const twoFactorPendingLogins = pgTable(
  'two_factor_pending_logins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id').references(() => staffAccounts.id, { onDelete: 'cascade' }),
    /** `code`: a code is asked; `setup`: a staff member must set two-factor up first. */
    purpose: text('purpose').$type<'code' | 'setup'>().notNull(),
    isPasswordOk: boolean('is_password_ok').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('two_factor_pending_logins_token_key').on(t.tokenHash),
    index('two_factor_pending_logins_expires_idx').on(t.expiresAt),
    check('two_factor_pending_logins_owner_check', sql`(${t.userId} IS NULL) <> (${t.staffId} IS NULL)`),
    check('two_factor_pending_logins_purpose_check', sql`${t.purpose} IN ('code', 'setup')`),
  ],
);

export type TwoFactorSecretRow = typeof twoFactorSecrets.$inferSelect;
export type TwoFactorPendingLoginRow = typeof twoFactorPendingLogins.$inferSelect;
