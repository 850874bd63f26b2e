import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { StringIndex, StringTable } from './string-table.js';

/** Ids, codes and words as the indexes hold them, with accents, CJK and emoji, and empty ones. */
const text = fc.oneof(
  fc.uuid(),
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 8 }),
  fc.constantFrom('', 'é', 'ça', 'naïve', '日本', '🙂'),
);

/** Code point order: what `StringTable.compare` promises (JavaScript's `<` below U+10000). */
function byCodePoints(a: string, b: string): number {
  const x = [...a].map((c) => c.codePointAt(0) as number);
  const y = [...b].map((c) => c.codePointAt(0) as number);
  for (let i = 0; i < Math.min(x.length, y.length); i += 1) {
    if (x[i] !== y[i]) return (x[i] as number) < (y[i] as number) ? -1 : 1;
  }
  return x.length === y.length ? 0 : x.length < y.length ? -1 : 1;
}

describe('StringTable (decision 141)', () => {
  it('gives back what was written, rewritten in place or not, and orders entries by code points', () => {
    fc.assert(
      fc.property(
        fc.array(text, { maxLength: 300 }),
        fc.array(fc.tuple(fc.nat(), text), { maxLength: 60 }),
        (pushed, rewrites) => {
          const table = new StringTable();
          const expected: string[] = [];
          for (const value of pushed) {
            expect(table.push(value)).toBe(expected.length);
            expected.push(value);
          }
          for (const [at, value] of rewrites) {
            if (expected.length === 0) break;
            const index = at % expected.length;
            table.set(index, value);
            expected[index] = value;
          }
          expect(table.size).toBe(expected.length);
          expected.forEach((value, index) => {
            expect(table.get(index)).toBe(value);
            expect(table.is(index, value)).toBe(true);
            expect(table.is(index, `${value}x`)).toBe(false);
          });
          for (let i = 1; i < expected.length; i += 1) {
            const want = byCodePoints(expected[i - 1] as string, expected[i] as string);
            expect(StringTable.compare(table, i - 1, table, i)).toBe(want);
          }
        },
      ),
      { numRuns: 200, seed: 141 },
    );
  });

  it('compares entries of two tables', () => {
    const ids = new StringTable();
    const codes = new StringTable();
    ids.push('b-2');
    codes.push('b-10');
    codes.push('b-2');
    expect(StringTable.compare(ids, 0, codes, 0)).toBe(1);
    expect(StringTable.compare(ids, 0, codes, 1)).toBe(0);
    expect(StringTable.compare(codes, 0, ids, 0)).toBe(-1);
  });

  it('adds a written entry at the end only', () => {
    const table = new StringTable();
    table.set(0, 'a');
    expect(() => table.set(2, 'c')).toThrow(RangeError);
    expect(table.size).toBe(1);
  });
});

describe('StringIndex (decision 141)', () => {
  it('finds each value it holds, once, as a Map would, past many rehashes', () => {
    fc.assert(
      fc.property(fc.array(text, { maxLength: 2_000 }), fc.array(text, { maxLength: 50 }), (added, asked) => {
        const index = new StringIndex();
        const map = new Map<string, number>();
        for (const value of added) {
          const known = map.get(value);
          const entry = index.findOrAdd(value);
          if (known === undefined) map.set(value, entry);
          expect(entry).toBe(known ?? map.size - 1);
        }
        expect(index.size).toBe(map.size);
        for (const [value, entry] of map) {
          expect(index.find(value)).toBe(entry);
          expect(index.get(entry)).toBe(value);
        }
        for (const value of asked) expect(index.find(value)).toBe(map.get(value));
      }),
      { numRuns: 100, seed: 141 },
    );
  });

  it('tells apart values that share buckets', () => {
    const index = new StringIndex();
    // 20,000 values in at most twice as many buckets: many probes meet another value first.
    const values = Array.from({ length: 20_000 }, (_, i) => i.toString(36));
    for (const [i, value] of values.entries()) expect(index.findOrAdd(value)).toBe(i);
    for (const [i, value] of values.entries()) expect(index.find(value)).toBe(i);
    expect(index.find('zzzzz')).toBeUndefined();
  });
});
