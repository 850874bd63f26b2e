import { describe, expect, it } from 'vitest';
import { FacetedIndex, type IndexDoc } from './faceted-index.js';

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
});
