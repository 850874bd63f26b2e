import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** A build of at least this many documents leaves enough garbage to be worth a full collection. */
export const COLLECT_AFTER_DOCUMENTS = 100_000;

/**
 * Readiness waits this long after the collection: V8's threads return the freed pages (within
 * 100 ms, measured), and the load shedder's event-loop sample (every 500 ms, decision 115) that
 * holds the collection's pause is replaced by a quiet one, so the first requests are not refused.
 */
export const RELEASE_WAIT_MS = 1_200;

let collector: (() => void) | null | undefined;

/**
 * One full garbage collection, when the search indexes are built (decision 134): the build's
 * batches of text and row arrays (about 1 GB at 1,000,000 listings and people) are garbage the
 * moment it ends, but V8 keeps the pages it grew into until its own next full collection, which
 * an idle or lightly loaded process may not run for minutes. Collecting once before readiness
 * returns them to the system. Node exposes `gc` only behind a flag, set here for this one use.
 */
export function collectGarbage(): boolean {
  if (collector === undefined) {
    try {
      setFlagsFromString('--expose-gc');
      collector = runInNewContext('gc') as () => void;
    } catch {
      collector = null;
    }
  }
  collector?.();
  return Boolean(collector);
}
