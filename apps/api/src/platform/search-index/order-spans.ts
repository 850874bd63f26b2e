import { RoaringBitmap32 } from './roaring.js';
import { firstRanked } from './sort-orders.js';

/** An order is cut into blocks of this many consecutive positions… */
export const BLOCK = 4_096;
/** …and into spans of this many blocks (65,536 positions). */
const BLOCKS_PER_SPAN = 16;
const SPAN = BLOCK * BLOCKS_PER_SPAN;

/**
 * One stored order cut into spans of 65,536 consecutive positions and blocks of 4,096, each kept
 * as a bitmap of its slots (decisions 137, 149). The first `wanted` matches in the order are found
 * by counting (`andCardinality`, microseconds each): spans from the start until one reaches
 * `wanted` (every match before it is on the page), then that span's blocks until the page is full.
 * Only the matches of those spans and blocks are ranked: fewer than `wanted` plus one block,
 * wherever the matches sit in the order and however many there are, after at most 16 + 16 counts
 * at 1,000,000 slots. Made as pages need them, kept while the index's version lasts.
 */
export class OrderSpans {
  private spans: RoaringBitmap32[] = [];
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
      for (const bitmap of [...this.spans, ...this.blocks]) bitmap?.dispose();
      this.spans = [];
      this.blocks = [];
      this.version = version;
    }
    const inside: RoaringBitmap32[] = [];
    try {
      let found = 0;
      // Whole spans while they hold fewer than the page still needs.
      let span = 0;
      for (; span * SPAN < order.length; span += 1) {
        const bitmap = this.piece(this.spans, span, SPAN, order);
        const count = matches.andCardinality(bitmap);
        if (found + count >= wanted) break;
        if (count > 0) inside.push(RoaringBitmap32.and(matches, bitmap));
        found += count;
      }
      // Then the blocks of the span that completes it.
      for (let block = span * BLOCKS_PER_SPAN; block * BLOCK < order.length && found < wanted; block += 1) {
        const bitmap = this.piece(this.blocks, block, BLOCK, order);
        const count = matches.andCardinality(bitmap);
        if (count === 0) continue;
        inside.push(RoaringBitmap32.and(matches, bitmap));
        found += count;
      }
      const members = RoaringBitmap32.orMany(inside);
      try {
        return firstRanked(members.toUint32Array(), rankOf(), order, wanted);
      } finally {
        members.dispose();
      }
    } finally {
      for (const bitmap of inside) bitmap.dispose();
    }
  }

  /** The slots at positions `number × size` up to the next piece, made the first time it is asked for. */
  private piece(pieces: RoaringBitmap32[], number: number, size: number, order: readonly number[]) {
    let piece = pieces[number];
    if (!piece) {
      piece = new RoaringBitmap32(Uint32Array.from(order.slice(number * size, (number + 1) * size)));
      pieces[number] = piece;
    }
    return piece;
  }
}
