import { sql } from 'drizzle-orm';
import { boolean, date, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

/** A person's choice of mail per kind (decision 108); a kind without a row has its default. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind')
      .$type<'messages' | 'pipeline' | 'alerts' | 'reminders' | 'marketing' | 'applicants'>()
      .notNull(),
    isMailOn: boolean('is_mail_on').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'notification_preferences_pkey', columns: [t.userId, t.kind] })],
);

/**
 * A company member's new-applicant mail (decision 127): instant or a daily digest (off is the
 * `applicants` kind above), the digest's progress by the database clock, and the secret key of the
 * mail's one-click unsubscribe link. Made on the member's first new-applicant mail.
 */
export const applicantMailSettings = pgTable('applicant_mail_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  cadence: text('cadence').$type<'instant' | 'daily'>().notNull().default('instant'),
  unsubscribeKey: text('unsubscribe_key')
    .notNull()
    .default(sql`(replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', ''))`),
  digestSentOn: date('digest_sent_on', { mode: 'string' }),
  digestCoveredUntil: timestamp('digest_covered_until', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
