/** Each listed slot's position in tie order, and the slot at each position (decision 133). */
export type TieRanks = { rankOf: Uint32Array; slotAt: Uint32Array };

/**
 * Ranks the members by their ties (`compare`: the index's tie order). Members already in tie order
 * (built in key order with the key as tie) cost one pass; otherwise one sort.
 */
export function rankTies(
  members: Uint32Array,
  compare: (a: number, b: number) => number,
  slots: number,
): TieRanks {
  let isSorted = true;
  for (let i = 1; i < members.length && isSorted; i += 1) {
    isSorted = compare(members[i - 1] as number, members[i] as number) < 0;
  }
  const slotAt = isSorted ? members : Uint32Array.from(Array.from(members).sort(compare));
  const rankOf = new Uint32Array(slots);
  for (let rank = 0; rank < slotAt.length; rank += 1) rankOf[slotAt[rank] as number] = rank;
  return { rankOf, slotAt };
}

/** Buckets of the guide that narrows each rank's binary search (a 2^16-entry table). */
const GUIDE_BUCKETS = 1 << 16;

/**
 * Where each value's search among `distinct` (sorted, distinct) starts and ends: the values' span
 * cut into equal buckets, each knowing the first distinct value in it. A monotone bucket of each
 * value, so a value is always found in its bucket's stretch; non-finite values go to the ends.
 */
function guideOf(distinct: Float64Array): { bucketOf: (value: number) => number; start: Uint32Array } {
  let low = 0;
  while (low < distinct.length && !Number.isFinite(distinct[low] as number)) low += 1;
  let high = distinct.length - 1;
  while (high > low && !Number.isFinite(distinct[high] as number)) high -= 1;
  const origin = (distinct[low] as number) ?? 0;
  const span = (distinct[high] as number) - origin;
  const scale = span > 0 ? (GUIDE_BUCKETS - 1) / span : 0;
  const bucketOf = (value: number) => {
    const bucket = Math.floor((value - origin) * scale);
    return bucket > 0 ? Math.min(bucket, GUIDE_BUCKETS) : 0;
  };
  const start = new Uint32Array(GUIDE_BUCKETS + 2);
  let bucket = 0;
  for (let i = 0; i < distinct.length; i += 1) {
    const own = bucketOf(distinct[i] as number);
    while (bucket <= own) start[bucket++] = i;
  }
  while (bucket < start.length) start[bucket++] = distinct.length;
  return { bucketOf, start };
}

/** Each member's rank among the distinct values of a numeric key (0 = first in the order). */
function keyRanks(
  members: Uint32Array,
  values: Float64Array,
  desc: boolean,
): { ranks: Uint32Array; count: number } {
  // A loop, not `Float64Array.from(members, mapper)`: that takes the iterator path, 10 times slower.
  const sorted = new Float64Array(members.length);
  for (let i = 0; i < members.length; i += 1) sorted[i] = values[members[i] as number] as number;
  sorted.sort();
  let count = 0;
  for (let i = 0; i < sorted.length; i += 1) {
    if (i === 0 || sorted[i] !== sorted[count - 1]) sorted[count++] = sorted[i] as number;
  }
  const distinct = sorted.subarray(0, count);
  // A binary search over a million values misses the cache at every step: the guide narrows it.
  const { bucketOf, start } = guideOf(distinct);
  const ranks = new Uint32Array(members.length);
  for (let i = 0; i < members.length; i += 1) {
    const value = values[members[i] as number] as number;
    const bucket = bucketOf(value);
    let low = start[bucket] as number;
    let high = (start[bucket + 1] as number) - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((distinct[middle] as number) < value) low = middle + 1;
      else high = middle;
    }
    ranks[i] = desc ? count - 1 - low : low;
  }
  return { ranks, count };
}

/**
 * The members in an order's sequence (its numeric keys in turn, then the tie), sorted natively:
 * each member's key ranks and tie rank packed into one exact number. Null when the packed number
 * would pass 2^53 (the caller sorts with a comparator instead).
 */
export function sortByKeys(
  members: Uint32Array,
  keys: readonly { values: Float64Array; desc: boolean }[],
  ties: TieRanks,
  tieDesc: boolean,
): number[] | null {
  const n = members.length;
  const ranked = keys.map((key) => keyRanks(members, key.values, key.desc));
  const span = ranked.reduce((product, key) => product * key.count, Math.max(n, 1));
  if (span >= 2 ** 53) return null;
  const packed = new Float64Array(n);
  for (let i = 0; i < n; i += 1) {
    let value = 0;
    for (const key of ranked) value = value * key.count + (key.ranks[i] as number);
    const tie = ties.rankOf[members[i] as number] as number;
    packed[i] = value * n + (tieDesc ? n - 1 - tie : tie);
  }
  packed.sort();
  const order = new Array<number>(n);
  for (let i = 0; i < n; i += 1) {
    const position = (packed[i] as number) % n;
    order[i] = ties.slotAt[tieDesc ? n - 1 - position : position] as number;
  }
  return order;
}

/**
 * The first `wanted` of `slots` in `compare`'s order, without sorting them all: a sorted list of
 * the best so far, which most slots leave after one comparison with its last.
 */
export function firstInOrder(
  slots: Uint32Array,
  wanted: number,
  compare: (a: number, b: number) => number,
): number[] {
  const best: number[] = [];
  for (const slot of slots) {
    if (best.length === wanted && compare(slot, best[wanted - 1] as number) >= 0) continue;
    let low = 0;
    let high = best.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (compare(best[middle] as number, slot) <= 0) low = middle + 1;
      else high = middle;
    }
    best.splice(low, 0, slot);
    if (best.length > wanted) best.pop();
  }
  return best;
}

/** Each member's position in `order` (slots not in it read 0: only members are ever asked). */
export function ranksOf(order: readonly number[], slots: number): Uint32Array {
  const rankOf = new Uint32Array(slots);
  for (let rank = 0; rank < order.length; rank += 1) rankOf[order[rank] as number] = rank;
  return rankOf;
}

/**
 * The first `wanted` members in `order`, from their ranks (each member's position): the ranks are
 * read once and sorted as numbers. The callers keep `members` small (decision 149).
 */
export function firstRanked(
  members: Uint32Array,
  rankOf: Uint32Array,
  order: readonly number[],
  wanted: number,
): number[] {
  const ranks = new Uint32Array(members.length);
  for (let i = 0; i < members.length; i += 1) ranks[i] = rankOf[members[i] as number] as number;
  ranks.sort();
  const first = new Array<number>(Math.min(wanted, ranks.length));
  for (let i = 0; i < first.length; i += 1) first[i] = order[ranks[i] as number] as number;
  return first;
}
