import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rankTies, sortByKeys } from './sort-orders.js';

/** Values as the indexes hold them: repeated, fractional, far apart, and +∞ for a missing one. */
const value = fc.oneof(
  fc.integer({ min: 0, max: 5 }),
  fc.double({ min: -1e6, max: 1e6, noNaN: true, noDefaultInfinity: true }),
  fc.integer({ min: 1_600_000_000_000_000, max: 1_800_000_000_000_000 }),
  fc.constant(Number.POSITIVE_INFINITY),
);

describe('sortByKeys (decisions 133, 140)', () => {
  it('orders members as a comparator over their keys and ties would', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(value, value), { minLength: 1, maxLength: 400 }),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (rows, firstDesc, secondDesc, tieDesc) => {
          const first = Float64Array.from(rows, ([a]) => a);
          const second = Float64Array.from(rows, ([, b]) => b);
          const ties = rows.map((_, slot) => `t${String(slot).padStart(4, '0')}`);
          const members = Uint32Array.from(rows.keys());
          const keys = [
            { values: first, desc: firstDesc },
            { values: second, desc: secondDesc },
          ];
          const sorted = sortByKeys(
            members,
            keys,
            rankTies(members, (a, b) => ((ties[a] as string) < (ties[b] as string) ? -1 : 1), rows.length),
            tieDesc,
          );
          const expected = Array.from(members).sort((a, b) => {
            for (const key of keys) {
              const x = key.values[a] as number;
              const y = key.values[b] as number;
              if (x !== y) return (x < y ? -1 : 1) * (key.desc ? -1 : 1);
            }
            return (a < b ? -1 : 1) * (tieDesc ? -1 : 1);
          });
          expect(sorted).toEqual(expected);
        },
      ),
      { numRuns: 300, seed: 140 },
    );
  });
});
