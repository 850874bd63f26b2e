/**
 * The SQL floor of a search view (decision 125's benchmark): what plain SQL costs for the same
 * filters, straight from the listings, without the index: the total, the first page in listing
 * order, and one grouped count per facet group with its own filter left out.
 */
import {
  FACET_KEYS,
  type FacetKey,
  type OpportunitySearchFilters,
  type OpportunitySearchQuery,
} from '@talentport/contract';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../apps/api/src/db/client.js';
import { companies, opportunities } from '../../apps/api/src/db/schema.js';
import { searchConditions, summaryColumns } from '../../apps/api/src/modules/opportunities/search.js';

const GROUP_COLUMN: Record<FacetKey, SQL> = {
  tab: sql`${opportunities.type}`,
  freelancerType: sql`${opportunities.occupation}`,
  expertise: sql`unnest(${opportunities.expertise})`,
  workload: sql`${opportunities.workload}`,
  payType: sql`${opportunities.payType}`,
  yearsOfExperience: sql`${opportunities.yearsOfExperience}::text`,
  workingMode: sql`${opportunities.workingMode}`,
};

type Keyword = { corrected: string | null; fuzzy: boolean };

export async function sqlPage(db: Db, query: OpportunitySearchQuery, keyword: Keyword) {
  const where = and(...searchConditions(query, undefined, keyword.corrected, keyword.fuzzy));
  const [rows, totals] = await Promise.all([
    db
      .select(summaryColumns)
      .from(opportunities)
      .innerJoin(companies, eq(companies.id, opportunities.companyId))
      .where(where)
      .orderBy(desc(opportunities.isFeatured), desc(opportunities.publishedAt), desc(opportunities.id))
      .limit(query.recordPerPage)
      .offset((query.page - 1) * query.recordPerPage),
    db.select({ total: count() }).from(opportunities).where(where),
  ]);
  return { rows, total: Number(totals[0]?.total ?? 0) };
}

/** Each facet group's counts by plain SQL: `Map<group, Map<value, count>>`. */
export async function sqlFacets(db: Db, filters: OpportunitySearchFilters, keyword: Keyword) {
  const groups = new Map<FacetKey, Map<string, number>>();
  for (const key of FACET_KEYS) {
    const column = GROUP_COLUMN[key];
    const where = and(...searchConditions(filters, key, keyword.corrected, keyword.fuzzy));
    const inner = db
      .select({ value: sql<string>`${column}`.as('value') })
      .from(opportunities)
      .where(where)
      .as('g');
    const rows = await db
      .select({ value: inner.value, n: sql<number>`count(*)::integer` })
      .from(inner)
      .groupBy(inner.value);
    groups.set(key, new Map(rows.map((row) => [String(row.value), Number(row.n)])));
  }
  return groups;
}
