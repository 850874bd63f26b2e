import { RoaringBitmap32 } from './roaring.js';
import { firstRanked } from './sort-orders.js';

/** The first head of an order holds this many of its slots, each next one four times more. */
export const FIRST_HEAD = 4_096;
/** An order is also cut into blocks of this many consecutive positions (the first head's size). */
export const BLOCK = FIRST_HEAD;

/**
 * Prefixes ("heads") and blocks of one stored order as bitmaps (decisions 137, 149). Heads: its
 * first 4,096 slots, then 16,384, 65,536…; blocks: positions 0–4,095, 4,096–8,191, and so on. The
 * first `wanted` matches in the order all lie in the smallest prefix that holds `wanted` of them.
 * The heads find, by counting (`andCardinality`, microseconds each), the last head that holds fewer;
 * from its end the blocks are counted one by one until `wanted` are reached. Only the matches in
 * that head and in those blocks are ranked: at most `wanted` plus one block, wherever the matches
 * sit in the order and however many there are. Made as pages need them, kept while the index's
 * version lasts.
 */
export class OrderHeads {
  private heads: RoaringBitmap32[] = [];
  private blocks: RoaringBitmap32[] = [];
  private version = -1;

  /** The first `wanted` of `matches` in `order` (slots), ranked by `rankOf` (each slot's position). */
  firstMatches(
    matches: RoaringBitmap32,
    order: readonly number[],
    version: number,
    wanted: number,
    rankOf: () => Uint32Array,
  ): number[] {
    if (version !== this.version) {
      for (const bitmap of [...this.heads, ...this.blocks]) bitmap?.dispose();
      this.heads = [];
      this.blocks = [];
      this.version = version;
    }
    // The last head holding fewer than `wanted` (its matches are all on the page), and where it ends.
    let before: RoaringBitmap32 | null = null;
    let found = 0;
    let end = 0;
    for (let level = 0; FIRST_HEAD * 4 ** level < order.length; level += 1) {
      const head = this.head(level, order);
      const count = matches.andCardinality(head);
      if (count >= wanted) break;
      before = head;
      found = count;
      end = FIRST_HEAD * 4 ** level;
    }
    const inside: RoaringBitmap32[] = before && found > 0 ? [RoaringBitmap32.and(matches, before)] : [];
    try {
      for (let from = end; from < order.length && found < wanted; from += BLOCK) {
        const block = this.block(from / BLOCK, order);
        const count = matches.andCardinality(block);
        if (count === 0) continue;
        inside.push(RoaringBitmap32.and(matches, block));
        found += count;
      }
      const members = inside.length === 1 ? (inside[0] as RoaringBitmap32) : RoaringBitmap32.orMany(inside);
      try {
        return firstRanked(members.toUint32Array(), rankOf(), order, wanted);
      } finally {
        if (inside.length !== 1) members.dispose();
      }
    } finally {
      for (const bitmap of inside) bitmap.dispose();
    }
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

  /** The slots at positions `number × BLOCK` up to the next block. */
  private block(number: number, order: readonly number[]): RoaringBitmap32 {
    let block = this.blocks[number];
    if (!block) {
      block = new RoaringBitmap32(Uint32Array.from(order.slice(number * BLOCK, (number + 1) * BLOCK)));
      this.blocks[number] = block;
    }
    return block;
  }
}
