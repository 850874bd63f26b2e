import type { TalentSearchFilters, TalentSearchQuery } from '@talentport/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { idIn, inIdOrder } from '../../db/id-list.js';
import { companies, users } from '../../db/schema.js';
import { prefixQueryOf, VOCABULARY_SAMPLE } from '../../platform/search/typos.js';
import type { FacetedIndex, RoaringBitmap32 } from '../../platform/search-index/index.js';
import { agencyText, isListedAgency } from './agency-index.js';
import { type KeywordContext, keywordOf } from './search-sql.js';

/** "Best match" with a keyword ranks this many agencies (in rating order) by text; later pages stay in rating order. */
export const RANKED_AGENCIES = 300;

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
 * Agencies matching a keyword (name, industry, location, about), as people do (decision 125):
 * its words, their typo correction, and its unknown words as the start of a word (decision 146,
 * replacing a trigram similarity of names that read every agency of a common word).
 */
export function agencyKeywordCondition(q: string, keyword: KeywordContext): SQL {
  const fixed = keyword.corrected
    ? sql` or ${agencyText} @@ websearch_to_tsquery('english', ${keyword.corrected})`
    : sql``;
  const prefix = keyword.fuzzy ? prefixQueryOf(q) : null;
  const similar = prefix ? sql` or ${agencyText} @@ to_tsquery('simple', ${prefix})` : sql``;
  return sql`(${agencyText} @@ websearch_to_tsquery('english', ${q})${similar}${fixed})`;
}

/** The ids of listed agencies matching the keyword condition (`among`: only these ids). */
export async function readAgencyKeywordIds(
  db: Db,
  condition: SQL,
  among?: readonly string[],
): Promise<string[]> {
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.ownerUserId))
    .where(and(isListedAgency, condition, among ? idIn(companies.id, among) : undefined));
  return rows.map((row) => row.id);
}

/**
 * The words people search agencies for: the names, industries and places of listed agencies, the
 * best rated first. Agency pages are public, so every audience's typo vocabulary learns them
 * (decision 146): an agency's exact name is not "corrected" into a person's word, and a misspelt
 * one is corrected into it.
 */
export async function readAgencyVocabulary(db: Db): Promise<string[]> {
  const rows = await db
    .select({
      text: sql<string>`${companies.name} || ' ' || ${companies.companyIndustry} || ' ' || ${companies.companyLocation}`,
    })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.ownerUserId))
    .where(isListedAgency)
    .orderBy(sql`${companies.rating} desc`, sql`${companies.numberOfRate} desc`, companies.code)
    .limit(VOCABULARY_SAMPLE);
  return rows.map((row) => row.text);
}

/** Whether an Agency page is ranked by text ("Best match" with a keyword); else by rating. */
export function isRankedByText(query: Pick<TalentSearchQuery, 'jobName' | 'sort'>): boolean {
  return keywordOf(query) !== null && query.sort === 'bestMatch';
}

/**
 * A page of agencies among `matches` (the agency index's, decision 146): in rating order (rating,
 * reviews, code), read from the index; "Best match" with a keyword ranks the first RANKED_AGENCIES
 * in rating order by text (then rating), and pages past them are in rating order, as people's
 * "Best match" does with their quality (decision 136). The cards are read by id.
 */
export async function searchAgencies(
  db: Db,
  index: FacetedIndex,
  matches: RoaringBitmap32,
  query: TalentSearchQuery & Pick<TalentSearchFilters, 'jobName'>,
  keyword: KeywordContext,
) {
  const offset = (query.page - 1) * query.recordPerPage;
  const words = keyword.corrected ?? keywordOf(query);
  if (words && isRankedByText(query) && offset < RANKED_AGENCIES) {
    const candidates = index.page(matches, 'rating', 0, RANKED_AGENCIES);
    if (candidates.length === 0) return [];
    const ranked = await db
      .select({ id: companies.id })
      .from(companies)
      .where(idIn(companies.id, candidates))
      .orderBy(
        sql`ts_rank_cd(${agencyText}, websearch_to_tsquery('english', ${words})) desc`,
        sql`${companies.rating} desc`,
        sql`${companies.numberOfRate} desc`,
        companies.code,
      )
      .limit(query.recordPerPage)
      .offset(offset);
    return cardsInOrder(
      db,
      ranked.map((row) => row.id),
    );
  }
  return cardsInOrder(db, index.page(matches, 'rating', offset, query.recordPerPage));
}

/** The cards of these agencies, in this order (one no longer listed is left out). */
async function cardsInOrder(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select(agencyCardColumns)
    .from(companies)
    .innerJoin(users, eq(users.id, companies.ownerUserId))
    .where(and(isListedAgency, idIn(companies.id, ids)));
  return inIdOrder(rows, ids);
}
export type AgencyRow = Awaited<ReturnType<typeof searchAgencies>>[number];
