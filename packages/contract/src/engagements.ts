import { z } from 'zod';
import { paginationQuerySchema } from './envelope.js';
import { fileRefSchema } from './user.js';

/** Engagements and double-blind reviews (issue 19, decisions 096 and 097). */
export const ENGAGEMENT_STATUSES = ['active', 'completed', 'cancelled'] as const;
export type EngagementStatus = (typeof ENGAGEMENT_STATUSES)[number];
export const ENGAGEMENT_OUTCOMES = ['completed', 'cancelled'] as const;
export type EngagementOutcome = (typeof ENGAGEMENT_OUTCOMES)[number];
/** Reviews stay hidden until both sides reviewed, or this long after the end (then reviewing closes). */
export const REVIEW_WINDOW_DAYS = 14;
/** A review says something: at least this many characters (issue 35). */
export const REVIEW_MIN_LENGTH = 20;

const text = (max: number) =>
  z
    .string({
      error: (issue: { input: unknown }) => (issue.input === undefined ? 'is required' : 'must be text'),
    })
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine((value) => !value.includes('\u0000'), 'must not contain NUL characters');

export const engagementIdParamsSchema = z.object({ id: z.uuid({ error: 'must be an engagement id' }) });
export const reviewIdParamsSchema = z.object({ id: z.uuid({ error: 'must be a review id' }) });

export const engagementsQuerySchema = paginationQuerySchema.extend({
  status: z
    .enum(ENGAGEMENT_STATUSES, { error: `must be one of ${ENGAGEMENT_STATUSES.join(', ')}` })
    .optional(),
});

export const endEngagementInputSchema = z.object({
  outcome: z.enum(ENGAGEMENT_OUTCOMES, { error: `must be one of ${ENGAGEMENT_OUTCOMES.join(', ')}` }),
  reason: text(1000).default(''),
});
export type EndEngagementInput = z.input<typeof endEngagementInputSchema>;

export const reviewInputSchema = z.object({
  rating: z
    .number({ error: 'must be a whole number from 1 to 5' })
    .int('must be a whole number from 1 to 5')
    .min(1, 'must be a whole number from 1 to 5')
    .max(5, 'must be a whole number from 1 to 5'),
  comment: text(2000).min(
    REVIEW_MIN_LENGTH,
    `must be at least ${REVIEW_MIN_LENGTH} characters: say what working together was like`,
  ),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;

export const reviewReplyInputSchema = z.object({ reply: text(2000).min(1, 'is required') });
export type ReviewReplyInput = z.input<typeof reviewReplyInputSchema>;

/** A review as the engagement's sides see it. */
export const engagementReviewSchema = z.object({
  _id: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  createdAt: z.string(),
  isPublished: z.boolean(),
  reply: z.string().nullable(),
  /** Set when staff hid the review after a report (decision 106): why, in their words. */
  hiddenReason: z.string().nullable(),
});

export const engagementSchema = z.object({
  _id: z.string(),
  opportunity: z.object({ _id: z.string(), title: z.string() }),
  /** Which side the viewer is on: the hiring company (`client`) or the one hired (`worker`). */
  side: z.enum(['client', 'worker']),
  /** The other side: a freelancer (`user`) or a company (the client, or the hired agency). */
  otherParty: z.object({
    kind: z.enum(['user', 'company']),
    code: z.string(),
    name: z.string(),
    avatar: z.array(fileRefSchema),
  }),
  status: z.enum(ENGAGEMENT_STATUSES),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  endReason: z.string(),
  /** The working conversation, which stays open after the end. */
  conversationKey: z.string(),
  mayEnd: z.boolean(),
  hasReviewed: z.boolean(),
  mayReview: z.boolean(),
  /** Reviews become public together: both in, or 14 days after the end. */
  reviewsPublishedAt: z.string().nullable(),
  /** The viewer's own review (once written) and the other side's (once published). */
  myReview: engagementReviewSchema.nullable(),
  theirReview: engagementReviewSchema.nullable(),
});
export type Engagement = z.infer<typeof engagementSchema>;

/** A published review on a public profile or company page: no private data. */
export const publicReviewSchema = z.object({
  _id: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  publishedAt: z.string(),
  /** First name, and the reviewer's company name or role. */
  reviewer: z.object({ firstName: z.string(), companyName: z.string().nullable(), role: z.string() }),
  reply: z.object({ text: z.string(), createdAt: z.string() }).nullable(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

export const publicReviewsQuerySchema = paginationQuerySchema;

/** A page of public reviews plus the reviewed side's current rating. */
export const publicReviewPageSchema = z.object({
  items: z.array(publicReviewSchema),
  total: z.number().int(),
  page: z.number().int(),
  recordPerPage: z.number().int(),
  rating: z.number(),
  numberOfRate: z.number().int(),
});

/** Anyone signed in may report a published review once (decision 106). */
export const reportReviewInputSchema = z.object({
  reason: text(1000).min(5, 'must be at least 5 characters'),
});
export type ReportReviewInput = z.input<typeof reportReviewInputSchema>;
export const reportReviewResultSchema = z.object({ isReported: z.literal(true) });

/** A review with reports waiting for staff, or one staff hid (staff console). */
export const reportedReviewSchema = z.object({
  _id: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  publishedAt: z.string().nullable(),
  /** Who wrote it and who it is about, by name, so staff can judge without leaving the page. */
  reviewerName: z.string(),
  reviewedName: z.string(),
  isHidden: z.boolean(),
  hiddenReason: z.string().nullable(),
  pendingReports: z.number().int(),
  reasons: z.array(z.string()),
  lastReportedAt: z.string().nullable(),
});
export type ReportedReview = z.infer<typeof reportedReviewSchema>;

export const REVIEW_MODERATION_DECISIONS = ['hide', 'dismiss'] as const;
export const moderateReviewInputSchema = z
  .object({
    decision: z.enum(REVIEW_MODERATION_DECISIONS, { error: 'must be hide or dismiss' }),
    reason: text(500).default(''),
  })
  .refine((input) => input.decision !== 'hide' || input.reason.length >= 5, {
    path: ['reason'],
    message: 'must say in at least 5 characters why the review is hidden',
  });
export type ModerateReviewInput = z.input<typeof moderateReviewInputSchema>;
