import { z } from 'zod';
import { benchPreviewPersonSchema } from './agency-bench.js';
import { OCCUPATIONS, WORKING_MODES, WORKLOADS } from './constants.js';
import { paginationQuerySchema } from './envelope.js';
import { countryCodeSchema, languageCodeSchema, languageLevelSchema, locationShape } from './location.js';
import { facetCountSchema } from './opportunities.js';
import { EXPERTISE_AREAS, YEARS_OF_EXPERIENCE } from './opportunities-constants.js';
import { isValidTimeZone } from './time-zones.js';
import { fileRefSchema } from './user.js';

/** The two tabs of the talent directory: freelancers, or agencies (companies of agency role). */
export const TALENT_TABS = ['Freelancer', 'Agency'] as const;
export type TalentTab = (typeof TALENT_TABS)[number];

/** Which rate `rangePrice` and the rate sorts read. */
export const TALENT_PAY_TYPES = ['Hourly', 'Monthly'] as const;
export type TalentPayType = (typeof TALENT_PAY_TYPES)[number];

export const TALENT_SORTS = ['bestMatch', 'rating', 'rateLow', 'rateHigh', 'recentlyActive'] as const;
export type TalentSort = (typeof TALENT_SORTS)[number];

/**
 * Who may see a freelancer (decision 100): `public` (everyone, guests and search engines),
 * `members` (signed-in employers and agencies; the default) or `hidden` (only the person).
 */
export const PROFILE_VISIBILITIES = ['public', 'members', 'hidden'] as const;
export type ProfileVisibility = (typeof PROFILE_VISIBILITIES)[number];
export const DEFAULT_PROFILE_VISIBILITY: ProfileVisibility = 'members';

const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `must be one of ${values.join(', ')}` });

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

const rangePriceSchema = z
  .preprocess(
    (value) => (value === undefined ? undefined : Array.isArray(value) ? value : String(value).split(',')),
    z
      .array(
        z.coerce.number({ error: 'must be numbers' }).int('must be whole numbers').min(0).max(100_000_000),
      )
      .length(2, 'must be two numbers: the lowest and the highest rate'),
  )
  .refine((range) => range === undefined || (range[0] ?? 0) <= (range[1] ?? 0), {
    message: 'must start with the lower number',
  })
  .optional();

/**
 * The data rules Filter state applied to people, as query parameters. Unknown values are refused with a
 * sentence naming the field. On the Agency tab only `jobName` and `sort` (bestMatch, rating) apply.
 */
export const talentSearchFiltersSchema = z.object({
  tab: oneOf(TALENT_TABS).default('Freelancer'),
  /** The freelancer's occupation. */
  freelancerType: queryList(oneOf(OCCUPATIONS)),
  expertise: queryList(oneOf(EXPERTISE_AREAS)),
  /** The freelancer's preferred workload (profile `workLoad`). */
  workload: queryList(oneOf(WORKLOADS)),
  workingMode: queryList(oneOf(WORKING_MODES)),
  /** Experience level by its years (1 Fresher, 3 Junior, 5 Mid-Senior, 10 Senior, 11 Expert). */
  yearsOfExperience: queryList(yearsItem),
  /** Keeps people who ask a rate of this kind; also picks the rate `rangePrice` and the rate sorts read (Hourly when absent). */
  payType: oneOf(TALENT_PAY_TYPES).optional(),
  /** `min,max` of the chosen rate; the default 0,500 is no constraint (decision 009). */
  rangePrice: rangePriceSchema,
  /** The keyword (the data rules `jobName`): name, headline (describeYourself), skills, occupation and portfolio, tolerant of typos. */
  jobName: z
    .string({ error: 'must be text' })
    .trim()
    .max(100, 'must be at most 100 characters')
    .refine((value) => !value.includes('\u0000'), 'must not contain NUL characters')
    .optional(),
  sort: oneOf(TALENT_SORTS).default('bestMatch'),
  /** People in these countries (ISO 3166-1 alpha-2; decision 129). */
  country: queryList(countryCodeSchema),
  /** People who speak any of these languages (ISO 639-1) … */
  language: queryList(languageCodeSchema),
  /** … at this level or better (any level when absent). */
  languageLevel: languageLevelSchema.optional(),
  /** The viewer's time zone (IANA, from the browser): the other side of `overlap`. */
  tz: z
    .string({ error: 'must be a time zone name, like Europe/Paris' })
    .trim()
    .refine(isValidTimeZone, 'must be a time zone name, like Europe/Paris')
    .optional(),
  /** At least this many working hours (09:00–17:00 local) in common with `tz`, at the time of the search. */
  overlap: z.coerce
    .number({ error: 'must be a number of hours from 1 to 8' })
    .int('must be a whole number of hours from 1 to 8')
    .min(1, 'must be a number of hours from 1 to 8')
    .max(8, 'must be a number of hours from 1 to 8')
    .optional(),
});
export type TalentSearchFilters = z.infer<typeof talentSearchFiltersSchema>;

export const talentSearchQuerySchema = talentSearchFiltersSchema.extend(paginationQuerySchema.shape);
export type TalentSearchQuery = z.infer<typeof talentSearchQuerySchema>;

/** A freelancer as the directory shows them. Never email, phone, date of birth, address, bank or resume. */
export const talentCardSchema = z.object({
  code: z.string(),
  fullname: z.string(),
  avatar: z.array(fileRefSchema),
  occupation: z.string(),
  experienceLevel: z.string(),
  skills: z.array(z.string()),
  expertise: z.array(z.string()),
  /** The start of describeYourself (at most 160 characters). */
  headline: z.string(),
  nationality: z.string(),
  workingMode: z.string(),
  workLoad: z.string(),
  /** Asked rates; 0 when the person gave none. */
  hourlyRate: z.number(),
  monthlyRate: z.number(),
  rating: z.number(),
  numberOfRate: z.number().int(),
  /** A paid highlight is running (decision 040): lifted in the best-match order and marked. */
  isHighlighted: z.boolean(),
  /** The first day they can start (YYYY-MM-DD), or null when not given. */
  availableFrom: z.string().nullable(),
  openToOffers: z.boolean(),
  /** Country, city, time zone and languages (decision 129); '' and [] when not given. */
  ...locationShape,
});
export type TalentCard = z.infer<typeof talentCardSchema>;

/** An agency (a company of agency role) in the Agency tab. */
export const agencyCardSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** The logo (at most one). */
  avatar: z.array(fileRefSchema),
  companyIndustry: z.string(),
  companyLocation: z.string(),
  companySize: z.string(),
  /** The start of aboutBusiness (at most 160 characters). */
  about: z.string(),
  rating: z.number(),
  numberOfRate: z.number().int(),
  /** The owner's user code: Message opens the direct conversation with them (null when closed). */
  ownerCode: z.string().nullable(),
  /** People on the agency's bench whom the viewer may see (decision 131), and the first few. */
  benchCount: z.number().int(),
  benchPreview: z.array(benchPreviewPersonSchema),
});
export type AgencyCard = z.infer<typeof agencyCardSchema>;

const searchPageFields = {
  total: z.number().int(),
  page: z.number().int(),
  recordPerPage: z.number().int(),
  /** `total` is exact; otherwise counting stopped there (shown as "1,000+"). */
  isTotalExact: z.boolean(),
  /** The keyword with its typos corrected (its words were searched too), or null. */
  didYouMean: z.string().nullable(),
};

/** One page of the directory; `tab` says which cards `items` holds. */
export const talentSearchPageSchema = z.discriminatedUnion('tab', [
  z.object({ tab: z.literal('Freelancer'), items: z.array(talentCardSchema), ...searchPageFields }),
  z.object({ tab: z.literal('Agency'), items: z.array(agencyCardSchema), ...searchPageFields }),
]);
export type TalentSearchPage = z.infer<typeof talentSearchPageSchema>;

export const TALENT_FACET_KEYS = [
  'tab',
  'freelancerType',
  'expertise',
  'workload',
  'workingMode',
  'yearsOfExperience',
  'payType',
] as const;
export type TalentFacetKey = (typeof TALENT_FACET_KEYS)[number];

/**
 * How many results each option gives with the other filters applied (decision 055 applied to
 * people). Groups named in `capped` were counted over the first `cap` matches and mean "at least".
 * On the Agency tab only `tab` is filled.
 */
export const talentFacetsAnswerSchema = z.object({
  tab: z.array(facetCountSchema),
  freelancerType: z.array(facetCountSchema),
  expertise: z.array(facetCountSchema),
  workload: z.array(facetCountSchema),
  workingMode: z.array(facetCountSchema),
  yearsOfExperience: z.array(facetCountSchema),
  payType: z.array(facetCountSchema),
  capped: z.array(z.enum(TALENT_FACET_KEYS)),
  cap: z.number().int(),
});
export type TalentFacets = z.infer<typeof talentFacetsAnswerSchema>;

const dateString = z
  .string({ error: 'must be a date written YYYY-MM-DD' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
  .refine((value) => !Number.isNaN(Date.parse(value)), 'must be a real date');

/** The signed-in freelancer's visibility settings. */
export const talentVisibilitySchema = z.object({
  profileVisibility: oneOf(PROFILE_VISIBILITIES),
  availableFrom: z.string().nullable(),
  openToOffers: z.boolean(),
});
export type TalentVisibility = z.infer<typeof talentVisibilitySchema>;

export const talentVisibilityInputSchema = z.object({
  profileVisibility: oneOf(PROFILE_VISIBILITIES),
  availableFrom: dateString.nullable().default(null),
  openToOffers: z.boolean({ error: 'must be true or false' }).default(false),
});
export type TalentVisibilityInput = z.input<typeof talentVisibilityInputSchema>;
