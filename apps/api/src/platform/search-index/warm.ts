import type { LiveIndex, SearchIndexes } from './live-index.js';

/** The longest a warm-up may take in all, per index: past it the rest is read when asked. */
const WARM_BUDGET_MS = 5 * 60_000;

/**
 * Reads ahead the keywords people are most likely to type (decision 125): once the index is built,
 * the catalogue's most used words (`words`, most used first) are matched one at a time through
 * `read` (the search's own keyword path, so they land in its keyword cache under the key a request
 * uses). A first read of a common word costs a pass over its rows in PostgreSQL; done here, the
 * first person to type it does not pay it. One read at a time, each followed by a pause as long as
 * it took (the reads and the bitmaps made from them never take more than half of the time from
 * requests), within WARM_BUDGET_MS, stopped when the app closes; a failure ends the warm-up quietly
 * (requests read what they need themselves).
 */
export async function warmKeywords(
  indexes: SearchIndexes,
  live: LiveIndex,
  words: (count: number) => Promise<string[]>,
  read: (word: string) => Promise<unknown>,
): Promise<void> {
  const count = indexes.options.warmKeywords;
  if (count === 0) return;
  try {
    await live.ready;
    const started = Date.now();
    for (const word of await words(count)) {
      if (indexes.isClosed || Date.now() - started > WARM_BUDGET_MS) return;
      const readStarted = Date.now();
      await read(word);
      await new Promise((resolve) => setTimeout(resolve, Date.now() - readStarted));
    }
  } catch {
    // The database went away or the app closed: nothing to undo.
  }
}
