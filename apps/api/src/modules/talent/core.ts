import type {
  TalentFacets,
  TalentSearchFilters,
  TalentSearchPage,
  TalentSearchQuery,
} from '@talentport/contract';
import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import type { Actor } from '../../platform/actor.js';
import { SearchCache } from '../../platform/search/cache.js';
import { VOCABULARY_SAMPLE, Vocabulary } from '../../platform/search/typos.js';
import { visibleLevels } from '../../policies/index.js';
import { searchAgencies } from './agencies.js';
import { presentAgencyCard, presentTalentCard } from './presenter.js';
import { countTalentFacets, searchTalent } from './search.js';
import { isListedTalent, type KeywordContext } from './search-sql.js';

/** The words people search the directory for: names, occupations and skills of the best profiles. */
export async function readTalentVocabulary(db: Db): Promise<(string | null)[]> {
  const rows = await db
    .select({ text: users.talentText })
    .from(users)
    .where(isListedTalent)
    .orderBy(desc(users.talentQuality), users.code)
    .limit(VOCABULARY_SAMPLE);
  return rows.map((row) => row.text);
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
  const vocabulary = new Vocabulary(() => readTalentVocabulary(db));

  async function keywordOf(filters: TalentSearchFilters): Promise<KeywordContext> {
    const q = filters.jobName?.trim();
    if (!q) return { corrected: null, fuzzy: false };
    const checked = await vocabulary.check(q);
    return { corrected: checked.corrected, fuzzy: checked.hasUnknownWord };
  }

  async function search(query: TalentSearchQuery, actor: Actor | null): Promise<TalentSearchPage> {
    const keyword = await keywordOf(query);
    const levels = levelsOf(actor);
    return cache.get(`talent:${levels.join(',')}:${JSON.stringify(query)}`, async () => {
      const fields = { page: query.page, recordPerPage: query.recordPerPage, didYouMean: keyword.corrected };
      if (query.tab === 'Agency') {
        const { rows, total } = await searchAgencies(db, query, keyword);
        return { tab: 'Agency', items: rows.map(presentAgencyCard), total, isTotalExact: true, ...fields };
      }
      const answer = await searchTalent(db, { ...query, levels }, keyword);
      const items = answer.rows.map(presentTalentCard);
      return { tab: 'Freelancer', items, total: answer.total, isTotalExact: answer.isTotalExact, ...fields };
    });
  }

  async function facets(filters: TalentSearchFilters, actor: Actor | null): Promise<TalentFacets> {
    const keyword = await keywordOf(filters);
    const levels = levelsOf(actor);
    const { sort: _sort, ...counted } = filters;
    return cache.get(`talent-facets:${levels.join(',')}:${JSON.stringify(counted)}`, () =>
      countTalentFacets(db, { ...filters, levels }, keyword),
    );
  }

  return { search, facets, touch: () => cache.touch() };
}
export type TalentSearch = ReturnType<typeof createTalentSearch>;
