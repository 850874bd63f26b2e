import { describe, expect, it } from 'vitest';
import { FacetThread } from './facet-thread.js';
import { FacetedIndex, type IndexDoc } from './faceted-index.js';
import { countPlan } from './facets.js';
import { RoaringBitmap32 } from './roaring.js';

/** A seeded generator, so that a failure repeats. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const VALUES: Record<string, string[]> = {
  color: ['red', 'green', 'blue', 'black'],
  size: ['S', 'M', 'L'],
  tag: ['a', 'b', 'c', 'd', 'e'],
};
const pick = (next: () => number, values: string[]) => values[Math.floor(next() * values.length)] as string;

function doc(next: () => number, id: number): IndexDoc {
  return {
    id: `doc-${id}`,
    tie: `doc-${String(id).padStart(6, '0')}`,
    values: {
      color: [pick(next, VALUES.color as string[])],
      size: next() < 0.9 ? [pick(next, VALUES.size as string[])] : [],
      // Many values per document, or a value no document had at the start.
      tag: [...new Set([pick(next, VALUES.tag as string[]), next() < 0.3 ? 'new' : 'a'])],
      other: ['x'],
    },
    numbers: {},
  };
}

/** Random groups and a random base, asked of the thread and counted in-process. */
async function compare(next: () => number, index: FacetedIndex, thread: FacetThread) {
  const members = index.universe.toArray().filter(() => next() < 0.3 + next() * 0.7);
  const base = new RoaringBitmap32(members);
  const asked = ['color', 'size', 'tag'].map((dimension) => ({
    dimension,
    kept: next() < 0.5 ? null : [...(VALUES[dimension] as string[]), 'new'].filter(() => next() < 0.4),
  }));
  const plan = {
    groups: asked,
    extra: [
      {
        conditions: asked.slice(1).map((group) => ({ ...group, kept: group.kept ?? ['S'] })),
        dimension: 'color',
      },
    ],
  };
  const counted = await thread.count(base, plan);
  const local = countPlan(index, base, plan);
  const sorted = (counts: [string, number][][]) => counts.map((group) => [...group].sort());
  expect(counted).not.toBeNull();
  expect({
    all: counted?.all,
    counts: sorted(counted?.counts ?? []),
    extra: sorted(counted?.extra ?? []),
  }).toEqual({
    all: local.all,
    counts: sorted(local.counts),
    extra: sorted(local.extra),
  });
  base.dispose();
}

describe('FacetThread (decision 144)', () => {
  it('counts like the index, in order with every change, and stops cleanly', async () => {
    const next = generator(20261129);
    const index = new FacetedIndex({
      dimensions: ['color', 'size', 'tag', 'other'],
      numbers: [],
      ranges: [],
      orders: {},
    });
    index.load(Array.from({ length: 5_000 }, (_, id) => doc(next, id)));
    index.finishBuild();
    const thread = new FacetThread(['color', 'size', 'tag']);
    expect(await thread.count(index.universe, { groups: [] })).toBeNull();
    thread.load(index);
    try {
      for (let round = 0; round < 20; round += 1) {
        // Some listed again with other values, some no longer listed, some new.
        const changes = new Map<string, IndexDoc | null>();
        for (let i = 0; i < 50; i += 1) {
          const id = Math.floor(next() * 6_000);
          changes.set(`doc-${id}`, next() < 0.2 ? null : doc(next, id));
        }
        index.apply(changes);
        thread.place(
          [...changes].flatMap(([id, changed]) => {
            const slot = index.slotOfId(id);
            return slot === undefined ? [] : [[slot, changed] as [number, IndexDoc | null]];
          }),
        );
        // Asked at once, before the worker has answered the first.
        await Promise.all([compare(next, index, thread), compare(next, index, thread)]);
      }
    } finally {
      thread.close();
    }
    expect(await thread.count(index.universe, { groups: [] })).toBeNull();
  });
});
