import { z } from 'zod';
import { paginationQuerySchema } from './envelope.js';

/** Hourly engagements: time entries and weekly timesheets (issue 34, decision 122). */
export const TIMESHEET_STATUSES = ['open', 'submitted', 'approved', 'disputed'] as const;
export type TimesheetStatus = (typeof TIMESHEET_STATUSES)[number];
/** A submitted week the client did not answer is approved by itself after this many days. */
export const TIMESHEET_REVIEW_DAYS = 5;
/** An ISO 8601 week, e.g. `2026-W48`. */
export const ISO_WEEK_PATTERN = /^\d{4}-W(0[1-9]|[1-4]\d|5[0-3])$/;

const dateSchema = z
  .string({ error: 'must be a date written YYYY-MM-DD' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
  .refine((value) => !Number.isNaN(Date.parse(value)), 'must be a real date');
const minutesSchema = z
  .number({ error: 'must be a whole number of minutes from 1 to 1440' })
  .int('must be a whole number of minutes from 1 to 1440')
  .min(1, 'must be a whole number of minutes from 1 to 1440')
  .max(1440, 'must be a whole number of minutes from 1 to 1440');
const memoSchema = z.string({ error: 'must be text' }).trim().max(500, 'must be at most 500 characters');

export const timeEntryInputSchema = z.object({
  date: dateSchema,
  minutes: minutesSchema,
  memo: memoSchema.default(''),
});
export type TimeEntryInput = z.input<typeof timeEntryInputSchema>;
/** `PUT /v1/time-entries/:id`: any of the fields; the date may move within open weeks. */
export const timeEntryUpdateSchema = z.object({
  date: dateSchema.optional(),
  minutes: minutesSchema.optional(),
  memo: memoSchema.optional(),
});
export type TimeEntryUpdate = z.input<typeof timeEntryUpdateSchema>;

export const timeEntryIdParamsSchema = z.object({ id: z.uuid({ error: 'must be a time entry id' }) });
export const timesheetIdParamsSchema = z.object({ id: z.uuid({ error: 'must be a timesheet id' }) });
export const timesheetsQuerySchema = paginationQuerySchema.extend({
  /** One ISO week (`2026-W48`); without it, every week with time, newest first. */
  week: z
    .string({ error: 'must be an ISO week written like 2026-W48' })
    .regex(ISO_WEEK_PATTERN, 'must be an ISO week written like 2026-W48')
    .optional(),
});

export const timeEntrySchema = z.object({
  _id: z.string(),
  date: z.string(),
  minutes: z.number().int(),
  memo: z.string(),
  createdAt: z.string(),
});
export type TimeEntry = z.infer<typeof timeEntrySchema>;

/**
 * One ISO week of an hourly engagement. `_id` is null for a week with no time logged yet (nothing
 * to submit). The amount is minutes × hourly rate / 60, rounded to the minor unit.
 */
export const timesheetSchema = z.object({
  _id: z.string().nullable(),
  engagementId: z.string(),
  week: z.string(),
  /** Monday and Sunday of the week (YYYY-MM-DD). */
  startsOn: z.string(),
  endsOn: z.string(),
  status: z.enum(TIMESHEET_STATUSES),
  totalMinutes: z.number().int(),
  limitMinutes: z.number().int(),
  hourlyRate: z.number().int(),
  amount: z.number().int(),
  currency: z.string(),
  entries: z.array(timeEntrySchema),
  submittedAt: z.string().nullable(),
  /** Submitted on its own on the Monday after the week. */
  autoSubmitted: z.boolean(),
  /** While submitted: the last moment to approve or dispute; then it is approved by itself. */
  reviewDeadline: z.string().nullable(),
  approvedAt: z.string().nullable(),
  autoApproved: z.boolean(),
  disputeReason: z.string(),
  invoiceId: z.string().nullable(),
  can: z.object({
    logTime: z.boolean(),
    submit: z.boolean(),
    approve: z.boolean(),
    dispute: z.boolean(),
  }),
});
export type Timesheet = z.infer<typeof timesheetSchema>;
