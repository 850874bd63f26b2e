import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export type MailAttachment = { filename: string; contentType: string; content: string };

/**
 * Mail waiting to be sent. Rows are written in the same transaction as the change that causes them
 * and sent by a worker loop, so a crash after commit loses nothing.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    template: text('template').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    status: text('status').$type<'pending' | 'sent' | 'failed' | 'cancelled'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    transport: text('transport'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Files sent along (calendar invites); small text content only. */
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    /** Names what a scheduled mail is about (e.g. `booking-reminder:<id>`), so it can be called off. */
    ref: text('ref'),
    /** The X-Request-Id of the request that queued it, carried into the worker's log lines. */
    requestId: text('request_id'),
    /** What kind of mail it is (decision 108): `transactional` or a kind a person may turn off. */
    kind: text('kind').notNull().default('transactional'),
    /** Extra headers (List-Unsubscribe on alerts, decision 108). */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_created_idx').on(t.createdAt),
    index('mail_outbox_ref_idx').on(t.ref),
    check('mail_outbox_status_check', sql`${t.status} in ('pending', 'sent', 'failed', 'cancelled')`),
  ],
);

export type MailRow = typeof mailOutbox.$inferSelect;
