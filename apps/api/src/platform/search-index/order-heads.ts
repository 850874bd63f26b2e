import { RoaringBitmap32 } from './roaring.js';
import { firstByRank } from './sort-orders.js';

/** The first head of an order holds this many of its slots, each next one four times more. */
export const FIRST_HEAD = 4_096;
/** More matches than this inside the head found are left to the walk over every match. */
const MOST_IN_HEAD = 16_384;

/**
 * Prefixes ("heads") of one stored order as bitmaps (decision 137): its first 4,096 slots, then
 * 16,384, 65,536… The first `wanted` matches in the order all lie in the smallest head that holds
 * `wanted` of them (a head is a prefix), and that head is found by counting (`andCardinality`,
 * microseconds each): only the matches inside it are ranked. Made smallest first as pages need
 * them, and kept while the index's version lasts.
 */
export class OrderHeads {
  private heads: RoaringBitmap32[] = [];
  private version = -1;

  /**
   * The first `wanted` of `matches` in `order`, or null when no head short of the whole order
   * holds `wanted` of them (or holds too many: the caller then walks every match).
   */
  firstMatches(
    matches: RoaringBitmap32,
    order: readonly number[],
    version: number,
    wanted: number,
    rankOf: () => Uint32Array,
  ): number[] | null {
    if (version !== this.version) {
      for (const head of this.heads) head.dispose();
      this.heads = [];
      this.version = version;
    }
    for (let level = 0; FIRST_HEAD * 4 ** level < order.length; level += 1) {
      const head = this.head(level, order);
      if (matches.andCardinality(head) < wanted) continue;
      const inside = RoaringBitmap32.and(matches, head);
      try {
        return inside.size > MOST_IN_HEAD
          ? null
          : firstByRank(inside.toUint32Array(), rankOf(), order, wanted);
      } finally {
        inside.dispose();
      }
    }
    return null;
  }

  /** The head of this level (the levels below it are made first, each from the one before). */
  private head(level: number, order: readonly number[]): RoaringBitmap32 {
    for (let made = this.heads.length; made <= level; made += 1) {
      const from = made === 0 ? 0 : FIRST_HEAD * 4 ** (made - 1);
      const head = made === 0 ? new RoaringBitmap32() : (this.heads[made - 1] as RoaringBitmap32).clone();
      head.addMany(Uint32Array.from(order.slice(from, FIRST_HEAD * 4 ** made)));
      this.heads.push(head);
    }
    return this.heads[level] as RoaringBitmap32;
  }
}
