import {
  EXPERIENCE_LEVEL_FOR_YEARS,
  levelsAtLeast,
  TALENT_FACET_KEYS,
  type TalentFacetKey,
  type TalentFacets,
  type TalentSearchFilters,
  type TalentSort,
} from '@talentport/contract';
import { and, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { idIn } from '../../db/id-list.js';
import { users } from '../../db/schema.js';
import { isDeletionPendingSql } from '../../platform/people.js';
import {
  countPlan,
  type FacetedIndex,
  type FacetThread,
  type IndexDoc,
  type IndexSource,
  inKeyRange,
  intersect,
  listField,
  listOf,
  orderCounts,
  type RoaringBitmap32,
  readTextRecords,
  release,
  splitKeys,
} from '../../platform/search-index/index.js';
import { isListedTalent, isRangeActive, overlappingZones, type TalentViewerLevels } from './search-sql.js';

const byCode = (keys: { field: string; desc: boolean }[]) => ({ keys, tieDesc: false });

/**
 * Listed freelancers as the search index holds them (decision 125): a bitmap per filter value,
 * a bitmap per audience (`public` and `members`; hidden, erased and leaving people are not in the
 * index at all: `canSeeTalent` inside the index), both rates bucketed for ranges, and one stored
 * order per talent sort (ties on code, as decision 099's SQL orders).
 */
export const TALENT_INDEX = {
  dimensions: [
    'audience',
    'occupation',
    'expertise',
    'workload',
    'workingMode',
    'level',
    'rateKind',
    // Decision 129: ISO country codes, `language:level` pairs and IANA time zones (their offset is read at query time).
    'country',
    'language',
    'timeZone',
  ],
  numbers: ['quality', 'rating', 'numberOfRate', 'Hourly', 'Monthly', 'HourlyZero', 'MonthlyZero', 'active'],
  ranges: ['Hourly', 'Monthly'],
  orders: {
    bestMatch: byCode([{ field: 'quality', desc: true }]),
    rating: byCode([
      { field: 'rating', desc: true },
      { field: 'numberOfRate', desc: true },
    ]),
    rateLowHourly: byCode([
      { field: 'HourlyZero', desc: false },
      { field: 'Hourly', desc: false },
    ]),
    rateLowMonthly: byCode([
      { field: 'MonthlyZero', desc: false },
      { field: 'Monthly', desc: false },
    ]),
    rateHighHourly: byCode([{ field: 'Hourly', desc: true }]),
    rateHighMonthly: byCode([{ field: 'Monthly', desc: true }]),
    recentlyActive: byCode([{ field: 'active', desc: true }]),
  },
  oneValue: ['country', 'timeZone'],
} as const;

/** The stored order of a sort (the rate sorts read the chosen pay type's rate, hourly by default). */
export function orderOf(sort: TalentSort, payType: TalentSearchFilters['payType']): string {
  if (sort === 'rateLow' || sort === 'rateHigh') return `${sort}${payType ?? 'Hourly'}`;
  return sort;
}

/** Listed in the directory and not leaving it: not erased, no deletion pending (decision 111). */
const isIndexed = sql`${isListedTalent} and ${isNull(users.erasedAt)} and not ${isDeletionPendingSql}`;

/** The fields of an indexed person, in the order `toDoc` reads them (decision 133: one text per batch). */
const FIELDS = [
  users.id,
  users.code,
  users.profileVisibility,
  users.occupation,
  listField(users.expertise),
  users.workLoad,
  users.workingMode,
  users.experienceLevel,
  users.talentQuality,
  users.rating,
  users.numberOfRate,
  users.hourlyRateValue,
  users.monthlyRateValue,
  sql`(extract(epoch from ${users.lastActiveAt}) * 1000000)::bigint`,
  users.country,
  // Spoken languages as `language:level` pairs.
  sql`(select string_agg((spoken->>'language') || ':' || (spoken->>'level'), chr(29)) from jsonb_array_elements(${users.languages}) as spoken)`,
  users.timeZone,
  // The tsvector's lexemes, for the term index.
  listField(sql`tsvector_to_array(${users.talentTsv})`),
].map((field) => sql`${field}`);

/** A spoken language as the `language` dimension holds it: `fr:native`. */
const languageValue = (language: string, level: string) => `${language}:${level}`;

function toDoc(f: string[]): IndexDoc {
  const [id, code, visibility, occupation, expertise, workload, workingMode, level, quality] = f as string[];
  const [rating, numberOfRate, hourlyText, monthlyText, active, country, languages, timeZone, terms] =
    f.slice(9);
  const hourly = Number(hourlyText || 0);
  const monthly = Number(monthlyText || 0);
  return {
    id: id as string,
    tie: code as string,
    values: {
      audience: [visibility === 'public' ? 'public' : 'members'],
      occupation: [occupation as string],
      expertise: [...new Set(listOf(expertise))],
      workload: [workload as string],
      workingMode: [workingMode as string],
      level: [level as string],
      rateKind: [...(hourly > 0 ? ['Hourly'] : []), ...(monthly > 0 ? ['Monthly'] : [])],
      country: country ? [country] : [],
      language: [...new Set(listOf(languages))],
      timeZone: timeZone ? [timeZone] : [],
    },
    numbers: {
      // PostgreSQL puts a null first in a descending order.
      quality: quality ? Number(quality) : Number.POSITIVE_INFINITY,
      rating: Number(rating),
      numberOfRate: Number(numberOfRate),
      Hourly: hourly,
      Monthly: monthly,
      HourlyZero: hourly === 0 ? 1 : 0,
      MonthlyZero: monthly === 0 ? 1 : 0,
      active: Number(active),
    },
    terms: listOf(terms),
  };
}

// In code order: the code is the orders' tie (the build then needs no sort of the codes).
const read = (db: Db, where: SQL | undefined, limit?: number) =>
  readTextRecords(db, { fields: FIELDS, from: sql`${users}`, where, key: sql`${users.code}`, limit });

export const talentSource: IndexSource = {
  kind: 'talent',
  schema: TALENT_INDEX,
  hasTerms: true,
  // The facet groups' dimensions, counted off the main thread (decision 144).
  facetDimensions: ['occupation', 'expertise', 'workload', 'workingMode', 'level', 'rateKind'],
  cursor: 'tie',
  async readBatch(db, afterCode, limit, upTo) {
    return (await read(db, and(isIndexed, inKeyRange(users.code, afterCode, upTo)), limit)).map(toDoc);
  },
  splitKeys: (db, parts, sample) =>
    splitKeys(db, { from: sql`${users}`, where: isIndexed, key: sql`${users.code}` }, parts, sample),
  async readIds(db, ids) {
    if (ids.length === 0) return [];
    return (await read(db, and(isIndexed, idIn(users.id, ids)))).map(toDoc);
  },
};

type GroupKey = Exclude<TalentFacetKey, 'tab'>;
const DIMENSION_OF: Record<GroupKey, string> = {
  freelancerType: 'occupation',
  expertise: 'expertise',
  workload: 'workload',
  workingMode: 'workingMode',
  yearsOfExperience: 'level',
  payType: 'rateKind',
};
const YEARS_OF_LEVEL = new Map<string, string>(
  Object.entries(EXPERIENCE_LEVEL_FOR_YEARS).map(([years, level]) => [level, years]),
);

export type TalentIndexFilters = TalentSearchFilters & TalentViewerLevels;

/** The matches of decision 099's filters for this audience: a new bitmap, the caller's to `release`. */
export function talentMatches(
  index: FacetedIndex,
  filters: TalentIndexFilters,
  keyword: RoaringBitmap32 | null,
): RoaringBitmap32 {
  const { common, groups } = talentConditions(index, filters, keyword);
  return intersect([...common, ...groups.map(([, bitmap]) => bitmap)]);
}

/** The conditions of the filters: those every facet group keeps, and one per filtered group. */
function talentConditions(index: FacetedIndex, filters: TalentIndexFilters, keyword: RoaringBitmap32 | null) {
  const groups = filteredGroups(filters).map(([key, values]): [GroupKey, RoaringBitmap32] => [
    key,
    index.anyOf(DIMENSION_OF[key], values),
  ]);
  return { common: commonConditions(index, filters, keyword), groups };
}

/** The conditions that are not a facet group's: audience, keyword, rate range and location. */
function commonConditions(
  index: FacetedIndex,
  filters: TalentIndexFilters,
  keyword: RoaringBitmap32 | null,
): RoaringBitmap32[] {
  const common = [filters.levels.includes('members') ? index.listed() : index.bitmap('audience', 'public')];
  if (keyword) common.push(keyword);
  if (isRangeActive(filters.rangePrice)) {
    const [low, high] = filters.rangePrice;
    const rate = filters.payType ?? 'Hourly';
    common.push(index.atLeast(rate, low), index.atMost(rate, high));
  }
  common.push(...locationMatches(index, filters));
  return common;
}

/** The facet groups the filters narrow, each with the values of its dimension that it keeps. */
function filteredGroups(filters: TalentSearchFilters): [GroupKey, string[]][] {
  const groups: [GroupKey, string[]][] = [];
  const lists: [GroupKey, readonly string[]][] = [
    ['freelancerType', filters.freelancerType],
    ['expertise', filters.expertise],
    ['workload', filters.workload],
    ['workingMode', filters.workingMode],
    [
      'yearsOfExperience',
      filters.yearsOfExperience.flatMap((years) => EXPERIENCE_LEVEL_FOR_YEARS[years] ?? []),
    ],
  ];
  for (const [key, values] of lists) {
    const isFiltered = key === 'yearsOfExperience' ? filters.yearsOfExperience.length > 0 : values.length > 0;
    if (isFiltered) groups.push([key, [...values]]);
  }
  if (filters.payType) groups.push(['payType', [filters.payType]]);
  return groups;
}

/**
 * Decision 129: a country is one of its bitmaps; a language at a minimum level the union of its
 * `language:level` bitmaps at that level or better; working hours in common the union of the time
 * zones whose offset, now, shares enough of the viewer's working day.
 */
function locationMatches(index: FacetedIndex, filters: TalentSearchFilters): RoaringBitmap32[] {
  const must: RoaringBitmap32[] = [];
  if (filters.country?.length) must.push(index.anyOf('country', filters.country));
  if (filters.language?.length) {
    const levels = levelsAtLeast(filters.languageLevel);
    must.push(
      index.anyOf(
        'language',
        filters.language.flatMap((language) => levels.map((level) => languageValue(language, level))),
      ),
    );
  }
  const zones = overlappingZones(filters, index.valuesOf('timeZone'));
  if (zones) must.push(index.anyOf('timeZone', zones));
  return must;
}

/** The facet groups of the Freelancer tab, in the answer's order. */
const GROUP_KEYS = TALENT_FACET_KEYS.filter((key): key is GroupKey => key !== 'tab');

/**
 * Facet counts, exact (bitmap intersections), counted by the index's facet thread when it has one
 * (decision 144), else here. The Agency tab fills only `tab`: its people count is one
 * intersection, without each group's counts (decision 139).
 */
export async function talentIndexFacets(
  index: FacetedIndex,
  filters: TalentIndexFilters,
  keyword: RoaringBitmap32 | null,
  agencies: number,
  thread: FacetThread | null = null,
): Promise<TalentFacets> {
  const tabCounts = (people: number) => [
    { value: 'Freelancer', count: people },
    { value: 'Agency', count: agencies },
  ];
  const facets = { capped: [] as TalentFacetKey[], cap: 0 } as TalentFacets;
  if (filters.tab !== 'Freelancer') {
    const { common, groups } = talentConditions(index, filters, keyword);
    const all = intersect([...common, ...groups.map(([, bitmap]) => bitmap)]);
    for (const key of TALENT_FACET_KEYS) facets[key] = [];
    facets.tab = tabCounts(all.size);
    release([all]);
    return facets;
  }
  const kept = new Map(filteredGroups(filters));
  const plan = {
    groups: GROUP_KEYS.map((key) => ({ dimension: DIMENSION_OF[key], kept: kept.get(key) ?? null })),
  };
  const base = intersect(commonConditions(index, filters, keyword));
  try {
    const answer = (await thread?.count(base, plan)) ?? countPlan(index, base, plan);
    for (const [i, key] of GROUP_KEYS.entries()) {
      facets[key] = orderCounts(answer.counts[i] ?? [], (value) =>
        key === 'yearsOfExperience' ? (YEARS_OF_LEVEL.get(value) ?? null) : value || null,
      );
    }
    facets.tab = tabCounts(answer.all);
    return facets;
  } finally {
    release([base]);
  }
}

/** The ids of indexed people matching the keyword condition (`among`: only these ids). */
export async function readTalentKeywordIds(
  db: Db,
  condition: SQL,
  among?: readonly string[],
): Promise<string[]> {
  const where = among ? and(isIndexed, condition, idIn(users.id, among)) : and(isIndexed, condition);
  // One text of every id: a common keyword matches hundreds of thousands of rows, and one row
  // object each would hold the event loop.
  const [row] = await db
    .select({ ids: sql<string | null>`string_agg(${users.id}::text, ',')` })
    .from(users)
    .where(where);
  return row?.ids ? row.ids.split(',') : [];
}
