import { describe, expect, it } from 'vitest';
import { edgesOf, RangeBuckets } from './ranges.js';
import { RoaringBitmap32 } from './roaring.js';

/** A small deterministic generator (the test repeats itself exactly). */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

describe('RangeBuckets (decisions 125, 133, 134, 136)', () => {
  it('answers at-least and at-most exactly, with repeated values and after changes', () => {
    const next = generator(7);
    const count = 50_000;
    // A third of the values repeat one number (a bucket of one value), the rest spread out.
    const values = new Float64Array(count * 2);
    for (let slot = 0; slot < count; slot += 1)
      values[slot] = next() < 0.3 ? 500 : Math.round(next() * 20_000);
    const members = new Set(Array.from({ length: count }, (_, slot) => slot));
    const ranges = new RangeBuckets();
    ranges.rebuild(Uint32Array.from(members), values);
    // Changes after the build: some leave, some come back with a new value, new ones arrive.
    for (let slot = 0; slot < count + 2_000; slot += 7) {
      if (members.has(slot)) ranges.remove(slot, values[slot] as number);
      values[slot] = next() < 0.5 ? 500 : Math.round(next() * 25_000);
      if (next() < 0.6) {
        members.add(slot);
        ranges.add(slot, values[slot] as number);
      } else members.delete(slot);
    }
    const expected = (passes: (value: number) => boolean) =>
      [...members].filter((slot) => passes(values[slot] as number)).sort((a, b) => a - b);
    // Bounds everywhere: each side of every checkpoint is reached from the kept union below and above.
    const bounds = [-1, 0, 499, 500, 501, 7_777, 19_999, 20_000, 24_000, 25_000, 30_000];
    for (let i = 0; i < 200; i += 1) bounds.push(Math.round(next() * 26_000) - 500);
    for (const bound of bounds) {
      const atLeast = new RoaringBitmap32(expected((value) => value >= bound));
      const atMost = new RoaringBitmap32(expected((value) => value <= bound));
      expect(ranges.atLeast(bound, values).isEqual(atLeast), `at least ${bound}`).toBe(true);
      expect(ranges.atMost(bound, values).isEqual(atMost), `at most ${bound}`).toBe(true);
    }
  });

  it('gives a run of one value its own bucket, so no bucket a range cuts is large (decision 139)', () => {
    const next = generator(11);
    for (const runShare of [0.3, 0.05, 0.6]) {
      // A run of zeros (people without this rate), a run in the middle, the rest spread out.
      const values = Float64Array.from({ length: 100_000 }, () => {
        const draw = next();
        return draw < runShare ? 0 : draw < runShare + 0.1 ? 150 : 1 + Math.round(next() * 5_000);
      }).sort();
      const edges = edgesOf(values);
      const step = Math.floor(values.length / 1_024);
      for (let k = 0; k < edges.length; k += 1) {
        const inBucket = values.filter(
          (value) =>
            value >= (edges[k] as number) && (k + 1 === edges.length || value < (edges[k + 1] as number)),
        );
        // A bucket of several values (one a range may cut) holds at most about two steps.
        if (new Set(inBucket).size > 1)
          expect(inBucket.length, `bucket ${k} at ${edges[k]}`).toBeLessThanOrEqual(2 * step);
      }
      expect(edges).toContain(0);
      expect(edges).toContain(150);
    }
  });
});
