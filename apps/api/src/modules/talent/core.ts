import {
  type ProfileVisibility,
  TALENT_PAY_TYPES,
  TALENT_SORTS,
  type TalentFacets,
  type TalentSearchFilters,
  type TalentSearchPage,
  type TalentSearchQuery,
  talentSearchQuerySchema,
} from '@talentport/contract';
import { and, desc, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { nextTurn } from '../../lib/turns.js';
import type { Actor } from '../../platform/actor.js';
import { readBenchPreviews } from '../../platform/agency-bench.js';
import { isDeletionPendingSql } from '../../platform/people.js';
import { prefixQueryOf, VOCABULARY_SAMPLE, Vocabulary } from '../../platform/search/typos.js';
import {
  AnswerCache,
  ChangeFeed,
  type Draw,
  drawFilters,
  drawKeyword,
  KEYWORD_READ_LIMIT_MS,
  release,
  SearchIndexes,
  warmUp,
  withinTime,
} from '../../platform/search-index/index.js';
import { visibleLevels } from '../../policies/index.js';
import {
  agencyKeywordCondition,
  isRankedByText,
  readAgencyKeywordIds,
  readAgencyVocabulary,
  searchAgencies,
} from './agencies.js';
import { agencyCountOf, agencyMatches, agencySource } from './agency-index.js';
import { presentAgencyCard, presentTalentCard } from './presenter.js';
import { highlightedSlots, searchTalent } from './search.js';
import { readTalentKeywordIds, talentIndexFacets, talentMatches, talentSource } from './search-index.js';
import {
  assertLocationFilters,
  isListedTalent,
  type KeywordContext,
  talentKeywordCondition,
  keywordOf as wordsOf,
} from './search-sql.js';

/**
 * The words people search the directory for: names, occupations and skills of the best profiles
 * this audience may see (`levels`, decision 100). A word learnt only from a profile hidden from the
 * viewer, or from someone whose account is being deleted, is never suggested (decision 116).
 */
export async function readTalentVocabulary(
  db: Db,
  levels: readonly ProfileVisibility[],
): Promise<(string | null)[]> {
  const rows = await db
    .select({ text: users.talentText })
    .from(users)
    .where(
      and(
        isListedTalent,
        inArray(users.profileVisibility, [...levels]),
        isNull(users.erasedAt),
        sql`not ${isDeletionPendingSql}`,
      ),
    )
    .orderBy(desc(users.talentQuality), users.code)
    .limit(VOCABULARY_SAMPLE);
  return rows.map((row) => row.text);
}

/**
 * One typo vocabulary per audience (guests; signed-in hirers), each learnt from what it may see:
 * the people of its levels, and the listed agencies, whose pages are public (decision 146).
 */
export function createTalentVocabularies(db: Db, version?: () => Promise<number>) {
  const byAudience = new Map<string, Vocabulary>();
  const read = async (levels: readonly ProfileVisibility[]) => {
    const [people, agencies] = await Promise.all([
      readTalentVocabulary(db, levels),
      readAgencyVocabulary(db),
    ]);
    return [...people, ...agencies];
  };
  return (levels: readonly ProfileVisibility[]): Vocabulary => {
    const key = levels.join(',');
    let vocabulary = byAudience.get(key);
    if (!vocabulary) {
      vocabulary = new Vocabulary(() => read(levels), version);
      byAudience.set(key, vocabulary);
    }
    return vocabulary;
  };
}

/** Guests see public profiles; employers and agencies members-only ones too (decision 100). */
export function levelsOf(actor: Actor | null) {
  return visibleLevels(actor ? { userId: actor.userId, userRole: actor.userRole } : null);
}

/**
 * One per API instance (decision 099 over the index of decision 125): the directory's faceted
 * index (audiences inside it), exact totals and facet counts, pages from its stored orders, and
 * typos corrected against the words this audience may see. Answers are cached per audience while
 * the index's version stays the same. `indexes`: the app's; without it a feed of its own.
 */
export function createTalentSearch(db: Db, indexes = new SearchIndexes(db, new ChangeFeed(db))) {
  const live = indexes.create(talentSource);
  const agencyLive = indexes.create(agencySource);
  const answers = new AnswerCache();
  const vocabularyFor = createTalentVocabularies(
    db,
    async () => live.index.version + agencyLive.index.version,
  );
  // Both audiences' words (guests; hirers and staff, who see members-only profiles too) are read before readiness.
  for (const viewer of [null, { isStaff: true } as const]) {
    live.warmAfterBuild(() => vocabularyFor(visibleLevels(viewer)).warm());
  }
  const highlighted = highlightedSlots(db, live.index, () => live.writes);

  async function keywordOf(
    filters: Pick<TalentSearchFilters, 'jobName'>,
    actor: Actor | null,
  ): Promise<KeywordContext> {
    const q = filters.jobName?.trim();
    if (!q) return { corrected: null, fuzzy: false };
    const checked = await vocabularyFor(levelsOf(actor)).check(q);
    return { corrected: checked.corrected, fuzzy: checked.hasUnknownWord };
  }

  /**
   * The keyword's matches as a bitmap, or null: answered from the index's lexemes (decision 133); a
   * keyword needing word positions is read from PostgreSQL once, then patched.
   */
  function keywordBitmap(filters: Pick<TalentSearchFilters, 'jobName'>, keyword: KeywordContext) {
    const q = filters.jobName?.trim().toLowerCase();
    if (!q) return Promise.resolve(null);
    const condition = talentKeywordCondition(q, keyword);
    // Past the time limit (a read over much of the table) the words alone match.
    const read = () =>
      withinTime(db, KEYWORD_READ_LIMIT_MS, (tx) => readTalentKeywordIds(tx, condition)).catch(() =>
        readTalentKeywordIds(db, talentKeywordCondition(q, { ...keyword, fuzzy: false })),
      );
    return live.keywordMatches(keywordKey(q, keyword), formsOf(q, keyword), {
      read,
      recheck: (ids) => readTalentKeywordIds(db, condition, ids),
    });
  }

  /** The agencies matching the keyword as a bitmap of the agency index, or null (decision 146). */
  function agencyKeywordBitmap(filters: Pick<TalentSearchFilters, 'jobName'>, keyword: KeywordContext) {
    const q = filters.jobName?.trim().toLowerCase();
    if (!q) return Promise.resolve(null);
    const condition = agencyKeywordCondition(q, keyword);
    return agencyLive.keywordMatches(keywordKey(q, keyword), formsOf(q, keyword), {
      read: () => readAgencyKeywordIds(db, condition),
      recheck: (ids) => readAgencyKeywordIds(db, condition, ids),
    });
  }

  /** Both indexes, fresh, and a version of what an answer read from them (each only grows: so does the sum). */
  async function freshIndexes() {
    const [index, agencies] = await Promise.all([live.fresh(), agencyLive.fresh()]);
    return { index, agencies, version: index.version + agencies.version };
  }

  async function search(query: TalentSearchQuery, actor: Actor | null): Promise<TalentSearchPage> {
    assertLocationFilters(query);
    const { index, agencies, version } = await freshIndexes();
    const keyword = await keywordOf(query, actor);
    const levels = levelsOf(actor);
    return answers.get(`talent:${levels.join(',')}:${answerKey(query, keyword)}`, version, async () => {
      await nextTurn();
      // A correction that finds nothing for this viewer is never offered (decision 116).
      const fields = (total: number) => ({
        page: query.page,
        recordPerPage: query.recordPerPage,
        didYouMean: total > 0 ? keyword.corrected : null,
      });
      if (query.tab === 'Agency') {
        const { matches, isMade } = agencyMatches(agencies, await agencyKeywordBitmap(query, keyword));
        const total = matches.size;
        const rows = await searchAgencies(db, agencies, matches, query, keyword).finally(() => {
          if (isMade) release([matches]);
        });
        // The page's bench previews in one read, with this audience's visibility (decision 131).
        const benches = await readBenchPreviews(
          db,
          rows.map((row) => row.id),
          levels,
        );
        return {
          tab: 'Agency',
          items: rows.map((row) => presentAgencyCard(row, benches.get(row.id))),
          total,
          isTotalExact: true,
          ...fields(total),
        };
      }
      const matches = talentMatches(index, { ...query, levels }, await keywordBitmap(query, keyword));
      const answer = await searchTalent(db, index, matches, query, keyword, highlighted).finally(() =>
        release([matches]),
      );
      const items = answer.rows.map(presentTalentCard);
      const { total, isTotalExact } = answer;
      return { tab: 'Freelancer', items, total, isTotalExact, ...fields(total) };
    });
  }

  async function facets(filters: TalentSearchFilters, actor: Actor | null): Promise<TalentFacets> {
    assertLocationFilters(filters);
    const { index, agencies, version } = await freshIndexes();
    const keyword = await keywordOf(filters, actor);
    const levels = levelsOf(actor);
    const { sort: _sort, ...counted } = filters;
    return answers.get(
      `talent-facets:${levels.join(',')}:${JSON.stringify([counted, keyword])}`,
      version,
      async () => {
        await nextTurn();
        // Agencies have no filter but the keyword: their count is one intersection (decision 146).
        const agencyCount = agencyCountOf(agencies, await agencyKeywordBitmap(filters, keyword));
        return talentIndexFacets(
          index,
          { ...filters, levels },
          await keywordBitmap(filters, keyword),
          agencyCount,
          live.facets,
        );
      },
    );
  }

  // A guest's views, answered once before readiness (decision 138).
  live.warmAfterBuild(() =>
    warmUp(live.index.size, async (draw) => {
      const query = talentSearchQuerySchema.parse(drawTalentView(draw));
      const { page: _page, recordPerPage: _per, ...filters } = query;
      await Promise.all([search(query, null), facets(filters, null)]);
    }),
  );

  const touch = () => {
    live.touch();
    agencyLive.touch();
  };
  return { search, facets, touch, live, agencyLive, close: () => indexes.close() };
}
export type TalentSearch = ReturnType<typeof createTalentSearch>;

/** A keyword's key in an index's caches: the words as typed, their correction, and whether unknown words are prefixes. */
function keywordKey(q: string, keyword: KeywordContext): string {
  return JSON.stringify([q, keyword.corrected, keyword.fuzzy]);
}

/** A keyword's forms as the term index reads them (decision 133). */
function formsOf(q: string, keyword: KeywordContext) {
  return { words: q, corrected: keyword.corrected, prefix: keyword.fuzzy ? prefixQueryOf(q) : null };
}

/**
 * What a page depends on. Agencies have no filter but the keyword and one order (text rank under
 * "Best match" with a keyword, else rating): people's filters and sorts are not part of their key,
 * so an Agency page is read once whatever the people filters beside it (decision 139).
 */
function answerKey(query: TalentSearchQuery, keyword: KeywordContext): string {
  if (query.tab !== 'Agency') return JSON.stringify([query, keyword]);
  return JSON.stringify([
    'Agency',
    wordsOf(query) ?? '',
    isRankedByText(query),
    query.page,
    query.recordPerPage,
    keyword,
  ]);
}

/** A directory view as the web app asks for one: filters, maybe a rate range and a keyword, a sort and a page. */
export function drawTalentView(draw: Draw): Record<string, unknown> {
  const low = draw.below(200);
  return {
    tab: draw.chance(0.95) ? 'Freelancer' : 'Agency',
    ...drawFilters(draw),
    ...(draw.chance(0.3) ? { payType: draw.pick(TALENT_PAY_TYPES) } : {}),
    ...(draw.chance(0.3) ? { rangePrice: [low, low + draw.below(300)] } : {}),
    ...(draw.chance(0.3) ? { jobName: drawKeyword(draw) } : {}),
    sort: draw.pick(TALENT_SORTS),
    page: draw.chance(0.5) ? 1 : 2 + draw.below(9),
  };
}
