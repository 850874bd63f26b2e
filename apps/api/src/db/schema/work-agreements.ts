import type { OfferTerms } from '@talentport/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies, users } from './accounts.js';
import type { BankDetail, StoredFileRef } from './common.js';
import { engagements } from './engagements.js';
import { applications, opportunities } from './opportunities.js';

/**
 * Work agreements (issue 34, decision 122; migration 0043). Money is bigint minor units with an
 * ISO 4217 currency beside it. Every time limit (offer expiry, self-approvals, reminders) is judged
 * by the database clock.
 */
export type WorkSideValue = 'client' | 'worker';

const money = (name: string) => bigint(name, { mode: 'number' });

/** One version of a negotiation; `thread_id` is the first version's id. */
export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    threadId: uuid('thread_id').notNull(),
    version: integer('version').notNull().default(1),
    opportunityId: uuid('opportunity_id')
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    clientCompanyId: uuid('client_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    workerUserId: uuid('worker_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workerCompanyId: uuid('worker_company_id').references(() => companies.id, { onDelete: 'set null' }),
    applicationId: uuid('application_id').references(() => applications.id, { onDelete: 'set null' }),
    sentBy: text('sent_by').$type<WorkSideValue>().notNull(),
    sentByUserId: uuid('sent_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status')
      .$type<'pending' | 'accepted' | 'declined' | 'countered' | 'withdrawn' | 'expired'>()
      .notNull()
      .default('pending'),
    terms: jsonb('terms').$type<OfferTerms>().notNull(),
    reason: text('reason').notNull().default(''),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    respondedByUserId: uuid('responded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    engagementId: uuid('engagement_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('offers_thread_version_key').on(t.threadId, t.version),
    uniqueIndex('offers_one_pending_key')
      .on(t.opportunityId, t.workerUserId)
      .where(sql`${t.status} = 'pending'`),
    index('offers_client_idx').on(t.clientCompanyId, t.createdAt.desc()),
    index('offers_worker_idx').on(t.workerUserId, t.createdAt.desc()),
    index('offers_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'pending'`),
    check(
      'offers_status_check',
      sql`${t.status} in ('pending', 'accepted', 'declined', 'countered', 'withdrawn', 'expired')`,
    ),
    check('offers_sent_by_check', sql`${t.sentBy} in ('client', 'worker')`),
  ],
);
export type OfferRow = typeof offers.$inferSelect;

export const milestones = pgTable(
  'milestones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    engagementId: uuid('engagement_id')
      .notNull()
      .references(() => engagements.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    status: text('status')
      .$type<'proposed' | 'active' | 'submitted' | 'changes_requested' | 'approved' | 'declined'>()
      .notNull(),
    proposedBy: text('proposed_by').$type<WorkSideValue>().notNull(),
    proposedByUserId: uuid('proposed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    submissionNote: text('submission_note').notNull().default(''),
    files: jsonb('files').$type<StoredFileRef[]>().notNull().default([]),
    changesNote: text('changes_note').notNull().default(''),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedByUserId: uuid('approved_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    autoApproved: boolean('auto_approved').notNull().default(false),
    /** When the client was reminded that the submission will approve itself (day 10). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('milestones_engagement_position_key').on(t.engagementId, t.position),
    index('milestones_submitted_idx').on(t.submittedAt).where(sql`${t.status} = 'submitted'`),
    check(
      'milestones_status_check',
      sql`${t.status} in ('proposed', 'active', 'submitted', 'changes_requested', 'approved', 'declined')`,
    ),
    check('milestones_amount_check', sql`${t.amount} > 0`),
  ],
);
export type MilestoneRow = typeof milestones.$inferSelect;

/** One ISO week (Monday `week_start`, UTC) of an hourly engagement. */
export const timesheets = pgTable(
  'timesheets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    engagementId: uuid('engagement_id')
      .notNull()
      .references(() => engagements.id, { onDelete: 'cascade' }),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    status: text('status').$type<'open' | 'submitted' | 'approved' | 'disputed'>().notNull().default('open'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    autoSubmitted: boolean('auto_submitted').notNull().default(false),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedByUserId: uuid('approved_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    autoApproved: boolean('auto_approved').notNull().default(false),
    disputeReason: text('dispute_reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('timesheets_engagement_week_key').on(t.engagementId, t.weekStart),
    index('timesheets_status_idx').on(t.status, t.weekStart),
    check('timesheets_status_check', sql`${t.status} in ('open', 'submitted', 'approved', 'disputed')`),
  ],
);
export type TimesheetRow = typeof timesheets.$inferSelect;

export const timeEntries = pgTable(
  'time_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    timesheetId: uuid('timesheet_id')
      .notNull()
      .references(() => timesheets.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    workDate: date('work_date', { mode: 'string' }).notNull(),
    minutes: integer('minutes').notNull(),
    memo: text('memo').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('time_entries_timesheet_idx').on(t.timesheetId, t.workDate),
    check('time_entries_minutes_check', sql`${t.minutes} BETWEEN 1 AND 1440`),
  ],
);
export type TimeEntryRow = typeof timeEntries.$inferSelect;

/** The last invoice number of each issuer (`user:<id>` or `company:<id>`), locked to take the next. */
export const invoiceCounters = pgTable('invoice_counters', {
  issuerKey: text('issuer_key').primaryKey(),
  lastSequence: integer('last_sequence').notNull().default(0),
});

export type InvoicePartySnapshot = {
  kind: 'user' | 'company';
  code: string;
  name: string;
  legalName: string;
  billingAddress: string;
  country: string;
  taxId: string;
};
export type InvoiceLineValue = {
  description: string;
  minutes: number | null;
  hourlyRate: number | null;
  amount: number;
};

/** An invoice of an approved milestone or week; the parties are copied as they were then. */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    engagementId: uuid('engagement_id')
      .notNull()
      .references(() => engagements.id, { onDelete: 'cascade' }),
    issuerKey: text('issuer_key').notNull(),
    sequence: integer('sequence').notNull(),
    number: text('number').notNull(),
    milestoneId: uuid('milestone_id').references(() => milestones.id, { onDelete: 'set null' }),
    timesheetId: uuid('timesheet_id').references(() => timesheets.id, { onDelete: 'set null' }),
    issuer: jsonb('issuer').$type<InvoicePartySnapshot>().notNull(),
    client: jsonb('client').$type<InvoicePartySnapshot>().notNull(),
    bankDetail: jsonb('bank_detail').$type<BankDetail | null>(),
    opportunityTitle: text('opportunity_title').notNull().default(''),
    lines: jsonb('lines').$type<InvoiceLineValue[]>().notNull(),
    currency: text('currency').notNull(),
    total: money('total').notNull(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    status: text('status').$type<'open' | 'marked_paid' | 'paid'>().notNull().default('open'),
    markedPaidAt: timestamp('marked_paid_at', { withTimezone: true }),
    markedPaidByUserId: uuid('marked_paid_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    paymentReference: text('payment_reference').notNull().default(''),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    receivedByUserId: uuid('received_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    overdueRemindedAt: timestamp('overdue_reminded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_issuer_sequence_key').on(t.issuerKey, t.sequence),
    uniqueIndex('invoices_milestone_key').on(t.milestoneId).where(sql`${t.milestoneId} IS NOT NULL`),
    uniqueIndex('invoices_timesheet_key').on(t.timesheetId).where(sql`${t.timesheetId} IS NOT NULL`),
    index('invoices_engagement_idx').on(t.engagementId, t.createdAt.desc()),
    index('invoices_unpaid_idx').on(t.dueOn).where(sql`${t.status} <> 'paid'`),
    check('invoices_status_check', sql`${t.status} in ('open', 'marked_paid', 'paid')`),
    check('invoices_source_check', sql`num_nonnulls(${t.milestoneId}, ${t.timesheetId}) <= 1`),
  ],
);
export type InvoiceRow = typeof invoices.$inferSelect;
