import { expect } from 'vitest';
import type { Db } from '../db/client.js';
import {
  ChangeFeed,
  type IndexSource,
  LiveIndex,
  type RoaringBitmap32,
} from '../platform/search-index/index.js';

/**
 * Decision 140: builds `source`'s index twice from the same rows, in one pass and in three key
 * ranges read at once (every row sampled, batches of 7 so that each range takes several), and
 * expects the same index: documents, every bitmap, every order's whole sequence, the same words.
 */
export async function expectRangedBuildSame(db: Db, source: IndexSource, words: readonly string[]) {
  // Kinds of their own: the feed's replay of recent changes (which re-reads rows) must not mend a build.
  const whole: IndexSource = { ...source, kind: `${source.kind}:whole` };
  const ranged: IndexSource = {
    ...source,
    kind: `${source.kind}:ranged`,
    splitKeys: (on, parts) =>
      source.splitKeys?.(on, parts, { percent: 100, minSampled: 1 }) ?? Promise.resolve([]),
  };
  const cuts = await ranged.splitKeys?.(db, 3);
  expect(cuts?.length).toBe(2);
  const feed = new ChangeFeed(db);
  try {
    const inOnePass = new LiveIndex(db, whole, feed, { batch: 7, ranges: 1 });
    const inRanges = new LiveIndex(db, ranged, feed, { batch: 7, ranges: 3 });
    await Promise.all([inOnePass.ready, inRanges.ready]);
    const ids = (live: LiveIndex, bitmap: RoaringBitmap32) =>
      Array.from(bitmap.toUint32Array(), (slot) => live.index.idOf(slot)).sort();
    expect(inRanges.index.size).toBe(inOnePass.index.size);
    expect(ids(inRanges, inRanges.index.listed())).toEqual(ids(inOnePass, inOnePass.index.listed()));
    for (const dimension of source.schema.dimensions) {
      expect(inRanges.index.valuesOf(dimension).sort()).toEqual(inOnePass.index.valuesOf(dimension).sort());
      for (const value of inOnePass.index.valuesOf(dimension)) {
        expect(ids(inRanges, inRanges.index.bitmap(dimension, value))).toEqual(
          ids(inOnePass, inOnePass.index.bitmap(dimension, value)),
        );
      }
    }
    for (const order of Object.keys(source.schema.orders)) {
      const sequence = (live: LiveIndex) => live.index.page(live.index.listed(), order, 0, live.index.size);
      expect(sequence(inRanges)).toEqual(sequence(inOnePass));
    }
    for (const word of words) {
      const matching = (live: LiveIndex) => ids(live, live.terms?.matches(word) as RoaringBitmap32);
      expect(matching(inRanges)).toEqual(matching(inOnePass));
    }
  } finally {
    feed.close();
  }
}
