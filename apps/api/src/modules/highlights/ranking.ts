import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { profileHighlights } from '../../db/schema.js';

/**
 * The ranking rule for highlighted profiles (decision 040), shared by every list that ranks people:
 *
 *   score = relevance + HIGHLIGHT_BOOST   while the profile's highlight runs
 *   score = relevance                     otherwise
 *
 * with relevance scaled to 0..1 by the list that uses it. The boost is bounded (0.25), so a
 * highlight lifts a profile among similarly relevant ones but never above a clearly better match:
 * it does not bury everyone else. Ties are broken by the list's own stable order.
 */
export const HIGHLIGHT_BOOST = 0.25;

/** `true` while the user's highlight runs. `userId` is the users.id column of the outer query. */
export function isHighlightedSql(userId: AnyPgColumn | SQL): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${profileHighlights} where ${profileHighlights.userId} = ${userId} and ${profileHighlights.highlightedUntil} > now())`;
}

/** HIGHLIGHT_BOOST while the user's highlight runs, else 0: add it to a 0..1 relevance. */
export function highlightBoost(userId: AnyPgColumn | SQL): SQL<number> {
  return sql<number>`(case when ${isHighlightedSql(userId)} then ${sql.raw(String(HIGHLIGHT_BOOST))} else 0 end)`;
}

/** Ranks by relevance plus the highlight boost; use in ORDER BY ... DESC. */
export function rankWithHighlight(relevance: SQL<number>, userId: AnyPgColumn | SQL): SQL<number> {
  return sql<number>`(${relevance} + ${highlightBoost(userId)})`;
}
