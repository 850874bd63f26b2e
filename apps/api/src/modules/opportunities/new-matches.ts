import type { OpportunitySearchFilters } from '@talentport/contract';
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companies, opportunities } from '../../db/schema.js';
import { Vocabulary } from '../../platform/search/typos.js';
import { type SearchViewer, type SummaryRow, searchConditions, summaryColumns } from './search.js';
import { readVocabularySample } from './search-core.js';

export type NewMatchWindow = {
  /** Listings published strictly after this… */
  after: Date;
  /** …and at or before this are new. */
  upTo: Date;
  limit: number;
};

/**
 * Finds listings that a saved search would show and that were published inside a window (job
 * alerts, decision 108). The filters are the search's own (`searchConditions`, with the same typo
 * correction against the catalogue's words), so an alert never disagrees with the search page.
 */
export function createNewMatchFinder(db: Db) {
  const vocabulary = new Vocabulary(() => readVocabularySample(db));
  return async function findNewMatches(
    filters: OpportunitySearchFilters,
    window: NewMatchWindow,
    viewer: SearchViewer = {},
  ): Promise<SummaryRow[]> {
    const keyword = filters.jobName?.trim();
    const checked = keyword ? await vocabulary.check(keyword) : { corrected: null, hasUnknownWord: false };
    const where = and(
      ...searchConditions({ ...filters, ...viewer }, undefined, checked.corrected, checked.hasUnknownWord),
      gt(opportunities.publishedAt, window.after),
      lte(opportunities.publishedAt, window.upTo),
    );
    return db
      .select(summaryColumns)
      .from(opportunities)
      .innerJoin(companies, eq(companies.id, opportunities.companyId))
      .where(where)
      .orderBy(asc(opportunities.publishedAt), asc(opportunities.id))
      .limit(window.limit);
  };
}
export type NewMatchFinder = ReturnType<typeof createNewMatchFinder>;
