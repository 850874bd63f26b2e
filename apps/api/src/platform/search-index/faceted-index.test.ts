import { describe, expect, it } from 'vitest';
import { FacetedIndex, type IndexDoc } from './faceted-index.js';
import { RoaringBitmap32 } from './roaring.js';

const SCHEMA = {
  dimensions: ['company', 'skill'],
  numbers: ['rank'],
  ranges: [],
  orders: { byRank: { keys: [{ field: 'rank', desc: true }], tieDesc: false } },
  oneValue: ['company'],
};

const doc = (id: string, company: string | null, skills: string[], rank: number): IndexDoc => ({
  id,
  tie: id,
  values: { company: company ? [company] : [], skill: skills },
  numbers: { rank },
});

describe('FacetedIndex changes (decisions 125, 133)', () => {
  it('moves a document between the values of a one-value dimension and out of every bitmap', () => {
    const index = new FacetedIndex(SCHEMA);
    index.load([doc('a', 'c1', ['x'], 3), doc('b', 'c1', ['x', 'y'], 2), doc('c', null, ['y'], 1)]);
    index.finishBuild();
    const ids = (bitmap: ReturnType<FacetedIndex['bitmap']>) =>
      Array.from(bitmap.toUint32Array(), (slot) => index.idOf(slot));
    index.apply(new Map([['b', doc('b', 'c2', ['y'], 5)]]));
    expect(ids(index.bitmap('company', 'c1'))).toEqual(['a']);
    expect(ids(index.bitmap('company', 'c2'))).toEqual(['b']);
    expect(ids(index.bitmap('skill', 'x'))).toEqual(['a']);
    expect(index.page(index.listed(), 'byRank', 0, 3)).toEqual(['b', 'a', 'c']);
    index.apply(
      new Map([
        ['b', null],
        ['c', doc('c', 'c2', [], 0)],
      ]),
    );
    expect(ids(index.bitmap('company', 'c2'))).toEqual(['c']);
    expect(ids(index.bitmap('skill', 'y'))).toEqual([]);
    expect(index.page(index.listed(), 'byRank', 0, 3)).toEqual(['a', 'c']);
  });

  it('pages many matches in order wherever they sit in the stored order (decision 134)', () => {
    const index = new FacetedIndex(SCHEMA);
    const count = 60_000;
    // Ranks descending: slot order is the reverse of the stored order; the skill marks thirds.
    const docs = Array.from({ length: count }, (_, i) =>
      doc(`d${String(i).padStart(6, '0')}`, null, [i < 20_000 ? 'low' : i < 40_000 ? 'mid' : 'high'], i),
    );
    index.load(docs);
    index.finishBuild();
    const expected = (from: number, skill: string) =>
      docs
        .filter((d) => d.values.skill?.[0] === skill)
        .sort((a, b) => (b.numbers.rank ?? 0) - (a.numbers.rank ?? 0))
        .slice(from, from + 20)
        .map((d) => d.id);
    // 'high' is met first (the walk asks the bitmap); 'low' only after 40,000 slots (past the
    // budget, against marks); 'mid' in between.
    for (const skill of ['high', 'mid', 'low']) {
      expect(index.page(index.bitmap('skill', skill), 'byRank', 180, 20)).toEqual(expected(180, skill));
    }
    const mixed = index.anyOf('skill', ['low', 'high']);
    expect(index.page(mixed, 'byRank', 19_990, 20)).toEqual(
      docs
        .filter((d) => d.values.skill?.[0] !== 'mid')
        .sort((a, b) => (b.numbers.rank ?? 0) - (a.numbers.rank ?? 0))
        .slice(19_990, 20_010)
        .map((d) => d.id),
    );
    // After a change the ranks are made again: the last 'low' document moves to the front.
    const moved = docs[0] as IndexDoc;
    index.apply(new Map([[moved.id, doc(moved.id, null, ['low'], 1_000_000)]]));
    expect(index.page(index.bitmap('skill', 'low'), 'byRank', 0, 2)).toEqual([moved.id, 'd019999']);
    expect(index.page(index.bitmap('skill', 'low'), 'byRank', 19_998, 5)).toEqual(['d000002', 'd000001']);
  });

  it('pages matches of any density and place through the order heads and blocks (decisions 137, 149)', () => {
    const index = new FacetedIndex(SCHEMA);
    const count = 100_000;
    let seed = 137;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    // Ranks in a shuffled order: slots and stored order are unrelated.
    const ranks = Array.from({ length: count }, (_, i) => i).sort(() => random() - 0.5);
    const docs = ranks.map((rank, i) => doc(`p${String(i).padStart(6, '0')}`, null, [], rank));
    index.load(docs);
    index.finishBuild();
    const slotsByRank = [...docs.keys()].sort((a, b) => (ranks[b] as number) - (ranks[a] as number));
    const check = (chosen: number[], offset: number, limit: number) => {
      const matches = new RoaringBitmap32(
        chosen.map((i) => index.slotOfId((docs[i] as IndexDoc).id) as number),
      );
      const members = new Set(chosen);
      const expected = slotsByRank
        .filter((i) => members.has(i))
        .slice(offset, offset + limit)
        .map((i) => (docs[i] as IndexDoc).id);
      expect(index.page(matches, 'byRank', offset, limit)).toEqual(expected);
      matches.dispose();
    };
    for (const density of [0.6, 0.08, 0.01, 0.002, 0.0004]) {
      const chosen = [...docs.keys()].filter(() => random() < density);
      for (const offset of [0, 20, 180]) check(chosen, offset, 20);
    }
    // Clustered just past a head, spread over more than a head holds, past the last head, and a
    // page that needs more than one block of matches.
    for (const [from, size] of [
      [4_100, 300],
      [16_000, 5_000],
      [60_000, 30_000],
      [97_000, 2_500],
      [20_000, 12_000],
    ] as const) {
      check(slotsByRank.slice(from, from + size), 0, 20);
      check(slotsByRank.slice(from, from + size), 180, 20);
    }
    check(slotsByRank.slice(20_000, 32_000), 4_090, 20);
    check(slotsByRank.slice(20_000, 32_000), 11_990, 20);
    // A few at the front and the rest far behind: the head's matches and the blocks' together.
    check([...slotsByRank.slice(0, 5), ...slotsByRank.slice(80_000, 90_000)], 0, 20);
    // A change moves a document to the front: the heads of the old version are not used.
    const last = slotsByRank[count - 1] as number;
    index.apply(
      new Map([[(docs[last] as IndexDoc).id, doc((docs[last] as IndexDoc).id, null, [], count * 2)]]),
    );
    slotsByRank.unshift(slotsByRank.pop() as number);
    check([last, ...slotsByRank.slice(50_000, 50_100)], 0, 20);
  });
});
