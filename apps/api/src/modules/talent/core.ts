import type {
  ProfileVisibility,
  TalentFacets,
  TalentSearchFilters,
  TalentSearchPage,
  TalentSearchQuery,
} from '@talentport/contract';
import { and, desc, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import type { Actor } from '../../platform/actor.js';
import { isDeletionPendingSql } from '../../platform/people.js';
import { SearchCache } from '../../platform/search/cache.js';
import { VOCABULARY_SAMPLE, Vocabulary } from '../../platform/search/typos.js';
import { visibleLevels } from '../../policies/index.js';
import { searchAgencies } from './agencies.js';
import { presentAgencyCard, presentTalentCard } from './presenter.js';
import { countTalentFacets, searchTalent } from './search.js';
import { isListedTalent, type KeywordContext } from './search-sql.js';

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

/** One typo vocabulary per audience (guests; signed-in hirers), each learnt from what it may see. */
export function createTalentVocabularies(db: Db, version?: () => Promise<number>) {
  const byAudience = new Map<string, Vocabulary>();
  return (levels: readonly ProfileVisibility[]): Vocabulary => {
    const key = levels.join(',');
    let vocabulary = byAudience.get(key);
    if (!vocabulary) {
      vocabulary = new Vocabulary(() => readTalentVocabulary(db, levels), version);
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
 * One per API instance (decision 099): the search core of decisions 055–057 over people. Answers go
 * through a cache keyed by the request and the viewer's visibility levels and invalidated by the
 * 'talent' search version (migration 0024's triggers bump it with every change a card shows), typos
 * are corrected against the directory's own words.
 */
export function createTalentSearch(db: Db) {
  const cache = new SearchCache(db, 'talent');
  const vocabularyFor = createTalentVocabularies(db, () => cache.currentVersion());

  async function keywordOf(filters: TalentSearchFilters, actor: Actor | null): Promise<KeywordContext> {
    const q = filters.jobName?.trim();
    if (!q) return { corrected: null, fuzzy: false };
    const checked = await vocabularyFor(levelsOf(actor)).check(q);
    return { corrected: checked.corrected, fuzzy: checked.hasUnknownWord };
  }

  async function search(query: TalentSearchQuery, actor: Actor | null): Promise<TalentSearchPage> {
    const keyword = await keywordOf(query, actor);
    const levels = levelsOf(actor);
    return cache.get(`talent:${levels.join(',')}:${JSON.stringify(query)}`, async () => {
      // A correction that finds nothing for this viewer is never offered (decision 116).
      const fields = (total: number) => ({
        page: query.page,
        recordPerPage: query.recordPerPage,
        didYouMean: total > 0 ? keyword.corrected : null,
      });
      if (query.tab === 'Agency') {
        const { rows, total } = await searchAgencies(db, query, keyword);
        return {
          tab: 'Agency',
          items: rows.map(presentAgencyCard),
          total,
          isTotalExact: true,
          ...fields(total),
        };
      }
      const answer = await searchTalent(db, { ...query, levels }, keyword);
      const items = answer.rows.map(presentTalentCard);
      const { total, isTotalExact } = answer;
      return { tab: 'Freelancer', items, total, isTotalExact, ...fields(total) };
    });
  }

  async function facets(filters: TalentSearchFilters, actor: Actor | null): Promise<TalentFacets> {
    const keyword = await keywordOf(filters, actor);
    const levels = levelsOf(actor);
    const { sort: _sort, ...counted } = filters;
    return cache.get(`talent-facets:${levels.join(',')}:${JSON.stringify(counted)}`, () =>
      countTalentFacets(db, { ...filters, levels }, keyword),
    );
  }

  return { search, facets, touch: () => cache.touch() };
}
export type TalentSearch = ReturnType<typeof createTalentSearch>;
