/**
 * One turn of the event loop per heavy task (decision 138). Node (libuv ≥ 1.45) accepts one new
 * connection per turn of its loop. A process answering many searches at once ran each one's
 * computation in the same turn as the database answer or request that woke it: turns took ~100 ms,
 * so new connections (a health check too) waited in the kernel's accept queue for up to 7 s, where
 * the load shedder could not see them. Awaiting `nextTurn()` before such work runs it in a turn of
 * its own, in arrival order: turns stay short, connections are accepted as fast as work is done,
 * and the waiting happens in the process, as requests in flight.
 */
const waiting: (() => void)[] = [];
let isScheduled = false;

function releaseOne(): void {
  waiting.shift()?.();
  // An immediate queued while immediates run waits for the next turn of the loop.
  if (waiting.length > 0) setImmediate(releaseOne);
  else isScheduled = false;
}

/** Resolves in a later turn of the event loop, one waiter per turn, first come first served. */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (!isScheduled) {
      isScheduled = true;
      setImmediate(releaseOne);
    }
  });
}

/** How many tasks wait for their turn. */
export function turnsWaiting(): number {
  return waiting.length;
}
