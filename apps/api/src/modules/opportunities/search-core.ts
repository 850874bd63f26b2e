import {
  OPPORTUNITY_SORTS,
  OPPORTUNITY_TYPES,
  type OpportunityFacets,
  type OpportunitySearchFilters,
  type OpportunitySearchQuery,
  type OpportunityType,
  opportunitySearchQuerySchema,
  PAY_TYPES_BY_OPPORTUNITY_TYPE,
  SALARY_DEFAULT,
} from '@talentport/contract';
import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { opportunities } from '../../db/schema.js';
import { nextTurn } from '../../lib/turns.js';
import type { Actor } from '../../platform/actor.js';
import { type Checked, prefixQueryOf, VOCABULARY_SAMPLE, Vocabulary } from '../../platform/search/typos.js';
import {
  AnswerCache,
  ChangeFeed,
  type Draw,
  drawFilters,
  drawKeyword,
  KEYWORD_READ_LIMIT_MS,
  type RoaringBitmap32,
  release,
  SearchIndexes,
  warmUp,
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
      await nextTurn();
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
    return answers.get(key, index.version, async () => {
      await nextTurn();
      return indexFacets(index, { ...filters, ...viewer }, await keywordBitmap(filters, found), live.facets);
    });
  }

  // A guest's views answered once before readiness: each tab's first page as it opens (nothing
  // chosen), then views of every kind drawn at random (decisions 138, 139).
  const answerView = async (view: Record<string, unknown>) => {
    const query = opportunitySearchQuerySchema.parse(view);
    const { page: _page, recordPerPage: _per, ...filters } = query;
    await Promise.all([search(query, null), facets(filters)]);
  };
  live.warmAfterBuild(() =>
    warmUp(
      live.index.size,
      (draw) => answerView(drawListingView(draw)),
      OPPORTUNITY_TYPES.map((tab) => () => answerView(landingView(tab))),
    ),
  );

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

/** A tab's first page as the web app asks for it with nothing chosen (jobs: the default salary). */
export function landingView(tab: OpportunityType): Record<string, unknown> {
  return tab === 'Job' ? { tab, salary: [...SALARY_DEFAULT] } : { tab };
}

/** A listing view as the web app asks for one: a tab, filters, maybe a pay range, a sort and a page. */
export function drawListingView(draw: Draw): Record<string, unknown> {
  const tab = draw.chance(0.75) ? 'Job' : 'Project';
  const pay = tab === 'Job' ? 'salary' : 'payType';
  const low = draw.below(20_000);
  return {
    tab,
    ...drawFilters(draw, { [pay]: PAY_TYPES_BY_OPPORTUNITY_TYPE[tab] }),
    ...(draw.chance(0.3) ? { rangePrice: [low, low + draw.below(20_000)] } : {}),
    ...(draw.chance(0.2) ? { jobName: drawKeyword(draw) } : {}),
    sort: draw.pick(OPPORTUNITY_SORTS),
    page: draw.chance(0.5) ? 1 : 2 + draw.below(9),
  };
}
