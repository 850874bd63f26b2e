import type { TalentSearchFilters, TalentSearchQuery } from '@talentport/contract';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companies, users } from '../../db/schema.js';
import { type KeywordContext, keywordOf } from './search-sql.js';

/** The agency card's columns (a company of agency role whose owner is onboarded: its page is public). */
export const agencyCardColumns = {
  id: companies.id,
  code: companies.code,
  name: companies.name,
  avatar: companies.avatar,
  companyIndustry: companies.companyIndustry,
  companyLocation: companies.companyLocation,
  companySize: companies.companySize,
  aboutSource: sql<string>`left(${companies.aboutBusiness}, 200)`,
  rating: companies.rating,
  numberOfRate: companies.numberOfRate,
  /** Message on the card writes to the owner (the join below is the owner's row). */
  ownerCode: users.code,
};

/**
 * The agency's text search vector: name, industry, location and about, stored and indexed
 * (migration 0051, decision 133; not in the Drizzle table so that no company read carries it).
 */
const agencyText = sql`"companies"."agency_tsv"`;

/** Public agencies matching the keyword (name, industry, location, about; typos corrected). */
function agencyWhere(
  filters: Pick<TalentSearchFilters, 'jobName'>,
  keyword: KeywordContext,
): SQL | undefined {
  const conditions: SQL[] = [eq(companies.role, 'agency'), eq(users.isOnboard, true)];
  const q = keywordOf(filters);
  if (q) {
    const fixed = keyword.corrected
      ? sql` or ${agencyText} @@ websearch_to_tsquery('english', ${keyword.corrected})`
      : sql``;
    conditions.push(
      sql`(${agencyText} @@ websearch_to_tsquery('english', ${q}) or lower(${companies.name}) %> ${q}${fixed})`,
    );
  }
  return and(...conditions);
}

/** How many public agencies match (agencies are few: counted exactly). */
export async function countAgencies(
  db: Db,
  filters: Pick<TalentSearchFilters, 'jobName'>,
  keyword: KeywordContext,
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.ownerUserId))
    .where(agencyWhere(filters, keyword));
  return Number(row?.total ?? 0);
}

/** Whether an Agency page is ranked by text ("Best match" with a keyword); else by rating. */
export function isRankedByText(query: Pick<TalentSearchQuery, 'jobName' | 'sort'>): boolean {
  return keywordOf(query) !== null && query.sort === 'bestMatch';
}

/**
 * A page of agencies: best match (text rank, then rating) or rating; ties on code. Without a
 * keyword the page is read in the order's own index (migration 0052). `total`: the count of
 * `countAgencies`, which the caller keeps per keyword (decision 139).
 */
export async function searchAgencies(
  db: Db,
  query: TalentSearchQuery,
  keyword: KeywordContext,
  total: Promise<number>,
) {
  const q = keywordOf(query);
  const words = keyword.corrected ?? q;
  const byText =
    words && isRankedByText(query)
      ? [sql`ts_rank_cd(${agencyText}, websearch_to_tsquery('english', ${words})) desc`]
      : [];
  const [rows, count] = await Promise.all([
    db
      .select(agencyCardColumns)
      .from(companies)
      .innerJoin(users, eq(users.id, companies.ownerUserId))
      .where(agencyWhere(query, keyword))
      .orderBy(...byText, sql`${companies.rating} desc`, sql`${companies.numberOfRate} desc`, companies.code)
      .limit(query.recordPerPage)
      .offset((query.page - 1) * query.recordPerPage),
    total,
  ]);
  return { rows, total: count };
}
export type AgencyRow = Awaited<ReturnType<typeof searchAgencies>>['rows'][number];
