import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

export type DataExportStatus = 'pending' | 'ready' | 'failed' | 'expired';

/**
 * A person's request for a copy of their data (decision 109). Prepared in the background into a ZIP
 * stored under `storage_key`; the mailed link's token is kept only as its SHA-256 (`token_hash`).
 * `claimed_until` keeps two processes from preparing the same request at once.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<DataExportStatus>().notNull().default('pending'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    storageKey: text('storage_key'),
    tokenHash: text('token_hash'),
    size: integer('size'),
    attempts: integer('attempts').notNull().default(0),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
  },
  (t) => [
    index('data_exports_user_idx').on(t.userId, t.requestedAt.desc()),
    uniqueIndex('data_exports_one_pending_key').on(t.userId).where(sql`${t.status} = 'pending'`),
    index('data_exports_pending_idx').on(t.requestedAt).where(sql`${t.status} = 'pending'`),
    index('data_exports_ready_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'ready'`),
    uniqueIndex('data_exports_token_hash_key').on(t.tokenHash).where(sql`${t.tokenHash} IS NOT NULL`),
    check('data_exports_status_check', sql`${t.status} in ('pending', 'ready', 'failed', 'expired')`),
  ],
);

export type DataExportRow = typeof dataExports.$inferSelect;
