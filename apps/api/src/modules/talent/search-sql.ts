import {
  EXPERIENCE_LEVEL_FOR_YEARS,
  levelsAtLeast,
  type ProfileVisibility,
  RANGE_PRICE_DEFAULT,
  supportedTimeZones,
  type TalentFacetKey,
  type TalentSearchFilters,
  zonesOverlapping,
} from '@talentport/contract';
import { inArray, type SQL, sql } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import { invalidField } from '../../lib/app-error.js';
import { prefixQueryOf } from '../../platform/search/typos.js';

/** Who searches: the visibility levels they may see (policies/talent.ts `visibleLevels`). */
export type TalentViewerLevels = { levels: readonly ProfileVisibility[] };

/** Listed in the directory (the partial indexes' predicate of migration 0024). */
export const isListedTalent = sql`${users.userRole} = 'freelancer' and ${users.isOnboard} and ${users.profileVisibility} <> 'hidden'`;

/** The card's columns only: never email, phone, date of birth, address, bank details or resume. */
export const talentCardColumns = {
  id: users.id,
  code: users.code,
  fullname: users.fullname,
  avatar: users.avatar,
  occupation: users.occupation,
  experienceLevel: users.experienceLevel,
  skills: users.skills,
  expertise: users.expertise,
  headlineSource: sql<string>`left(${users.describeYourself}, 200)`,
  nationality: users.nationality,
  workingMode: users.workingMode,
  workLoad: users.workLoad,
  hourlyRate: sql<number>`${users.hourlyRateValue}`,
  monthlyRate: sql<number>`${users.monthlyRateValue}`,
  rating: users.rating,
  numberOfRate: users.numberOfRate,
  availableFrom: users.availableFrom,
  openToOffers: users.openToOffers,
  country: users.country,
  city: users.city,
  timeZone: users.timeZone,
  languages: users.languages,
};

export function keywordOf(filters: Pick<TalentSearchFilters, 'jobName'>): string | null {
  const value = filters.jobName?.trim().toLowerCase();
  return value ? value : null;
}

export function isRangeActive(range: readonly number[] | undefined): range is [number, number] {
  return range !== undefined && !(range[0] === RANGE_PRICE_DEFAULT[0] && range[1] === RANGE_PRICE_DEFAULT[1]);
}

/** The rate `rangePrice` and the rate sorts read: the chosen pay type's, hourly when none is chosen. */
export function rateColumn(filters: Pick<TalentSearchFilters, 'payType'>): SQL {
  return filters.payType === 'Monthly' ? sql`${users.monthlyRateValue}` : sql`${users.hourlyRateValue}`;
}

const list = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/** The time zones sharing at least `overlap` working hours with the viewer's `tz` now (decision 129). */
export function overlappingZones(
  filters: Pick<TalentSearchFilters, 'tz' | 'overlap'>,
  candidates?: Iterable<string>,
) {
  if (!filters.overlap) return null;
  return zonesOverlapping(filters.tz ?? 'UTC', filters.overlap, candidates ?? supportedTimeZones());
}

/** Working hours in common are counted against the viewer's time zone: `overlap` needs `tz`. */
export function assertLocationFilters(filters: Pick<TalentSearchFilters, 'tz' | 'overlap'>): void {
  if (filters.overlap && !filters.tz) {
    throw invalidField('tz', 'is needed with overlap: give your time zone, like Europe/Paris');
  }
}

/** Country, language (at a level or better) and working hours in common (decision 129). */
// Filters kept before decision 129 (a saved search read without the schema) may lack the lists.
function locationConditions(filters: TalentSearchFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.country?.length) conditions.push(inArray(users.country, filters.country));
  if (filters.language?.length) {
    const levels = levelsAtLeast(filters.languageLevel);
    conditions.push(
      sql`exists (select 1 from jsonb_array_elements(${users.languages}) as spoken where spoken->>'language' = any(${list(filters.language)}) and spoken->>'level' = any(${list(levels)}))`,
    );
  }
  const zones = overlappingZones(filters);
  if (zones) conditions.push(zones.length > 0 ? inArray(users.timeZone, zones) : sql`false`);
  return conditions;
}

/** Text search options: the typo-corrected keyword and whether unknown words match as prefixes. */
export type KeywordContext = { corrected: string | null; fuzzy: boolean };

/**
 * One condition per the data rules filter applied to people (decision 099); `except` leaves one dimension out
 * for its facet counts.
 */
export function talentConditions(
  filters: TalentSearchFilters & TalentViewerLevels,
  keyword: KeywordContext,
  except?: TalentFacetKey,
): SQL[] {
  const conditions: SQL[] = [isListedTalent];
  if (!filters.levels.includes('members')) conditions.push(sql`${users.profileVisibility} = 'public'`);
  if (except !== 'freelancerType' && filters.freelancerType.length > 0) {
    conditions.push(inArray(users.occupation, filters.freelancerType));
  }
  if (except !== 'expertise' && filters.expertise.length > 0) {
    conditions.push(sql`${users.expertise} && ${list(filters.expertise)}`);
  }
  if (except !== 'workload' && filters.workload.length > 0) {
    conditions.push(inArray(users.workLoad, filters.workload));
  }
  if (except !== 'workingMode' && filters.workingMode.length > 0) {
    conditions.push(inArray(users.workingMode, filters.workingMode));
  }
  if (except !== 'yearsOfExperience' && filters.yearsOfExperience.length > 0) {
    const levels = filters.yearsOfExperience.flatMap((years) => EXPERIENCE_LEVEL_FOR_YEARS[years] ?? []);
    conditions.push(inArray(users.experienceLevel, levels.length > 0 ? levels : ['']));
  }
  if (except !== 'payType' && filters.payType) conditions.push(sql`${rateColumn(filters)} > 0`);
  if (isRangeActive(filters.rangePrice)) {
    const [low, high] = filters.rangePrice;
    conditions.push(sql`${rateColumn(filters)} between ${low} and ${high}`);
  }
  conditions.push(...locationConditions(filters));
  const q = keywordOf(filters);
  if (q) conditions.push(talentKeywordCondition(q, keyword));
  return conditions;
}

/** The keyword's condition on people: full text, corrected words, unknown words as prefixes (decision 125). */
export function talentKeywordCondition(q: string, keyword: KeywordContext): SQL {
  const fixed = keyword.corrected
    ? sql` or ${users.talentTsv} @@ websearch_to_tsquery('english', ${keyword.corrected})`
    : sql``;
  // Unknown words match as the start of a word (decision 125, replacing 057's trigram similarity).
  const prefix = keyword.fuzzy ? prefixQueryOf(q) : null;
  const similar = prefix ? sql` or ${users.talentTsv} @@ to_tsquery('simple', ${prefix})` : sql``;
  return sql`(${users.talentTsv} @@ websearch_to_tsquery('english', ${q})${similar}${fixed})`;
}

/** The order of each sort (ties on code, so pages are stable); spelled like the indexes of 0024. */
export function talentOrder(filters: Pick<TalentSearchFilters, 'sort' | 'payType'>): SQL[] {
  const rate = rateColumn(filters);
  switch (filters.sort) {
    case 'rating':
      return [sql`${users.rating} desc`, sql`${users.numberOfRate} desc`, sql`${users.code}`];
    case 'rateLow':
      return [sql`(${rate} = 0)`, sql`${rate}`, sql`${users.code}`];
    case 'rateHigh':
      return [sql`${rate} desc`, sql`${users.code}`];
    case 'recentlyActive':
      return [sql`${users.lastActiveAt} desc`, sql`${users.code}`];
    default:
      return QUALITY_ORDER;
  }
}

/** "Best match" without a keyword, and the order the ranked candidates are taken in. */
export const QUALITY_ORDER = [sql`${users.talentQuality} desc`, sql`${users.code}`];

/**
 * Relevance in 0..1 for "Best match": with a keyword, 0.7 × the text rank (normalised to 0..1)
 * + 0.3 × the profile's quality; without one, the quality alone. The highlight boost of decision
 * 040 is added on top by the caller.
 */
export function relevanceOf(filters: TalentSearchFilters, keyword: KeywordContext): SQL<number> {
  const q = keywordOf(filters);
  if (!q) return sql<number>`${users.talentQuality}`;
  const words = keyword.corrected ?? q;
  return sql<number>`(0.7 * ts_rank_cd(${users.talentTsv}, websearch_to_tsquery('english', ${words}), 32) + 0.3 * ${users.talentQuality})`;
}
