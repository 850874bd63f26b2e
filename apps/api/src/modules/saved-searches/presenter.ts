import type { SavedSearch } from '@talentport/contract';
import type { SavedSearchRow } from '../../db/schema.js';

/** What the owner sees of a saved search (never its unsubscribe key). */
export function presentSavedSearch(row: SavedSearchRow): SavedSearch {
  return {
    _id: row.id,
    name: row.name,
    target: row.target,
    query: row.query,
    frequency: row.frequency,
    createdAt: row.createdAt.toISOString(),
  };
}
