import { z } from 'zod';
import { engagementSchema } from './engagements.js';
import { paginationQuerySchema } from './envelope.js';
import { invoiceSummarySchema } from './invoices.js';
import { fileRefSchema } from './user.js';
import { timesheetSchema } from './work-time.js';

/**
 * Work agreements (issue 34, decision 122): offers with terms, fixed-price milestones, hourly
 * timesheets (work-time.ts) and invoices (invoices.ts). Money is an integer in minor units with an
 * ISO 4217 currency, never a float.
 */
export const OFFER_KINDS = ['fixed', 'hourly'] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];
export const OFFER_STATUSES = [
  'pending',
  'accepted',
  'declined',
  'countered',
  'withdrawn',
  'expired',
] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
/** An offer version nobody answered expires this long after it was sent. */
export const OFFER_EXPIRY_DAYS = 7;
export const MILESTONE_STATUSES = [
  'proposed',
  'active',
  'submitted',
  'changes_requested',
  'approved',
  'declined',
] as const;
export type MilestoneStatus = (typeof MILESTONE_STATUSES)[number];
/** A submitted milestone nobody answered is approved by itself after this many days… */
export const MILESTONE_AUTO_APPROVE_DAYS = 14;
/** …and the client is reminded (mail, and the UI says so) from this day on. */
export const MILESTONE_REMINDER_DAYS = 10;
/** The two sides of a work agreement: the hiring company, and the one hired. */
export const WORK_SIDES = ['client', 'worker'] as const;
export type WorkSide = (typeof WORK_SIDES)[number];

export const MAX_MONEY_AMOUNT = 10_000_000_000;
const text = (max: number) =>
  z
    .string({
      error: (issue: { input: unknown }) => (issue.input === undefined ? 'is required' : 'must be text'),
    })
    .trim()
    .max(max, `must be at most ${max} characters`);
const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `must be one of ${values.join(', ')}` });

/** An amount of money in minor units (cents): a whole number above zero. */
export const moneyAmountSchema = z
  .number({ error: 'must be a whole number of minor units (cents)' })
  .int('must be a whole number of minor units (cents)')
  .min(1, 'must be more than zero')
  .max(MAX_MONEY_AMOUNT, 'is too large');
export const currencySchema = z
  .string({ error: 'must be a three-letter ISO 4217 currency code' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'must be a three-letter ISO 4217 currency code');
export const workDateSchema = z
  .string({ error: 'must be a date written YYYY-MM-DD' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
  .refine((value) => !Number.isNaN(Date.parse(value)), 'must be a real date');

export const milestoneInputSchema = z.object({
  title: text(200).min(1, 'is required'),
  amount: moneyAmountSchema,
  dueDate: workDateSchema,
});
export type MilestoneInput = z.input<typeof milestoneInputSchema>;

/**
 * The terms of an offer. Fixed: `amount` is the total and the milestones add up to it (none: one
 * milestone for the whole work is made). Hourly: `hourlyRate` per hour and `weeklyHourLimit`.
 * `currency` defaults to the platform's (PLATFORM_CURRENCY).
 */
export const offerTermsInputSchema = z
  .object({
    kind: oneOf(OFFER_KINDS),
    currency: currencySchema.optional(),
    amount: moneyAmountSchema.optional(),
    hourlyRate: moneyAmountSchema.optional(),
    weeklyHourLimit: z
      .number({ error: 'must be a whole number of hours from 1 to 80' })
      .int('must be a whole number of hours from 1 to 80')
      .min(1, 'must be a whole number of hours from 1 to 80')
      .max(80, 'must be a whole number of hours from 1 to 80')
      .optional(),
    startDate: workDateSchema,
    endDate: workDateSchema.nullable().optional(),
    scope: text(5000).default(''),
    milestones: z.array(milestoneInputSchema).max(20, 'must list at most 20 milestones').default([]),
  })
  .superRefine((terms, context) => {
    const issue = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (terms.endDate && terms.endDate < terms.startDate)
      issue('endDate', 'must not be before the start date');
    if (terms.kind === 'fixed') {
      if (terms.amount === undefined)
        issue('amount', 'is required for a fixed-price offer (the total, in cents)');
      if (terms.hourlyRate !== undefined) issue('hourlyRate', 'is only for hourly offers');
      if (terms.weeklyHourLimit !== undefined) issue('weeklyHourLimit', 'is only for hourly offers');
      const sum = terms.milestones.reduce((total, milestone) => total + milestone.amount, 0);
      if (terms.amount !== undefined && terms.milestones.length > 0 && sum !== terms.amount) {
        issue(
          'milestones',
          `must add up to the total: they add up to ${sum} but the total is ${terms.amount} (both in cents)`,
        );
      }
    } else {
      if (terms.hourlyRate === undefined)
        issue('hourlyRate', 'is required for an hourly offer (per hour, in cents)');
      if (terms.weeklyHourLimit === undefined) issue('weeklyHourLimit', 'is required for an hourly offer');
      if (terms.amount !== undefined) issue('amount', 'is only for fixed-price offers');
      if (terms.milestones.length > 0) issue('milestones', 'are only for fixed-price offers');
    }
  });
export type OfferTermsInput = z.input<typeof offerTermsInputSchema>;

/** `POST /v1/offers`: to an applicant (`applicationId`), or to a talent for an opportunity. */
export const createOfferInputSchema = z
  .object({
    applicationId: z.uuid({ error: 'must be an application id' }).optional(),
    talentCode: text(64).min(1, 'is required').optional(),
    opportunityId: z.uuid({ error: 'must be an opportunity id' }).optional(),
    terms: offerTermsInputSchema,
  })
  .superRefine((input, context) => {
    if (input.applicationId) return;
    if (!input.talentCode) {
      context.addIssue({
        code: 'custom',
        path: ['talentCode'],
        message: 'is required without an applicationId (with the opportunityId)',
      });
    }
    if (!input.opportunityId) {
      context.addIssue({
        code: 'custom',
        path: ['opportunityId'],
        message: 'is required without an applicationId (with the talentCode)',
      });
    }
  });
export type CreateOfferInput = z.input<typeof createOfferInputSchema>;
export const counterOfferInputSchema = z.object({ terms: offerTermsInputSchema });
export type CounterOfferInput = z.input<typeof counterOfferInputSchema>;
export const reasonInputSchema = z.object({ reason: text(1000).default('') });
export type ReasonInput = z.input<typeof reasonInputSchema>;
export const requiredReasonInputSchema = z.object({
  reason: text(1000).min(5, 'must say in at least 5 characters why'),
});
export const noteInputSchema = z.object({ note: text(2000).min(1, 'is required') });
export type NoteInput = z.input<typeof noteInputSchema>;
export const submitMilestoneInputSchema = z.object({
  note: text(2000).default(''),
  /** `attachment` uploads of the caller's (see /v1/file/upload). */
  fileIds: z
    .array(z.uuid({ error: 'must be a file id' }))
    .max(10, 'must list at most 10 files')
    .default([]),
});
export type SubmitMilestoneInput = z.input<typeof submitMilestoneInputSchema>;

export const offerIdParamsSchema = z.object({ id: z.uuid({ error: 'must be an offer id' }) });
export const milestoneIdParamsSchema = z.object({ id: z.uuid({ error: 'must be a milestone id' }) });
export const offersQuerySchema = paginationQuerySchema.extend({
  /** Narrows to the negotiations whose latest version has this status. */
  status: oneOf(OFFER_STATUSES).optional(),
});

/** Terms as answered: every field present, `null` where it does not apply to the kind. */
export const offerTermsSchema = z.object({
  kind: z.enum(OFFER_KINDS),
  currency: z.string(),
  amount: z.number().int().nullable(),
  hourlyRate: z.number().int().nullable(),
  weeklyHourLimit: z.number().int().nullable(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  scope: z.string(),
  milestones: z.array(z.object({ title: z.string(), amount: z.number().int(), dueDate: z.string() })),
});
export type OfferTerms = z.infer<typeof offerTermsSchema>;

export const partySchema = z.object({
  kind: z.enum(['user', 'company']),
  code: z.string(),
  name: z.string(),
  avatar: z.array(fileRefSchema),
});
export type Party = z.infer<typeof partySchema>;

/** One version of a negotiation (the first offer, then each counter). */
export const offerVersionSchema = z.object({
  _id: z.string(),
  version: z.number().int(),
  status: z.enum(OFFER_STATUSES),
  sentBy: z.enum(WORK_SIDES),
  terms: offerTermsSchema,
  createdAt: z.string(),
  respondedAt: z.string().nullable(),
  /** Why it was declined, when it was. */
  reason: z.string(),
});
export type OfferVersion = z.infer<typeof offerVersionSchema>;

/** The latest version of a negotiation as the viewer sees it, with what the viewer may do now. */
export const offerSchema = offerVersionSchema.extend({
  /** The viewer's side. */
  side: z.enum(WORK_SIDES),
  opportunity: z.object({ _id: z.string(), title: z.string() }),
  applicationId: z.string().nullable(),
  client: partySchema,
  worker: partySchema,
  expiresAt: z.string(),
  /** When the receiving side first opened it; the sender may withdraw quietly before (decision 060). */
  seenAt: z.string().nullable(),
  /** Set once accepted. */
  engagementId: z.string().nullable(),
  conversationKey: z.string().nullable(),
  can: z.object({ accept: z.boolean(), decline: z.boolean(), counter: z.boolean(), withdraw: z.boolean() }),
});
export type Offer = z.infer<typeof offerSchema>;
/** `GET /v1/offers/:id`: the version asked for, and the whole negotiation, oldest first. */
export const offerDetailSchema = offerSchema.extend({ history: z.array(offerVersionSchema) });
export type OfferDetail = z.infer<typeof offerDetailSchema>;

export const milestoneSchema = z.object({
  _id: z.string(),
  engagementId: z.string(),
  position: z.number().int(),
  title: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  dueDate: z.string(),
  status: z.enum(MILESTONE_STATUSES),
  proposedBy: z.enum(WORK_SIDES),
  submittedAt: z.string().nullable(),
  submissionNote: z.string(),
  files: z.array(fileRefSchema),
  changesNote: z.string(),
  approvedAt: z.string().nullable(),
  /** Approved by itself 14 days after submission (decision 122). */
  autoApproved: z.boolean(),
  /** While submitted: when it will be approved by itself. */
  autoApproveAt: z.string().nullable(),
  invoiceId: z.string().nullable(),
  can: z.object({
    accept: z.boolean(),
    decline: z.boolean(),
    submit: z.boolean(),
    approve: z.boolean(),
    requestChanges: z.boolean(),
  }),
});
export type Milestone = z.infer<typeof milestoneSchema>;

export const NEXT_ACTION_KINDS = [
  'answer_milestone',
  'submit_milestone',
  'approve_milestone',
  'log_time',
  'submit_week',
  'approve_week',
  'pay_invoice',
  'confirm_payment',
] as const;
/** `GET /v1/engagements/:id`: the engagement with its terms and the work on it (decision 122). */
export const engagementDetailSchema = engagementSchema.extend({
  /** Null for engagements made before offers existed (no terms were agreed). */
  terms: offerTermsSchema.nullable(),
  offerId: z.string().nullable(),
  milestones: z.array(milestoneSchema),
  /** Hourly: the current ISO week's timesheet (an open, empty one when nothing is logged yet). */
  currentWeek: timesheetSchema.nullable(),
  /** Hourly: the latest weeks with time, newest first (at most 12). */
  timesheets: z.array(timesheetSchema),
  invoices: z.array(invoiceSummarySchema),
  can: z.object({
    proposeMilestone: z.boolean(),
    logTime: z.boolean(),
    end: z.boolean(),
    review: z.boolean(),
  }),
  /** What the viewer should do next, in a plain sentence ("Approve milestone 2"), or null. */
  nextAction: z
    .object({ kind: z.enum(NEXT_ACTION_KINDS), targetId: z.string(), label: z.string() })
    .nullable(),
  /** When the engagement cannot end yet: why, in a plain sentence (decision 122). */
  endBlockedReason: z.string().nullable(),
});
export type EngagementDetail = z.infer<typeof engagementDetailSchema>;
