import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Staff (support, talent managers, admins): created by `npm run staff:create`, never by sign-up. */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    fullname: text('fullname').notNull(),
    passwordHash: text('password_hash').notNull(),
    roles: text('roles').array().notNull(),
    /** IANA time zone the staff member works in (talent managers publish availability in it). */
    timeZone: text('time_zone').notNull().default('UTC'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('staff_accounts_email_key').on(t.email),
    check('staff_accounts_email_lower_check', sql`${t.email} = lower(${t.email})`),
    check(
      'staff_accounts_roles_check',
      sql`cardinality(${t.roles}) > 0 and ${t.roles} <@ array['admin', 'support', 'talent-manager']::text[]`,
    ),
  ],
);

export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('staff_sessions_token_hash_key').on(t.tokenHash),
    index('staff_sessions_staff_idx').on(t.staffId),
  ],
);

/** Every staff action, append-only: who did what to which object, and the details. */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id').references(() => staffAccounts.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('staff_audit_log_created_idx').on(t.createdAt),
    index('staff_audit_log_target_idx').on(t.targetType, t.targetId),
  ],
);

export type StaffAccountRow = typeof staffAccounts.$inferSelect;
export type StaffAuditRow = typeof staffAuditLog.$inferSelect;
