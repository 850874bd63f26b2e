import type { OpportunitySearchQuery } from '@talentport/contract';
import { desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { idIn, inIdOrder } from '../../db/id-list.js';
import { companies, opportunities } from '../../db/schema.js';
import { type FacetedIndex, RoaringBitmap32, release } from '../../platform/search-index/index.js';
import { type SummaryRow, summaryColumns } from './search.js';
import { profileFit, type SearchProfile } from './search-profile.js';

/** Ranked orders look at this many candidates (in listing order) and rank those (decision 055). */
export const RANKED_CANDIDATES = 1_000;

/** `fuzzy`: the keyword has a word the vocabulary does not know (decision 057); default true. */
export type SearchContext = { corrected: string | null; profile: SearchProfile | null; fuzzy?: boolean };

export type SearchAnswer = { rows: SummaryRow[]; total: number; isTotalExact: boolean };

function keywordOf(query: Pick<OpportunitySearchQuery, 'jobName'>): string | null {
  const value = query.jobName?.trim().toLowerCase();
  return value ? value : null;
}

/** Text relevance with a keyword; else the profile fit for "Best match" and "For you"; else none. */
function rankOf(query: OpportunitySearchQuery, context: SearchContext): SQL | null {
  const q = keywordOf(query);
  const fit = context.profile ? profileFit(context.profile) : null;
  if (q && query.sort === 'best') {
    const words = context.corrected ?? q;
    const text = sql`(ts_rank_cd(${opportunities.searchTsv}, websearch_to_tsquery('english', ${words})) + word_similarity(${q}, ${opportunities.searchText}))`;
    return fit ? sql`${text} * 100 + ${fit}` : text;
  }
  if (query.sort === 'forYou' || (query.sort === 'best' && !q)) return fit;
  return null;
}

/** The listings of these ids, in this order (a row deleted meanwhile is left out). */
async function rowsInOrder(db: Db, ids: readonly string[]): Promise<SummaryRow[]> {
  if (ids.length === 0) return [];
  const rows = (await db
    .select(summaryColumns)
    .from(opportunities)
    .innerJoin(companies, eq(companies.id, opportunities.companyId))
    .where(idIn(opportunities.id, ids))) as SummaryRow[];
  return inIdOrder(rows, ids);
}

/**
 * One page of the matches (decision 125). Unranked orders read the page's ids from the index's
 * pre-sorted order, then those rows by id. A ranked order (decision 055/056) ranks a bounded
 * candidate set, taken from the index: the first RANKED_CANDIDATES matches in listing order, plus
 * as many of the profile's own occupation; PostgreSQL ranks those rows; pages past that set fall
 * back to listing order.
 */
export async function readPage(
  db: Db,
  index: FacetedIndex,
  matches: RoaringBitmap32,
  query: OpportunitySearchQuery,
  context: SearchContext,
): Promise<SummaryRow[]> {
  const limit = query.recordPerPage;
  const offset = (query.page - 1) * query.recordPerPage;
  if (matches.size <= offset) return [];
  const rank = offset < RANKED_CANDIDATES ? rankOf(query, context) : null;
  if (!rank) {
    return rowsInOrder(db, index.page(matches, query.sort === 'pay' ? 'pay' : 'listing', offset, limit));
  }
  const candidates = new Set(index.page(matches, 'listing', 0, RANKED_CANDIDATES));
  if (context.profile) {
    const own = RoaringBitmap32.and(index.bitmap('occupation', context.profile.occupation), matches);
    for (const id of index.page(own, 'listing', 0, RANKED_CANDIDATES)) candidates.add(id);
    release([own]);
  }
  // The candidates' ids are ranked first and the page's rows read after: ranking whole rows read
  // (and sorted) the summary of every candidate, its description and company included.
  const ranked = await db
    .select({ id: opportunities.id })
    .from(opportunities)
    .where(idIn(opportunities.id, [...candidates]))
    .orderBy(sql`${rank} desc`, desc(opportunities.publishedAt), desc(opportunities.id))
    .limit(limit)
    .offset(offset);
  return rowsInOrder(
    db,
    ranked.map((row) => row.id),
  );
}
