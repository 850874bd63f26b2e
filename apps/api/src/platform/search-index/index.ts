/**
 * The search read model (decision 125): per API instance, an in-memory faceted index per kind of
 * searchable row (opportunities; people), built from PostgreSQL at start and kept fresh from the
 * `search_changes` feed.
 */

export { AnswerCache } from './answers.js';
export { ChangeFeed, FEED_POLL_MS } from './change-feed.js';
export { FacetThread } from './facet-thread.js';
export type { IndexDoc, IndexOrder, IndexSchema } from './faceted-index.js';
export { FacetedIndex } from './faceted-index.js';
export {
  type AskedGroup,
  countPlan,
  type FacetAnswer,
  type FacetCount,
  type FacetPlan,
  intersect,
  orderCounts,
  release,
} from './facets.js';
export type { KeywordForms } from './keyword-forms.js';
export { BUILD_BATCH, type IndexSource, LiveIndex, SearchIndexes } from './live-index.js';
export { RoaringBitmap32 } from './roaring.js';
export { inKeyRange, listField, listOf, readTextRecords, splitKeys } from './text-records.js';
export { KEYWORD_READ_LIMIT_MS, withinTime } from './time-limit.js';
export {
  type Draw,
  drawFilters,
  drawFrom,
  drawKeyword,
  WARM_UP_FROM_DOCUMENTS,
  WARM_UP_VIEWS,
  warmUp,
} from './warm-up.js';
