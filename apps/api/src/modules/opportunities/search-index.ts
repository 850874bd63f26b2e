import {
  FACET_KEYS,
  type FacetKey,
  type OpportunityFacets,
  type OpportunitySearchFilters,
  RANGE_PRICE_DEFAULT,
} from '@talentport/contract';
import { and, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { idIn } from '../../db/id-list.js';
import { opportunities } from '../../db/schema.js';
import { prefixQueryOf } from '../../platform/search/typos.js';
import {
  allButEach,
  type FacetedIndex,
  facetCounts,
  type IndexDoc,
  type IndexSource,
  inKeyRange,
  intersect,
  listField,
  listOf,
  RoaringBitmap32,
  readTextRecords,
  release,
  splitKeys,
} from '../../platform/search-index/index.js';

/**
 * Listed opportunities as the search index holds them (decision 125): one bitmap per value of each
 * filter, pay bounds bucketed for ranges, the deadline as a day number (a listing leaves the index's
 * answers the day after it), and the two stored orders.
 */
export const OPPORTUNITY_INDEX = {
  dimensions: ['type', 'occupation', 'expertise', 'workload', 'workingMode', 'years', 'payType', 'company'],
  numbers: ['featured', 'published', 'payMin', 'payMax', 'deadline'],
  ranges: ['payMin', 'payMax'],
  orders: {
    // Featured first, then newest, then id: opportunities_listing_idx's order (nulls last).
    listing: {
      keys: [
        { field: 'featured', desc: true },
        { field: 'published', desc: true },
      ],
      tieDesc: true,
    },
    pay: {
      keys: [
        { field: 'payMax', desc: true },
        { field: 'payMin', desc: true },
      ],
      tieDesc: true,
    },
  },
  expiresField: 'deadline',
  oneValue: ['company'],
} as const;

/** Where each facet group's values are in the index. */
const DIMENSION_OF: Record<FacetKey, string> = {
  tab: 'type',
  freelancerType: 'occupation',
  expertise: 'expertise',
  workload: 'workload',
  payType: 'payType',
  yearsOfExperience: 'years',
  workingMode: 'workingMode',
};

/** The fields of a listed document, in the order `toDoc` reads them (decision 133: one text per batch). */
const FIELDS = [
  opportunities.id,
  opportunities.companyId,
  opportunities.type,
  opportunities.occupation,
  listField(opportunities.expertise),
  opportunities.workload,
  opportunities.workingMode,
  opportunities.yearsOfExperience,
  opportunities.payType,
  opportunities.payMin,
  opportunities.payMax,
  sql`case when ${opportunities.isFeatured} then 1 else 0 end`,
  // Microseconds, as PostgreSQL orders them (a JavaScript Date keeps milliseconds only).
  sql`(extract(epoch from ${opportunities.publishedAt}) * 1000000)::bigint`,
  // The deadline as a day number.
  sql`${opportunities.deadline}::date - date '1970-01-01'`,
  // The tsvector's lexemes, for the term index.
  listField(sql`tsvector_to_array(${opportunities.searchTsv})`),
].map((field) => sql`${field}`);

/** Open and not hidden (the deadline is the index's own concern, see `expiresField`). */
const isOpen = sql`${opportunities.status} = 'open' and not ${opportunities.isHidden}`;

function toDoc(f: string[]): IndexDoc {
  const [id, companyId, type, occupation, expertise, workload, workingMode, years, payType] = f as string[];
  const [payMin, payMax, featured, published, deadline, terms] = f.slice(9);
  return {
    id: id as string,
    tie: id as string,
    values: {
      type: [type as string],
      occupation: [occupation as string],
      expertise: [...new Set(listOf(expertise))],
      workload: [workload as string],
      workingMode: [workingMode as string],
      years: [years as string],
      payType: [payType as string],
      company: [companyId as string],
    },
    numbers: {
      featured: Number(featured),
      published: published ? Number(published) : Number.NEGATIVE_INFINITY,
      payMin: Number(payMin),
      payMax: Number(payMax),
      deadline: deadline ? Number(deadline) : Number.POSITIVE_INFINITY,
    },
    terms: listOf(terms),
  };
}

const read = (db: Db, where: SQL | undefined, limit?: number) =>
  readTextRecords(db, {
    fields: FIELDS,
    from: sql`${opportunities}`,
    where,
    key: sql`${opportunities.id}`,
    limit,
  });

export const opportunitySource: IndexSource = {
  kind: 'opportunities',
  schema: OPPORTUNITY_INDEX,
  hasTerms: true,
  async readBatch(db, afterId, limit, upTo) {
    return (await read(db, and(isOpen, inKeyRange(opportunities.id, afterId, upTo)), limit)).map(toDoc);
  },
  splitKeys: (db, parts, sample) =>
    splitKeys(
      db,
      { from: sql`${opportunities}`, where: isOpen, key: sql`${opportunities.id}` },
      parts,
      sample,
    ),
  async readIds(db, ids) {
    if (ids.length === 0) return [];
    return (await read(db, and(isOpen, idIn(opportunities.id, ids)))).map(toDoc);
  },
};

function isRangeActive(range: readonly number[] | undefined): range is [number, number] {
  return range !== undefined && !(range[0] === RANGE_PRICE_DEFAULT[0] && range[1] === RANGE_PRICE_DEFAULT[1]);
}

export type IndexFilters = OpportunitySearchFilters & { excludeCompanyId?: string | null | undefined };

/**
 * The data rules filters as bitmaps (the meaning of `searchConditions` in search.ts): `base`, what
 * every facet group keeps (listed, the keyword, the price range, not one's own company's), and one
 * condition per filtered facet group; `payTypes` and `salary` for counting both tabs.
 */
function listingConditions(index: FacetedIndex, filters: IndexFilters, keyword: RoaringBitmap32 | null) {
  const listed = index.listed();
  const common = [listed];
  if (keyword) common.push(keyword);
  if (isRangeActive(filters.rangePrice)) {
    const [low, high] = filters.rangePrice;
    common.push(index.atLeast('payMax', low), index.atMost('payMin', high));
  }
  const base = intersect(common);
  if (filters.excludeCompanyId) base.andNotInPlace(index.bitmap('company', filters.excludeCompanyId));
  const groups: [FacetKey, RoaringBitmap32][] = [['tab', index.bitmap('type', filters.tab)]];
  const lists: [FacetKey, string, readonly (string | number)[]][] = [
    ['freelancerType', 'occupation', filters.freelancerType],
    ['expertise', 'expertise', filters.expertise],
    ['workload', 'workload', filters.workload],
    ['workingMode', 'workingMode', filters.workingMode],
    ['yearsOfExperience', 'years', filters.yearsOfExperience],
  ];
  for (const [key, dimension, values] of lists) {
    if (values.length > 0) groups.push([key, index.anyOf(dimension, values.map(String))]);
  }
  const payTypes = filters.payType.length > 0 ? index.anyOf('payType', filters.payType) : null;
  const salary = filters.salary.length > 0 ? index.anyOf('payType', filters.salary) : null;
  // The salary filter only narrows jobs.
  const pay = [payTypes, filters.tab === 'Job' ? salary : null].filter((bitmap) => bitmap !== null);
  // A new bitmap (the rest are the index's own).
  const payGroup = pay.length > 0 ? intersect(pay) : null;
  if (payGroup) groups.push(['payType', payGroup]);
  return { listed, base, groups, payTypes, salary, made: [base, payGroup] };
}

/**
 * The matches of the filters (and keyword), without one's own company's listings: a new bitmap,
 * the caller's to `release` when done.
 */
export function matchesOf(
  index: FacetedIndex,
  filters: IndexFilters,
  keyword: RoaringBitmap32 | null,
): RoaringBitmap32 {
  const { base, groups, made } = listingConditions(index, filters, keyword);
  const matches = intersect([base, ...groups.map(([, bitmap]) => bitmap)]);
  release(made);
  return matches;
}

/**
 * Every facet group, exactly: each value's bitmap intersected with the other filters' matches. The
 * conditions are made once per request and each group's "all but mine" comes from running
 * intersections (`allButEach`, decision 133).
 */
export function indexFacets(
  index: FacetedIndex,
  filters: IndexFilters,
  keyword: RoaringBitmap32 | null,
): OpportunityFacets {
  const { listed, base, groups, payTypes, salary, made } = listingConditions(index, filters, keyword);
  const { except, all } = allButEach(
    base,
    groups.map(([, bitmap]) => bitmap),
  );
  const matchesFor = new Map(groups.map(([key], i) => [key, except[i] as RoaringBitmap32]));
  // Counting both tabs: the pay type still narrows, and the salary filter still only narrows jobs.
  const others = groups.filter(([key]) => key !== 'tab' && key !== 'payType').map(([, bitmap]) => bitmap);
  if (payTypes) others.push(payTypes);
  const notJobs = salary ? RoaringBitmap32.andNot(listed, index.bitmap('type', 'Job')) : null;
  const salaryOrNotJob = notJobs && salary ? RoaringBitmap32.or(notJobs, salary) : null;
  if (salaryOrNotJob) others.push(salaryOrNotJob);
  const tabMatches = intersect([base, ...others]);
  matchesFor.set('tab', tabMatches);
  const facets = { capped: [] as FacetKey[], cap: 0 } as OpportunityFacets;
  for (const key of FACET_KEYS) {
    facets[key] = facetCounts(index, matchesFor.get(key) ?? all, DIMENSION_OF[key]);
  }
  release([...made, ...except, all, notJobs, salaryOrNotJob, tabMatches]);
  return facets;
}

/** The keyword's condition on listings (full text, corrected words, unknown words as prefixes). */
export function keywordCondition(q: string, corrected: string | null, fuzzy: boolean): SQL {
  const fixed = corrected
    ? sql` or ${opportunities.searchTsv} @@ websearch_to_tsquery('english', ${corrected})`
    : sql``;
  // Words the vocabulary neither knows nor corrected match as the start of a word (decision 125,
  // replacing 057's trigram similarity, which read a large part of the table).
  const prefix = fuzzy ? prefixQueryOf(q) : null;
  const similar = prefix ? sql` or ${opportunities.searchTsv} @@ to_tsquery('simple', ${prefix})` : sql``;
  return sql`(${opportunities.searchTsv} @@ websearch_to_tsquery('english', ${q})${similar}${fixed})`;
}

/** The ids of open listings matching the keyword (`among`: only these ids). */
export async function readKeywordIds(db: Db, condition: SQL, among?: readonly string[]): Promise<string[]> {
  const where = among ? and(isOpen, condition, idIn(opportunities.id, among)) : and(isOpen, condition);
  // One text of every id: a common keyword matches hundreds of thousands of rows, and one row
  // object each would hold the event loop.
  const [row] = await db
    .select({ ids: sql<string | null>`string_agg(${opportunities.id}::text, ',')` })
    .from(opportunities)
    .where(where);
  return row?.ids ? row.ids.split(',') : [];
}
