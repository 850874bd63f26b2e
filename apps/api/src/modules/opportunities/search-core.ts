import type {
  OpportunityFacets,
  OpportunitySearchFilters,
  OpportunitySearchQuery,
} from '@talentport/contract';
import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { opportunities } from '../../db/schema.js';
import type { Actor } from '../../platform/actor.js';
import { SearchCache } from '../../platform/search/cache.js';
import { type Checked, VOCABULARY_SAMPLE, Vocabulary } from '../../platform/search/typos.js';
import {
  countFacets,
  isListed,
  type SearchAnswer,
  type SearchContext,
  type SearchViewer,
  searchOpportunities,
} from './search.js';
import { findSearchProfile } from './search-profile.js';

export type SearchPageAnswer = SearchAnswer & { didYouMean: string | null };

/**
 * One per API instance (decision 055): answers searches and facet counts through a cache that every
 * listing change invalidates (via the database's search version), corrects typos against the
 * catalogue's words (trigram similarity only for words it does not know, decision 057) and ranks "Best match" / "For you" by the signed-in person's profile.
 */
export function createSearchCore(db: Db) {
  const cache = new SearchCache(db);
  const vocabulary = new Vocabulary(
    () => readVocabularySample(db),
    () => cache.currentVersion(),
  );

  async function checked(filters: OpportunitySearchFilters): Promise<Checked> {
    const q = filters.jobName?.trim();
    return q ? vocabulary.check(q) : { corrected: null, hasUnknownWord: false };
  }

  async function search(
    query: OpportunitySearchQuery,
    actor: Actor | null,
    viewer: SearchViewer = {},
  ): Promise<SearchPageAnswer> {
    const { corrected: didYouMean, hasUnknownWord } = await checked(query);
    const ranksByProfile = query.sort === 'forYou' || query.sort === 'best';
    const profile = ranksByProfile ? await findSearchProfile(db, actor) : null;
    const context: SearchContext = { corrected: didYouMean, profile, fuzzy: hasUnknownWord };
    const compute = () => searchOpportunities({ db, query: { ...query, ...viewer }, context });
    // A personal order is the person's own: it is not shared through the cache.
    const key = `search:${viewer.excludeCompanyId ?? ''}:${JSON.stringify(query)}`;
    const answer = profile ? await compute() : await cache.get(key, compute);
    // A correction that finds nothing for this viewer is never offered (it could only name a word
    // of something they may not see; decision 116).
    return { ...answer, didYouMean: answer.total > 0 ? didYouMean : null };
  }

  async function facets(
    filters: OpportunitySearchFilters,
    viewer: SearchViewer = {},
  ): Promise<OpportunityFacets> {
    const { corrected, hasUnknownWord } = await checked(filters);
    const { sort: _sort, ...counted } = filters;
    return cache.get(`facets:${viewer.excludeCompanyId ?? ''}:${JSON.stringify(counted)}`, () =>
      countFacets({ db, filters: { ...filters, ...viewer }, corrected, fuzzy: hasUnknownWord }),
    );
  }

  return { search, facets, touch: () => cache.touch() };
}
export type SearchCore = ReturnType<typeof createSearchCore>;

/**
 * The words people search listings for: title and skills of the newest listed opportunities (open,
 * not hidden, not past their deadline: what every audience may find). Drafts, paused, closed and
 * hidden listings never teach a word that "did you mean" could suggest (decision 116).
 */
export async function readVocabularySample(db: Db): Promise<(string | null)[]> {
  const rows = await db
    .select({ text: opportunities.searchText })
    .from(opportunities)
    .where(isListed)
    .orderBy(desc(opportunities.id))
    .limit(VOCABULARY_SAMPLE);
  return rows.map((row) => row.text);
}
