/** Each listed slot's position in tie order, and the slot at each position (decision 133). */
export type TieRanks = { rankOf: Uint32Array; slotAt: Uint32Array };

/**
 * Ranks the members by their tie string (ascending). Members already in tie order (built in id
 * order with the id as tie) cost one pass; otherwise one sort of the strings.
 */
export function rankTies(members: Uint32Array, ties: readonly string[], slots: number): TieRanks {
  let isSorted = true;
  for (let i = 1; i < members.length && isSorted; i += 1) {
    isSorted = (ties[members[i - 1] as number] as string) < (ties[members[i] as number] as string);
  }
  const slotAt = isSorted
    ? members
    : Uint32Array.from(
        Array.from(members).sort((a, b) => ((ties[a] as string) < (ties[b] as string) ? -1 : 1)),
      );
  const rankOf = new Uint32Array(slots);
  for (let rank = 0; rank < slotAt.length; rank += 1) rankOf[slotAt[rank] as number] = rank;
  return { rankOf, slotAt };
}

/** Each member's rank among the distinct values of a numeric key (0 = first in the order). */
function keyRanks(
  members: Uint32Array,
  values: Float64Array,
  desc: boolean,
): { ranks: Uint32Array; count: number } {
  const sorted = Float64Array.from(members, (slot) => values[slot] as number).sort();
  let count = 0;
  for (let i = 0; i < sorted.length; i += 1) {
    if (i === 0 || sorted[i] !== sorted[count - 1]) sorted[count++] = sorted[i] as number;
  }
  const distinct = sorted.subarray(0, count);
  const ranks = new Uint32Array(members.length);
  for (let i = 0; i < members.length; i += 1) {
    const value = values[members[i] as number] as number;
    let low = 0;
    let high = count - 1;
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

/** Ranks are counted per block of this many when choosing the first members. */
const RANK_BLOCK_BITS = 12;

/**
 * The first `wanted` members in `order`, from their ranks (decision 134): the members are counted
 * per block of 4,096 ranks, the blocks holding the first `wanted` found, and only the members in
 * those blocks sorted. Two passes over the members, however they sit in the order.
 */
export function firstByRank(
  members: Uint32Array,
  rankOf: Uint32Array,
  order: readonly number[],
  wanted: number,
): number[] {
  const counts = new Uint32Array((order.length >> RANK_BLOCK_BITS) + 1);
  for (const slot of members) {
    const block = (rankOf[slot] as number) >> RANK_BLOCK_BITS;
    counts[block] = (counts[block] as number) + 1;
  }
  let last = 0;
  for (let seen = 0; last < counts.length - 1 && seen + (counts[last] as number) < wanted; last += 1) {
    seen += counts[last] as number;
  }
  const chosen: number[] = [];
  for (const slot of members) {
    const rank = rankOf[slot] as number;
    if (rank >> RANK_BLOCK_BITS <= last) chosen.push(rank);
  }
  chosen.sort((a, b) => a - b);
  return chosen.slice(0, wanted).map((rank) => order[rank] as number);
}
