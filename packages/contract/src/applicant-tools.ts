import { z } from 'zod';
import { screeningAnswerSchema } from './screening.js';

/** Applicants compared side by side (decision 127): at most this many at once. */
export const MAX_COMPARED_APPLICANTS = 4;
/** Applicants rejected in one request. */
export const MAX_BULK_REJECT = 50;
export const BULK_REJECT_MESSAGE_MAX = 2000;
/** The kind words a bulk rejection carries unless the poster writes their own. */
export const DEFAULT_REJECTION_MESSAGE =
  'Thank you for applying and for the time you took. We have decided to go ahead with other candidates for this role, and we wish you every success in your search.';

const applicationId = z.uuid({ error: 'must be application ids' });

/** `?ids=a,b,c`: the applications to compare, comma-separated, 2 to 4 of them. */
export const compareApplicantsQuerySchema = z.object({
  ids: z
    .string({ error: 'is required' })
    .max(200, `must name at most ${MAX_COMPARED_APPLICANTS} applications`)
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(applicationId)
        .min(1, 'must name at least one application')
        .max(MAX_COMPARED_APPLICANTS, `must name at most ${MAX_COMPARED_APPLICANTS} applications`),
    ),
});
export type CompareApplicantsQuery = z.input<typeof compareApplicantsQuerySchema>;

/** One applicant in the compare view: what the pipeline shows, side by side. */
export const applicantComparisonSchema = z.object({
  _id: z.string(),
  status: z.string(),
  proposedRate: z.number().int(),
  fullname: z.string(),
  code: z.string(),
  userRole: z.enum(['freelancer', 'agency']),
  occupation: z.string(),
  experienceLevel: z.string(),
  skills: z.array(z.string()),
  /** The rating of public reviews (0 when none) and how many there are. */
  rating: z.number(),
  numberOfRate: z.number().int(),
  /** The profile's own rate, as the person wrote it. */
  hourlyRate: z.string(),
  /** From when they are available (YYYY-MM-DD), null when they did not say; open to offers. */
  availableFrom: z.string().nullable(),
  openToOffers: z.boolean(),
  /** Years of work listed on the profile, by its entries. */
  workExperience: z.array(z.object({ title: z.string(), company: z.string() })),
  screeningAnswers: z.array(screeningAnswerSchema),
});
export type ApplicantComparison = z.infer<typeof applicantComparisonSchema>;
export const applicantComparisonListSchema = z.object({ items: z.array(applicantComparisonSchema) });

export const bulkRejectInputSchema = z.object({
  applicationIds: z
    .array(applicationId, { error: 'must be a list of application ids' })
    .min(1, 'must name at least one application')
    .max(MAX_BULK_REJECT, `must name at most ${MAX_BULK_REJECT} applications`),
  message: z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'must not be empty')
    .max(BULK_REJECT_MESSAGE_MAX, `must be at most ${BULK_REJECT_MESSAGE_MAX} characters`)
    .refine((value) => !value.includes('\u0000'), 'must not contain NUL characters'),
});
export type BulkRejectInput = z.input<typeof bulkRejectInputSchema>;

/** What happened to each named application: rejected now, already rejected, or left as it was. */
export const bulkRejectResultSchema = z.object({
  items: z.array(
    z.object({
      _id: z.string(),
      status: z.string(),
      outcome: z.enum(['rejected', 'alreadyRejected', 'notRejectable']),
    }),
  ),
  /** The rejections can be undone one by one until then (decision 060); null when none was made. */
  undoUntil: z.string().nullable(),
});
export type BulkRejectResult = z.infer<typeof bulkRejectResultSchema>;

/** The hiring conversation with an applicant (decision 061), opened or continued. */
export const applicantConversationSchema = z.object({ conversationId: z.string(), isCreated: z.boolean() });

/** The token of a new-applicant mail's unsubscribe link. */
export const applicantMailLinkQuerySchema = z.object({
  token: z
    .string({ error: 'is required' })
    .min(10, 'is not a valid link')
    .max(200, 'is not a valid link')
    .regex(/^[A-Za-z0-9._-]+$/, 'is not a valid link'),
});
