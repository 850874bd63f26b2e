import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { staffAccounts } from './staff.js';

/**
 * Talent managers are staff accounts with the `talent-manager` role (decision 020); their weekly
 * windows are written in the staff account's time zone.
 * Weekly windows in the manager's own time zone: weekday 0 = Sunday, minutes from midnight. */
export const talentManagerAvailability = pgTable(
  'talent_manager_availability',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    managerId: uuid('manager_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    weekday: integer('weekday').notNull(),
    startMinute: integer('start_minute').notNull(),
    endMinute: integer('end_minute').notNull(),
  },
  (t) => [
    index('talent_manager_availability_manager_idx').on(t.managerId),
    check(
      'talent_manager_availability_range_check',
      sql`${t.weekday} between 0 and 6 and ${t.startMinute} >= 0 and ${t.endMinute} <= 1440 and ${t.startMinute} < ${t.endMinute} and ${t.startMinute} % 30 = 0 and ${t.endMinute} % 30 = 0`,
    ),
  ],
);

/**
 * Booked calls. All calls last 30 minutes on the manager's half-hour grid, so "no double booking"
 * is a unique (manager, start) among live bookings; a user cannot hold two calls at once either.
 */
export const talentManagerBookings = pgTable(
  'talent_manager_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    managerId: uuid('manager_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    topic: text('topic').notNull(),
    status: text('status').$type<'booked' | 'cancelled'>().notNull().default('booked'),
    /** Bumped on every change, for the calendar invite's SEQUENCE. */
    sequence: integer('sequence').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('talent_manager_bookings_slot_key')
      .on(t.managerId, t.startsAt)
      .where(sql`${t.status} = 'booked'`),
    uniqueIndex('talent_manager_bookings_user_slot_key')
      .on(t.userId, t.startsAt)
      .where(sql`${t.status} = 'booked'`),
    index('talent_manager_bookings_user_idx').on(t.userId, t.startsAt),
    check('talent_manager_bookings_status_check', sql`${t.status} in ('booked', 'cancelled')`),
    check('talent_manager_bookings_length_check', sql`${t.endsAt} = ${t.startsAt} + interval '30 minutes'`),
  ],
);

export type BookingRow = typeof talentManagerBookings.$inferSelect;
