import type {
  OpportunityFacets,
  OpportunitySearchFilters,
  OpportunitySearchQuery,
} from '@talentport/contract';
import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { opportunities } from '../../db/schema.js';
import type { Actor } from '../../platform/actor.js';
import { type Checked, prefixQueryOf, VOCABULARY_SAMPLE, Vocabulary } from '../../platform/search/typos.js';
import {
  AnswerCache,
  ChangeFeed,
  KEYWORD_READ_LIMIT_MS,
  type RoaringBitmap32,
  release,
  SearchIndexes,
  withinTime,
} from '../../platform/search-index/index.js';
import { isListed, type SearchViewer } from './search.js';
import {
  indexFacets,
  keywordCondition,
  matchesOf,
  opportunitySource,
  readKeywordIds,
} from './search-index.js';
import { readPage, type SearchAnswer, type SearchContext } from './search-page.js';
import { findSearchProfile } from './search-profile.js';

export type SearchPageAnswer = SearchAnswer & { didYouMean: string | null };

/**
 * One per API instance (decision 125): the listings' faceted index (built at start, patched from
 * the change feed), exact totals and facet counts as bitmap intersections, pages from the index's
 * orders, typo correction against the catalogue's words (decision 056) and "Best match" / "For
 * you" ranked by the signed-in person's profile. `indexes`: the app's (readiness waits for it);
 * without it the core has a feed of its own (benchmarks, tests).
 */
export function createSearchCore(db: Db, indexes = new SearchIndexes(db, new ChangeFeed(db))) {
  const live = indexes.create(opportunitySource);
  const answers = new AnswerCache();
  const vocabulary = new Vocabulary(
    () => readVocabularySample(db),
    async () => live.index.version,
  );
  live.warmAfterBuild(() => vocabulary.warm());

  async function checked(filters: OpportunitySearchFilters): Promise<Checked> {
    const q = filters.jobName?.trim();
    return q ? vocabulary.check(q) : { corrected: null, hasUnknownWord: false };
  }

  /**
   * The keyword's matches as a bitmap, or null: answered from the index's lexemes (decision 133); a
   * keyword needing word positions is read from PostgreSQL once, then patched.
   */
  async function keywordBitmap(filters: Pick<OpportunitySearchFilters, 'jobName'>, found: Checked) {
    const q = filters.jobName?.trim().toLowerCase();
    if (!q) return null;
    const condition = keywordCondition(q, found.corrected, found.hasUnknownWord);
    // A very common keyword can read much of the table: past the time limit the
    // keyword is matched by its words (and corrections) alone.
    const read = () =>
      withinTime(db, KEYWORD_READ_LIMIT_MS, (tx) => readKeywordIds(tx, condition)).catch(() =>
        readKeywordIds(db, keywordCondition(q, found.corrected, false)),
      );
    const forms = {
      words: q,
      corrected: found.corrected,
      prefix: found.hasUnknownWord ? prefixQueryOf(q) : null,
    };
    return live.keywordMatches(JSON.stringify([q, found.corrected, found.hasUnknownWord]), forms, {
      read,
      recheck: (ids) => readKeywordIds(db, condition, ids),
    });
  }

  async function search(
    query: OpportunitySearchQuery,
    actor: Actor | null,
    viewer: SearchViewer = {},
  ): Promise<SearchPageAnswer> {
    const index = await live.fresh();
    const found = await checked(query);
    const ranksByProfile = query.sort === 'forYou' || query.sort === 'best';
    const profile = ranksByProfile ? await findSearchProfile(db, actor) : null;
    const context: SearchContext = { corrected: found.corrected, profile, fuzzy: found.hasUnknownWord };
    const compute = async (): Promise<SearchPageAnswer> => {
      const keyword: RoaringBitmap32 | null = await keywordBitmap(query, found);
      const matches = matchesOf(index, { ...query, ...viewer }, keyword);
      const total = matches.size;
      const rows = await readPage(db, index, matches, query, context).finally(() => release([matches]));
      // A correction that finds nothing for this viewer is never offered (decision 116).
      return { rows, total, isTotalExact: true, didYouMean: total > 0 ? found.corrected : null };
    };
    // A personal order is the person's own: it is not shared through the cache.
    // The keyword's reading is part of the key: a vocabulary read again can change the answer.
    const key = `search:${viewer.excludeCompanyId ?? ''}:${JSON.stringify([query, found])}`;
    return profile ? compute() : answers.get(key, index.version, compute);
  }

  async function facets(
    filters: OpportunitySearchFilters,
    viewer: SearchViewer = {},
  ): Promise<OpportunityFacets> {
    const index = await live.fresh();
    const found = await checked(filters);
    const { sort: _sort, ...counted } = filters;
    const key = `facets:${viewer.excludeCompanyId ?? ''}:${JSON.stringify([counted, found])}`;
    return answers.get(key, index.version, async () =>
      indexFacets(index, { ...filters, ...viewer }, await keywordBitmap(filters, found)),
    );
  }

  return { search, facets, touch: () => live.touch(), live, close: () => indexes.close() };
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
