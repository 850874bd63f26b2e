import { z } from 'zod';
import { OCCUPATIONS, PUBLIC_CODE_PATTERN, WORKING_MODES, WORKLOADS } from './constants.js';
import { pageSchema, paginationQuerySchema } from './envelope.js';
import {
  APPLICATION_STATUSES,
  EMPLOYER_TAB_NAMES,
  EXPERTISE_AREAS,
  LIST_TYPES,
  OPPORTUNITY_SORTS,
  OPPORTUNITY_STATUSES,
  OPPORTUNITY_TYPES,
  type OpportunityType,
  PAY_TYPES,
  PAY_TYPES_BY_OPPORTUNITY_TYPE,
  type PayType,
  PIPELINE_STATUSES,
  REQUEST_STATUSES,
  YEARS_OF_EXPERIENCE,
} from './opportunities-constants.js';
import { screeningAnswerSchema, screeningAnswersSchema, screeningQuestionsSchema } from './screening.js';
import { fileRefSchema } from './user.js';

const NUL_MESSAGE = 'must not contain NUL characters';
const text = (max: number) =>
  z
    .string({
      error: (issue: { input: unknown }) => (issue.input === undefined ? 'is required' : 'must be text'),
    })
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine((value) => !value.includes('\u0000'), NUL_MESSAGE);

const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `must be one of ${values.join(', ')}` });

const amount = z
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(0, 'must not be negative')
  .max(100_000_000, 'is too large');

const dateString = z
  .string({ error: 'must be a date written YYYY-MM-DD' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
  .refine((value) => !Number.isNaN(Date.parse(value)), 'must be a real date');

/** What an employer or agency writes when posting; the description is Markdown (decision 009). */
const opportunityFieldsSchema = z.object({
  type: oneOf(OPPORTUNITY_TYPES),
  title: text(120).min(3, 'must be at least 3 characters'),
  description: text(20_000).min(20, 'must be at least 20 characters'),
  occupation: oneOf(OCCUPATIONS),
  expertise: z.array(oneOf(EXPERTISE_AREAS)).max(8, 'must list at most 8 areas').default([]),
  skills: z
    .array(text(40).min(1, 'must not be empty'))
    .min(1, 'must list at least one skill')
    .max(20, 'must list at most 20 skills'),
  yearsOfExperience: z
    .number({ error: 'must be one of 1, 3, 5, 10, 11' })
    .refine((value) => YEARS_OF_EXPERIENCE.includes(value), 'must be one of 1, 3, 5, 10, 11'),
  workingMode: oneOf(WORKING_MODES),
  workload: oneOf(WORKLOADS),
  payType: oneOf(PAY_TYPES),
  payMin: amount,
  payMax: amount,
  location: text(200).default(''),
  openings: z.number({ error: 'must be a number' }).int('must be a whole number').min(1).max(1000).default(1),
  deadline: dateString.nullable().default(null),
  screeningQuestions: screeningQuestionsSchema.default([]),
});

function checkPay(
  value: { type?: OpportunityType; payType?: PayType; payMin?: number; payMax?: number },
  context: z.RefinementCtx,
) {
  if (value.type && value.payType && !PAY_TYPES_BY_OPPORTUNITY_TYPE[value.type].includes(value.payType)) {
    context.addIssue({
      code: 'custom',
      path: ['payType'],
      message: `must be ${PAY_TYPES_BY_OPPORTUNITY_TYPE[value.type].join(' or ')} for a ${value.type}`,
    });
  }
  if (value.payMin !== undefined && value.payMax !== undefined && value.payMin > value.payMax) {
    context.addIssue({ code: 'custom', path: ['payMax'], message: 'must not be less than the lowest pay' });
  }
}

export const opportunityCreateInputSchema = opportunityFieldsSchema
  .extend({ status: z.enum(['draft', 'open'], { error: 'must be draft or open' }).default('open') })
  .superRefine(checkPay);
export type OpportunityCreateInput = z.input<typeof opportunityCreateInputSchema>;

export const opportunityUpdateInputSchema = opportunityFieldsSchema
  .partial()
  .extend({
    deadline: dateString.nullable().optional(),
    screeningQuestions: screeningQuestionsSchema.optional(),
  })
  .superRefine(checkPay);
export type OpportunityUpdateInput = z.input<typeof opportunityUpdateInputSchema>;

export const opportunityStatusInputSchema = z.object({
  status: z.enum(['open', 'paused', 'closed'], { error: 'must be open, paused or closed' }),
});

export const opportunityIdParamsSchema = z.object({ id: z.uuid({ error: 'must be an opportunity id' }) });
export const applicationIdParamsSchema = z.object({ id: z.uuid({ error: 'must be an application id' }) });
export const requestIdParamsSchema = z.object({ id: z.uuid({ error: 'must be a request id' }) });

/** A repeated query key (`?expertise=a&expertise=b`) or a single one, as a list. */
function queryList<T extends z.ZodType>(item: T) {
  return z
    .preprocess(
      (value) => (value === undefined || value === '' ? [] : Array.isArray(value) ? value : [value]),
      z.array(item).max(20, 'must list at most 20 values'),
    )
    .default([]);
}

const yearsItem = z.coerce
  .number({ error: 'must be one of 1, 3, 5, 10, 11' })
  .refine((value) => YEARS_OF_EXPERIENCE.includes(value), 'must be one of 1, 3, 5, 10, 11');

/** The data rules Filter state as query parameters; unknown values are refused with a sentence naming the field. */
export const opportunitySearchFiltersSchema = z.object({
  tab: oneOf(OPPORTUNITY_TYPES).default('Job'),
  /** The kind of freelancer wanted: the opportunity's occupation. */
  freelancerType: queryList(oneOf(OCCUPATIONS)),
  expertise: queryList(oneOf(EXPERTISE_AREAS)),
  workload: queryList(oneOf(WORKLOADS)),
  /** Projects: Fixed or Hourly. */
  payType: queryList(oneOf(PAY_TYPES)),
  yearsOfExperience: queryList(yearsItem),
  workingMode: queryList(oneOf(WORKING_MODES)),
  /** Jobs: Monthly or Hourly; default Monthly (the data rules, the product constants). */
  salary: queryList(oneOf(PAY_TYPES)),
  rangePrice: z
    .preprocess(
      (value) => (value === undefined ? undefined : Array.isArray(value) ? value : String(value).split(',')),
      z
        .array(
          z.coerce.number({ error: 'must be numbers' }).int('must be whole numbers').min(0).max(100_000_000),
        )
        .length(2, 'must be two numbers: the lowest and the highest pay'),
    )
    .refine((range) => range === undefined || (range[0] ?? 0) <= (range[1] ?? 0), {
      message: 'must start with the lower number',
    })
    .optional(),
  /** The keyword (the data rules `jobName`): title, description and skills, tolerant of typos. */
  jobName: text(100).optional(),
  sort: oneOf(OPPORTUNITY_SORTS).default('newest'),
});
export type OpportunitySearchFilters = z.infer<typeof opportunitySearchFiltersSchema>;

export const opportunitySearchQuerySchema = opportunitySearchFiltersSchema.extend(
  paginationQuerySchema.shape,
);
export type OpportunitySearchQuery = z.infer<typeof opportunitySearchQuerySchema>;

export const companyCardSchema = z.object({
  code: z.string(),
  name: z.string(),
  role: z.enum(['employer', 'agency']),
  companyIndustry: z.string(),
  companyLocation: z.string(),
  companySize: z.string(),
  aboutBusiness: z.string(),
  avatar: z.array(fileRefSchema),
  hired: z.number().int(),
  post: z.number().int(),
  recruited: z.number().int(),
  /** Public once the owner finished onboarding (same rule as the company page). */
  isPublic: z.boolean(),
});
export type CompanyCard = z.infer<typeof companyCardSchema>;

/** One row of a listing. */
export const opportunitySummarySchema = z.object({
  _id: z.string(),
  type: oneOf(OPPORTUNITY_TYPES),
  title: z.string(),
  excerpt: z.string(),
  occupation: z.string(),
  expertise: z.array(z.string()),
  skills: z.array(z.string()),
  experienceLevel: z.string(),
  yearsOfExperience: z.number().int(),
  workingMode: z.string(),
  workload: z.string(),
  payType: oneOf(PAY_TYPES),
  payMin: z.number().int(),
  payMax: z.number().int(),
  location: z.string(),
  openings: z.number().int(),
  deadline: z.string().nullable(),
  status: oneOf(OPPORTUNITY_STATUSES),
  isFeatured: z.boolean(),
  publishedAt: z.string().nullable(),
  company: z.object({
    code: z.string(),
    name: z.string(),
    avatar: z.array(fileRefSchema),
    /** The company's published reviews: average (0 when none) and how many (decision 097). */
    rating: z.number(),
    numberOfRate: z.number().int(),
  }),
});
export type OpportunitySummary = z.infer<typeof opportunitySummarySchema>;

export const viewerStateSchema = z.object({
  isSaved: z.boolean(),
  /** The caller's application, if any. */
  application: z.object({ _id: z.string(), status: oneOf(APPLICATION_STATUSES) }).nullable(),
  /** A pending invitation to this opportunity for the caller. */
  requestId: z.string().nullable(),
  /** The caller's company posted it (may edit and see applicants). */
  isOwner: z.boolean(),
  canApply: z.boolean(),
});
export type ViewerState = z.infer<typeof viewerStateSchema>;

/** The company's track record on a job page (decision 107): counters, never an aggregation per view. */
export const companyTrackRecordSchema = z.object({
  /** Applications to this opportunity (withdrawn ones leave). */
  applicants: z.number().int(),
  /** Across the company: opportunities published, hires made, opportunities with a hire. */
  jobsPosted: z.number().int(),
  hires: z.number().int(),
  jobsWithHire: z.number().int(),
  /** jobsWithHire / jobsPosted, 0..1; null before the first posting. */
  hireRate: z.number().nullable(),
  /** Median wait for a first answer (a status change or a message), latest 200 answers. */
  medianFirstAnswerSeconds: z.number().int().nullable(),
  answered: z.number().int(),
  lastActiveAt: z.string().nullable(),
});
export type CompanyTrackRecord = z.infer<typeof companyTrackRecordSchema>;

export const opportunityDetailSchema = opportunitySummarySchema.extend({
  trackRecord: companyTrackRecordSchema,
  description: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  hiredCount: z.number().int(),
  isHidden: z.boolean(),
  /** What every applicant answers (decision 127); empty when the listing asks nothing. */
  screeningQuestions: z.array(z.string()),
  companyCard: companyCardSchema,
  viewer: viewerStateSchema,
});
export type OpportunityDetail = z.infer<typeof opportunityDetailSchema>;

export const facetCountSchema = z.object({ value: z.string(), count: z.number().int() });
export const opportunityFacetsSchema = z.object({
  tab: z.array(facetCountSchema),
  freelancerType: z.array(facetCountSchema),
  expertise: z.array(facetCountSchema),
  workload: z.array(facetCountSchema),
  payType: z.array(facetCountSchema),
  yearsOfExperience: z.array(facetCountSchema),
  workingMode: z.array(facetCountSchema),
});
export const FACET_KEYS = [
  'tab',
  'freelancerType',
  'expertise',
  'workload',
  'payType',
  'yearsOfExperience',
  'workingMode',
] as const;
export type FacetKey = (typeof FACET_KEYS)[number];
/**
 * Facet counts (decision 055): exact, except the groups named in `capped`, whose counts were taken
 * from the first `cap` matches and so mean "at least this many" (shown as "12+").
 */
export const opportunityFacetsAnswerSchema = opportunityFacetsSchema.extend({
  capped: z.array(z.enum(FACET_KEYS)),
  cap: z.number().int(),
});
export type OpportunityFacets = z.infer<typeof opportunityFacetsAnswerSchema>;

/**
 * One page of search results. `total` is exact when `isTotalExact`; otherwise the search stopped
 * counting at `total` (shown as "1,000+"). `didYouMean` is the keyword with its typos corrected
 * (its words were searched too), or null.
 */
export const opportunitySearchPageSchema = pageSchema(opportunitySummarySchema).extend({
  isTotalExact: z.boolean(),
  didYouMean: z.string().nullable(),
});
export type OpportunitySearchPage = z.infer<typeof opportunitySearchPageSchema>;

/** The owner's list row: the summary with pipeline counts. */
export const ownOpportunitySchema = opportunitySummarySchema.extend({
  applicantCount: z.number().int(),
  newApplicantCount: z.number().int(),
  hiredCount: z.number().int(),
  isHidden: z.boolean(),
  updatedAt: z.string(),
});
export type OwnOpportunity = z.infer<typeof ownOpportunitySchema>;

export const ownOpportunitiesQuerySchema = paginationQuerySchema.extend({
  tabName: oneOf(EMPLOYER_TAB_NAMES).default('All'),
  /** "All" lists jobs and projects together (the web app opens on it). */
  type: oneOf(LIST_TYPES).default('Job'),
  /** Narrows to one status (the invite picker asks for `open`: only those take invitations). */
  status: oneOf(OPPORTUNITY_STATUSES).optional(),
});
export type OwnOpportunitiesQuery = z.infer<typeof ownOpportunitiesQuerySchema>;

/** `GET /v1/company/:code/opportunities`: a company's open jobs and projects, one type at a time. */
export const companyOpportunitiesQuerySchema = paginationQuerySchema.extend({
  type: oneOf(OPPORTUNITY_TYPES).default('Job'),
});
export type CompanyOpportunitiesQuery = z.infer<typeof companyOpportunitiesQuerySchema>;

export const applyInputSchema = z.object({
  coverLetter: text(5000).min(20, 'must be at least 20 characters'),
  proposedRate: amount,
  /** An `attachment` upload of the caller's (see /v1/file/upload). */
  attachmentFileId: z.uuid({ error: 'must be a file id' }).nullable().default(null),
  /** One answer per screening question of the listing, in its order (decision 127). */
  screeningAnswers: screeningAnswersSchema,
});
export type ApplyInput = z.input<typeof applyInputSchema>;

export const applicantCardSchema = z.object({
  code: z.string(),
  fullname: z.string(),
  userRole: z.enum(['freelancer', 'agency']),
  occupation: z.string(),
  experienceLevel: z.string(),
  skills: z.array(z.string()),
  avatar: z.array(fileRefSchema),
  company: z.object({ code: z.string(), name: z.string() }).nullable(),
  /** The public average of reviews (0 when none) and how many there are. */
  rating: z.number(),
  numberOfRate: z.number().int(),
});

/** An application as the employer sees it in the pipeline. */
export const applicationSchema = z.object({
  _id: z.string(),
  opportunityId: z.string(),
  status: oneOf(APPLICATION_STATUSES),
  coverLetter: z.string(),
  proposedRate: z.number().int(),
  attachment: fileRefSchema.nullable(),
  note: z.string(),
  createdAt: z.string(),
  statusChangedAt: z.string(),
  /** A hire or rejection can be undone until then (decision 060); null otherwise. */
  undoUntil: z.string().nullable(),
  /** The screening questions as asked, with the candidate's answers. */
  screeningAnswers: z.array(screeningAnswerSchema),
  applicant: applicantCardSchema,
});
export type Application = z.infer<typeof applicationSchema>;

/** An application as its candidate sees it: no private employer notes. */
export const myApplicationSchema = z.object({
  _id: z.string(),
  status: oneOf(APPLICATION_STATUSES),
  coverLetter: z.string(),
  proposedRate: z.number().int(),
  attachment: fileRefSchema.nullable(),
  createdAt: z.string(),
  statusChangedAt: z.string(),
  opportunity: opportunitySummarySchema,
});
export type MyApplication = z.infer<typeof myApplicationSchema>;

export const applicationsQuerySchema = paginationQuerySchema.extend({
  status: oneOf(APPLICATION_STATUSES).optional(),
});
export const myListQuerySchema = paginationQuerySchema.extend({
  /** The data rules Job state `typeAppliedJob` (default "Job"); "All" lists both types together. */
  type: oneOf(LIST_TYPES).default('Job'),
});
export type MyListQuery = z.infer<typeof myListQuerySchema>;

export const applicationStatusInputSchema = z.object({ status: oneOf(PIPELINE_STATUSES) });
export const applicationNoteInputSchema = z.object({ note: text(5000) });
export const saveInputSchema = z.object({ isSaved: z.boolean({ error: 'must be true or false' }) });
export const reportInputSchema = z.object({ reason: text(1000).min(5, 'must be at least 5 characters') });

export const inviteInputSchema = z.object({
  freelancerCode: z
    .string({ error: 'is required' })
    .trim()
    .regex(PUBLIC_CODE_PATTERN, 'must be a freelancer code of letters and digits'),
  message: text(2000).default(''),
});
export type InviteInput = z.input<typeof inviteInputSchema>;

export const requestRespondInputSchema = z.object({ accept: z.boolean({ error: 'must be true or false' }) });

/** An invitation (the route rules `/freelancer/opportunities/request`). */
export const opportunityRequestSchema = z.object({
  _id: z.string(),
  status: oneOf(REQUEST_STATUSES),
  message: z.string(),
  createdAt: z.string(),
  respondedAt: z.string().nullable(),
  opportunity: opportunitySummarySchema,
  invitee: z.object({ code: z.string(), fullname: z.string() }),
});
export type OpportunityRequest = z.infer<typeof opportunityRequestSchema>;

export const reportResultSchema = z.object({ isReported: z.literal(true) });
export const savedResultSchema = z.object({ isSaved: z.boolean() });
