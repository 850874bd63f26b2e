import {
  FACET_KEYS,
  type FacetKey,
  type OpportunityFacets,
  type OpportunitySearchFilters,
  RANGE_PRICE_DEFAULT,
} from '@talentport/contract';
import { and, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { opportunityFacetCounts as counts, opportunities } from '../../db/schema.js';
import { COUNT_CAP, withBitmapScans } from '../../platform/search/plan.js';
import { type Counted, sampledGroups } from './search-sample.js';

export { COUNT_CAP };

function hasKeyword(filters: OpportunitySearchFilters): boolean {
  return Boolean(filters.jobName?.trim());
}

function hasRange(filters: OpportunitySearchFilters): boolean {
  const range = filters.rangePrice;
  return range !== undefined && !(range[0] === RANGE_PRICE_DEFAULT[0] && range[1] === RANGE_PRICE_DEFAULT[1]);
}

/**
 * Whether the counts table answers exactly with `except` left out: no keyword, no pay range, and
 * at most one expertise area (two areas overlap, so their rows cannot be added up).
 */
export function isCountable(
  filters: OpportunitySearchFilters & { excludeCompanyId?: string | null | undefined },
  except?: FacetKey,
): boolean {
  // The counts table holds every company's listings: a search without one's own is counted from the listings.
  if (hasKeyword(filters) || hasRange(filters) || filters.excludeCompanyId) return false;
  return except === 'expertise' || filters.expertise.length <= 1;
}

/** The data rules filters on the counts table (the same meaning as `searchConditions`). */
function countConditions(filters: OpportunitySearchFilters, except?: FacetKey): SQL[] {
  const conditions: SQL[] = [sql`${counts.deadline} >= current_date`];
  if (except === 'expertise') conditions.push(ne(counts.expertise, ''));
  else conditions.push(sql`${counts.expertise} = ${filters.expertise[0] ?? ''}`);
  if (except !== 'tab') conditions.push(sql`${counts.type} = ${filters.tab}`);
  if (except !== 'freelancerType' && filters.freelancerType.length > 0) {
    conditions.push(inArray(counts.occupation, filters.freelancerType));
  }
  if (except !== 'workload' && filters.workload.length > 0) {
    conditions.push(inArray(counts.workload, filters.workload));
  }
  if (except !== 'workingMode' && filters.workingMode.length > 0) {
    conditions.push(inArray(counts.workingMode, filters.workingMode));
  }
  if (except !== 'yearsOfExperience' && filters.yearsOfExperience.length > 0) {
    conditions.push(inArray(counts.yearsOfExperience, filters.yearsOfExperience));
  }
  if (except !== 'payType') {
    if (filters.payType.length > 0) conditions.push(inArray(counts.payType, filters.payType));
    if (filters.salary.length > 0 && except === 'tab') {
      conditions.push(or(ne(counts.type, 'Job'), inArray(counts.payType, filters.salary)) as SQL);
    } else if (filters.salary.length > 0 && filters.tab === 'Job') {
      conditions.push(inArray(counts.payType, filters.salary));
    }
  }
  return conditions;
}

const COUNT_COLUMNS: Record<FacetKey, SQL> = {
  tab: sql`${counts.type}`,
  freelancerType: sql`${counts.occupation}`,
  expertise: sql`${counts.expertise}`,
  workload: sql`${counts.workload}`,
  payType: sql`${counts.payType}`,
  yearsOfExperience: sql`${counts.yearsOfExperience}::text`,
  workingMode: sql`${counts.workingMode}`,
};

const LISTING_COLUMNS: Record<FacetKey, SQL> = {
  tab: sql`${opportunities.type}`,
  freelancerType: sql`${opportunities.occupation}`,
  expertise: sql`unnest(${opportunities.expertise})`,
  workload: sql`${opportunities.workload}`,
  payType: sql`${opportunities.payType}`,
  yearsOfExperience: sql`${opportunities.yearsOfExperience}::text`,
  workingMode: sql`${opportunities.workingMode}`,
};

/** Exact: summed from the counts table (a few hundred rows at most per group). */
async function exactGroup(db: Db, filters: OpportunitySearchFilters, key: FacetKey): Promise<Counted> {
  const column = COUNT_COLUMNS[key];
  const rows = await db
    .select({ value: sql<string>`${column}`, count: sql<number>`sum(${counts.n})::integer` })
    .from(counts)
    .where(and(...countConditions(filters, key)))
    .groupBy(column)
    .having(sql`sum(${counts.n}) > 0`)
    .orderBy(sql`2 desc`);
  return {
    entries: rows.map((row) => ({ value: String(row.value), count: Number(row.count) })),
    capped: false,
  };
}

/**
 * Capped: grouped over the first COUNT_CAP matching listings only. Each count is then a true lower
 * bound ("at least"), and the group says so when the cap was reached.
 */
async function cappedGroup(db: Db, where: SQL | undefined, key: FacetKey): Promise<Counted> {
  const sample = db
    .select({ value: sql<string>`${LISTING_COLUMNS[key]}`.as('value') })
    .from(opportunities)
    .where(where)
    .limit(COUNT_CAP + 1)
    .as('sample');
  const rows = await db
    .select({ value: sample.value, count: sql<number>`count(*)::integer` })
    .from(sample)
    .groupBy(sample.value)
    .orderBy(sql`2 desc`);
  // An expertise row is one area of a listing, so the sample holds COUNT_CAP + 1 areas: either way
  // a sample that filled up may have missed matches, and then every count is "at least".
  const sampled = rows.reduce((sum, row) => sum + Number(row.count), 0);
  return {
    entries: rows.map((row) => ({ value: String(row.value), count: Number(row.count) })),
    capped: sampled > COUNT_CAP,
  };
}

/** Counts matches up to COUNT_CAP + 1 (so "more than the cap" can be told apart). */
export function cappedTotalQuery(db: Db, where: SQL | undefined) {
  const sample = db
    .select({ one: sql`1`.as('one') })
    .from(opportunities)
    .where(where)
    .limit(COUNT_CAP + 1)
    .as('s');
  return db.select({ total: sql<number>`count(*)::integer` }).from(sample);
}

/** The exact total of a search the counts table can answer (see `isCountable`). */
export function exactTotalQuery(db: Db, filters: OpportunitySearchFilters) {
  return db
    .select({ total: sql<number>`coalesce(sum(${counts.n}), 0)::integer` })
    .from(counts)
    .where(and(...countConditions(filters)));
}

/** Every facet group: exact from the counts table where it can, capped from the listings otherwise. */
export async function countFacetGroups(
  db: Db,
  filters: OpportunitySearchFilters & { excludeCompanyId?: string | null | undefined },
  listingWhere: (except: FacetKey) => SQL | undefined,
  sharedWhere?: SQL,
): Promise<OpportunityFacets> {
  const exact = FACET_KEYS.filter((key) => isCountable(filters, key));
  const capped = FACET_KEYS.filter((key) => !isCountable(filters, key));
  const [exactGroups, cappedGroups] = await Promise.all([
    Promise.all(exact.map((key) => exactGroup(db, filters, key))),
    // One transaction on bitmap scans (decision 057), one group after the other: each reads the
    // index entries of its filters and at most COUNT_CAP + 1 listings.
    capped.length === 0
      ? Promise.resolve([] as Counted[])
      : withBitmapScans(db, async (tx) => {
          // With a keyword: one sample shared by the groups (search-sample.ts).
          if (sharedWhere) return sampledGroups(tx, filters, sharedWhere, capped, COUNT_CAP);
          const counted: Counted[] = [];
          for (const key of capped) counted.push(await cappedGroup(tx, listingWhere(key), key));
          return counted;
        }),
  ]);
  const byKey = new Map<FacetKey, Counted>([
    ...exact.map((key, index) => [key, exactGroups[index] as Counted] as const),
    ...capped.map((key, index) => [key, cappedGroups[index] as Counted] as const),
  ]);
  const groups = FACET_KEYS.map((key) => byKey.get(key) as Counted);
  const facets = { capped: [] as FacetKey[], cap: COUNT_CAP } as OpportunityFacets;
  FACET_KEYS.forEach((key, index) => {
    const group = groups[index] as Counted;
    facets[key] = group.entries;
    if (group.capped) facets.capped.push(key);
  });
  return facets;
}
