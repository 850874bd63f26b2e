import { describe, expect, it } from 'vitest';
import { allButEach, intersect, release } from './facets.js';
import { RoaringBitmap32 } from './roaring.js';

/** A seeded generator, so that a failure repeats. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function randomBitmap(next: () => number, density: number): RoaringBitmap32 {
  const slots: number[] = [];
  for (let slot = 0; slot < 200_000; slot += 1) if (next() < density) slots.push(slot);
  return new RoaringBitmap32(slots);
}

/** The intersection the slow way: the members of the first found in every other. */
function bruteForce(bitmaps: RoaringBitmap32[]): number[] {
  const [first, ...rest] = bitmaps;
  return (first?.toArray() ?? []).filter((slot) => rest.every((bitmap) => bitmap.has(slot)));
}

describe('allButEach', () => {
  it('gives each group the base with every other group, and frees only what it made', () => {
    const next = generator(20261128);
    for (let count = 0; count <= 5; count += 1) {
      const base = randomBitmap(next, 0.6);
      const own = Array.from({ length: count }, () => randomBitmap(next, 0.2 + next() * 0.7));
      const sizes = [base, ...own].map((bitmap) => bitmap.size);
      const { except, all } = allButEach(base, own);

      expect(all.toArray()).toEqual(bruteForce([base, ...own]));
      for (let i = 0; i < count; i += 1) {
        expect(except[i]?.toArray()).toEqual(bruteForce([base, ...own.filter((_, j) => j !== i)]));
      }
      // The running intersections are freed, the inputs untouched.
      expect([base, ...own].map((bitmap) => bitmap.size)).toEqual(sizes);

      release([...except, all], base);
      expect(base.size).toBe(sizes[0]);
      expect(own.map((bitmap) => bitmap.size)).toEqual(sizes.slice(1));
      // Released results are emptied (their native memory returned).
      for (const result of [...except, all]) if (result !== base) expect(result.size).toBe(0);
    }
  });

  it('intersects the smallest first and leaves its inputs as they were', () => {
    const next = generator(7);
    const bitmaps = [0.9, 0.05, 0.5].map((density) => randomBitmap(next, density));
    const sizes = bitmaps.map((bitmap) => bitmap.size);
    expect(intersect(bitmaps).toArray()).toEqual(bruteForce(bitmaps));
    expect(bitmaps.map((bitmap) => bitmap.size)).toEqual(sizes);
  });
});
