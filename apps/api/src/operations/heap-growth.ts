import { setFlagsFromString } from 'node:v8';

/**
 * How far the old generation may grow past what the last full collection kept, in percent
 * (decision 145). V8 chooses this itself, between 10 % and 300 %, from how fast it collects
 * against how fast the program allocates. With the search indexes' 200 MB of live objects,
 * collecting looks cheap, so V8 chose about 10 %: a full collection (marking all 200 MB) every
 * second or so under search traffic, 1 to 1.5 ms of CPU per page view. At 100 % it comes every
 * four seconds or so.
 */
export const HEAP_GROWING_PERCENT = 100;

/**
 * Fixes the old generation's growth for this process (decision 145). Only the API's own entry
 * points call it, as early as they can: a small heap (a test, a script) grows faster with V8's own
 * choice.
 */
export function setHeapGrowth(percent = HEAP_GROWING_PERCENT): void {
  setFlagsFromString(`--heap-growing-percent=${percent}`);
}
