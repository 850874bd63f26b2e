import {
  FACET_KEYS,
  type FacetKey,
  type OpportunityFacets,
  type OpportunitySearchFilters,
  RANGE_PRICE_DEFAULT,
} from '@talentport/contract';
import { and, asc, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { opportunities } from '../../db/schema.js';
import { prefixQueryOf } from '../../platform/search/typos.js';
import {
  type FacetedIndex,
  facetCounts,
  type IndexDoc,
  type IndexSource,
  intersect,
  lexemesOf,
  RoaringBitmap32,
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

const indexColumns = {
  id: opportunities.id,
  companyId: opportunities.companyId,
  type: opportunities.type,
  occupation: opportunities.occupation,
  expertise: opportunities.expertise,
  workload: opportunities.workload,
  workingMode: opportunities.workingMode,
  years: opportunities.yearsOfExperience,
  payType: opportunities.payType,
  payMin: opportunities.payMin,
  payMax: opportunities.payMax,
  featured: opportunities.isFeatured,
  // Microseconds, as PostgreSQL orders them (a JavaScript Date keeps milliseconds only).
  published: sql<string | null>`(extract(epoch from ${opportunities.publishedAt}) * 1000000)::bigint::text`,
  deadline: opportunities.deadline,
  // The tsvector's lexemes, for the term index (decision 133).
  terms: sql<string>`array_to_string(tsvector_to_array(${opportunities.searchTsv}), chr(31))`,
};
type IndexRow = {
  [K in keyof typeof indexColumns]: K extends 'published' ? string | null : unknown;
} & { id: string; companyId: string; expertise: string[]; deadline: string | null; terms: string };

/** Open and not hidden (the deadline is the index's own concern, see `expiresField`). */
const isOpen = sql`${opportunities.status} = 'open' and not ${opportunities.isHidden}`;

function toDoc(row: IndexRow): IndexDoc {
  return {
    id: row.id,
    tie: row.id,
    values: {
      type: [String(row.type)],
      occupation: [String(row.occupation)],
      expertise: [...new Set(row.expertise)],
      workload: [String(row.workload)],
      workingMode: [String(row.workingMode)],
      years: [String(row.years)],
      payType: [String(row.payType)],
      company: [row.companyId],
    },
    numbers: {
      featured: row.featured ? 1 : 0,
      published: row.published === null ? Number.NEGATIVE_INFINITY : Number(row.published),
      payMin: Number(row.payMin),
      payMax: Number(row.payMax),
      deadline: row.deadline ? Math.floor(Date.parse(row.deadline) / 86_400_000) : Number.POSITIVE_INFINITY,
    },
    terms: lexemesOf(row.terms),
  };
}

export const opportunitySource: IndexSource = {
  kind: 'opportunities',
  schema: OPPORTUNITY_INDEX,
  hasTerms: true,
  async readBatch(db, afterId, limit) {
    const rows = await db
      .select(indexColumns)
      .from(opportunities)
      .where(afterId ? and(isOpen, gt(opportunities.id, afterId)) : isOpen)
      .orderBy(asc(opportunities.id))
      .limit(limit);
    return (rows as IndexRow[]).map(toDoc);
  },
  async readIds(db, ids) {
    if (ids.length === 0) return [];
    const rows = await db
      .select(indexColumns)
      .from(opportunities)
      .where(and(isOpen, inArray(opportunities.id, [...ids])));
    return (rows as IndexRow[]).map(toDoc);
  },
};

function isRangeActive(range: readonly number[] | undefined): range is [number, number] {
  return range !== undefined && !(range[0] === RANGE_PRICE_DEFAULT[0] && range[1] === RANGE_PRICE_DEFAULT[1]);
}

export type IndexFilters = OpportunitySearchFilters & { excludeCompanyId?: string | null | undefined };

/**
 * The matches of the data rules filters as bitmaps, one per condition (the meaning of
 * `searchConditions` in search.ts); `except` leaves one dimension out, for its facet counts.
 * `keyword`: the keyword's matches, when there is one.
 */
function conditions(
  index: FacetedIndex,
  filters: IndexFilters,
  keyword: RoaringBitmap32 | null,
  except?: FacetKey,
): RoaringBitmap32[] {
  const listed = index.listed();
  const must = [listed];
  if (keyword) must.push(keyword);
  if (except !== 'tab') must.push(index.bitmap('type', filters.tab));
  const lists: [FacetKey, string, readonly (string | number)[]][] = [
    ['freelancerType', 'occupation', filters.freelancerType],
    ['expertise', 'expertise', filters.expertise],
    ['workload', 'workload', filters.workload],
    ['workingMode', 'workingMode', filters.workingMode],
    ['yearsOfExperience', 'years', filters.yearsOfExperience],
  ];
  for (const [key, dimension, values] of lists) {
    if (except !== key && values.length > 0) must.push(index.anyOf(dimension, values.map(String)));
  }
  if (except !== 'payType') {
    if (filters.payType.length > 0) must.push(index.anyOf('payType', filters.payType));
    if (filters.salary.length > 0 && except === 'tab') {
      // Counting both tabs: the salary filter still only narrows jobs.
      const notJobs = RoaringBitmap32.andNot(listed, index.bitmap('type', 'Job'));
      must.push(RoaringBitmap32.or(notJobs, index.anyOf('payType', filters.salary)));
    } else if (filters.salary.length > 0 && filters.tab === 'Job') {
      must.push(index.anyOf('payType', filters.salary));
    }
  }
  if (isRangeActive(filters.rangePrice)) {
    const [low, high] = filters.rangePrice;
    must.push(index.atLeast('payMax', low), index.atMost('payMin', high));
  }
  return must;
}

/** The matches of the filters (and keyword), without one's own company's listings. */
export function matchesOf(
  index: FacetedIndex,
  filters: IndexFilters,
  keyword: RoaringBitmap32 | null,
  except?: FacetKey,
): RoaringBitmap32 {
  const matches = intersect(conditions(index, filters, keyword, except));
  if (filters.excludeCompanyId) matches.andNotInPlace(index.bitmap('company', filters.excludeCompanyId));
  return matches;
}

/** Every facet group, exactly: each value's bitmap intersected with the other filters' matches. */
export function indexFacets(
  index: FacetedIndex,
  filters: IndexFilters,
  keyword: RoaringBitmap32 | null,
): OpportunityFacets {
  const facets = { capped: [] as FacetKey[], cap: 0 } as OpportunityFacets;
  for (const key of FACET_KEYS) {
    facets[key] = facetCounts(index, matchesOf(index, filters, keyword, key), DIMENSION_OF[key]);
  }
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
  const where = among
    ? and(isOpen, condition, inArray(opportunities.id, [...among]))
    : and(isOpen, condition);
  // One text of every id: a common keyword matches hundreds of thousands of rows, and one row
  // object each would hold the event loop.
  const [row] = await db
    .select({ ids: sql<string | null>`string_agg(${opportunities.id}::text, ',')` })
    .from(opportunities)
    .where(where);
  return row?.ids ? row.ids.split(',') : [];
}
