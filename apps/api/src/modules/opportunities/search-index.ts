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
  countPlan,
  type FacetedIndex,
  type FacetPlan,
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
  // The facet groups' dimensions, counted off the main thread (decision 144).
  facetDimensions: ['type', 'occupation', 'expertise', 'workload', 'workingMode', 'years', 'payType'],
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
 * What every facet group keeps (the meaning of `searchConditions` in search.ts): listed, the
 * keyword, the price range, not one's own company's. A new bitmap, the caller's to `release`.
 */
function listingBase(index: FacetedIndex, filters: IndexFilters, keyword: RoaringBitmap32 | null) {
  const common = [index.listed()];
  if (keyword) common.push(keyword);
  if (isRangeActive(filters.rangePrice)) {
    const [low, high] = filters.rangePrice;
    common.push(index.atLeast('payMax', low), index.atMost('payMin', high));
  }
  const base = intersect(common);
  if (filters.excludeCompanyId) base.andNotInPlace(index.bitmap('company', filters.excludeCompanyId));
  return base;
}

/**
 * The facet groups and what each keeps (decision 144): the tab, the filtered lists, and the pay
 * type. The salary filter only narrows jobs: on the Job tab the pay type keeps the pay types and the
 * salary both (a listing has one pay type). The tab's own counts are `extra`: among the other
 * groups but the pay type, the pay types, and (for jobs only) the salary.
 */
function listingPlan(filters: IndexFilters): FacetPlan {
  const listed = (values: readonly (string | number)[]) => (values.length > 0 ? values.map(String) : null);
  const payTypes = listed(filters.payType);
  const salary = listed(filters.salary);
  const jobSalary = filters.tab === 'Job' ? salary : null;
  const kept: Record<FacetKey, string[] | null> = {
    tab: [filters.tab],
    freelancerType: listed(filters.freelancerType),
    expertise: listed(filters.expertise),
    workload: listed(filters.workload),
    workingMode: listed(filters.workingMode),
    yearsOfExperience: listed(filters.yearsOfExperience),
    payType:
      payTypes && jobSalary ? payTypes.filter((value) => jobSalary.includes(value)) : (payTypes ?? jobSalary),
  };
  const groups = FACET_KEYS.map((key) => ({ dimension: DIMENSION_OF[key], kept: kept[key] }));
  const others = FACET_KEYS.filter((key) => key !== 'tab' && key !== 'payType' && kept[key]).map((key) => ({
    dimension: DIMENSION_OF[key],
    kept: kept[key],
  }));
  const withPay = payTypes ? [...others, { dimension: 'payType', kept: payTypes }] : others;
  const extra = [{ conditions: withPay, dimension: 'type' }];
  if (salary)
    extra.push({ conditions: [...withPay, { dimension: 'payType', kept: salary }], dimension: 'type' });
  return { groups, extra };
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
  const base = listingBase(index, filters, keyword);
  const groups = listingPlan(filters).groups.flatMap(({ dimension, kept }) =>
    kept ? [index.anyOf(dimension, kept)] : [],
  );
  const matches = intersect([base, ...groups]);
  release([base]);
  return matches;
}

/**
 * Every facet group, exactly: each value's bitmap intersected with the other filters' matches
 * (`countPlan`), counted by the index's facet thread when it has one (decision 144), else here.
 */
export async function indexFacets(
  index: FacetedIndex,
  filters: IndexFilters,
  keyword: RoaringBitmap32 | null,
  thread: FacetThread | null = null,
): Promise<OpportunityFacets> {
  const base = listingBase(index, filters, keyword);
  const plan = listingPlan(filters);
  try {
    const answer = (await thread?.count(base, plan)) ?? countPlan(index, base, plan);
    const facets = { capped: [] as FacetKey[], cap: 0 } as OpportunityFacets;
    for (const [i, key] of FACET_KEYS.entries()) facets[key] = orderCounts(answer.counts[i] ?? []);
    // Jobs counted with the salary, the other types without it.
    const [types = [], withSalary] = answer.extra;
    facets.tab = orderCounts(
      withSalary
        ? [...types.filter(([type]) => type !== 'Job'), ...withSalary.filter(([type]) => type === 'Job')]
        : types,
    );
    return facets;
  } finally {
    release([base]);
  }
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
