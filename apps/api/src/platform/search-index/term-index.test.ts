import { describe, expect, it } from 'vitest';
import { RoaringBitmap32 } from './roaring.js';
import { TermIndex } from './term-index.js';
import { evaluateTsQuery, isAnsweredByLexemes, parseTsQuery } from './tsquery.js';

/** Decision 133: keywords answered from lexemes, with PostgreSQL's printed tsqueries as input. */
function indexOf(docs: string[][]): { terms: TermIndex; universe: RoaringBitmap32 } {
  const terms = new TermIndex();
  for (const [slot, lexemes] of docs.entries()) terms.add(slot, lexemes);
  terms.finish();
  return { terms, universe: new RoaringBitmap32(docs.map((_, slot) => slot)) };
}

const run = (text: string, index: ReturnType<typeof indexOf>) =>
  Array.from(evaluateTsQuery(parseTsQuery(text), index.terms, index.universe).toUint32Array());

describe('term index and text search queries (decision 133)', () => {
  const docs = [
    ['python', 'develop'],
    ['python', 'django', 'develop'],
    ['java', 'develop'],
    ['front-end', 'front', 'end', 'react'],
    ['front', 'end', 'design'],
    ["it's"],
  ];

  it('reads and, or, not, prefixes, weights and parentheses as PostgreSQL prints them', () => {
    const index = indexOf(docs);
    expect(run("'python' & !'django'", index)).toEqual([0]);
    expect(run("'java' | 'python' & 'django'", index)).toEqual([1, 2]);
    expect(run("( 'java' | 'python' ) & 'develop'", index)).toEqual([0, 1, 2]);
    expect(run("'fro':* & 'end'", index)).toEqual([3, 4]);
    expect(run("'pyth':*A", index)).toEqual([0, 1]);
    expect(run("'it''s'", index)).toEqual([5]);
    expect(run('', index)).toEqual([]);
    expect(run("'front-end' <-> 'front' <-> 'end'", index)).toEqual([3]);
  });

  it('answers a compound word from its lexemes and leaves other phrases to PostgreSQL', () => {
    expect(isAnsweredByLexemes(parseTsQuery("'front-end' <-> 'front' <-> 'end' & 'react'"))).toBe(true);
    expect(isAnsweredByLexemes(parseTsQuery("'e-commerc' <-> 'e' <-> 'commerc'"))).toBe(true);
    expect(isAnsweredByLexemes(parseTsQuery("'o' <-> 'neil'"))).toBe(false);
    expect(isAnsweredByLexemes(parseTsQuery("'python' | 'data' <2> 'scienc'"))).toBe(false);
    expect(isAnsweredByLexemes(parseTsQuery("!( 'front' <-> 'end' )"))).toBe(false);
    expect(() => parseTsQuery("'python' & (")).toThrow();
  });

  it('keeps changes made after the build, and still after they are merged into the postings', () => {
    const index = indexOf(docs);
    index.terms.set(0, ['rust']);
    index.terms.set(2, null);
    index.terms.set(6, ['python']);
    expect(run("'python'", index)).toEqual([1, 6]);
    expect(run("'rus':*", index)).toEqual([0]);
    expect(run("'java'", index)).toEqual([]);
    for (let slot = 10; slot <= 10 + TermIndex.CHANGED_LIMIT; slot += 1) index.terms.set(slot, ['bulk']);
    expect(run("'python'", index)).toEqual([1, 6]);
    expect(run("'rust' | 'java'", index)).toEqual([0]);
    expect(run("'bulk'", index)).toHaveLength(TermIndex.CHANGED_LIMIT + 1);
  });
});
