import { describe, expect, it } from 'vitest';
import { prefixQueryOf, typoDistance } from './typos.js';

describe('prefixQueryOf', () => {
  it('turns the words of 3+ letters into a prefix query', () => {
    expect(prefixQueryOf('Pyth swi')).toBe('pyth:* & swi:*');
    expect(prefixQueryOf('go py')).toBeNull();
    expect(prefixQueryOf('ab cde')).toBe('cde:*');
  });

  it('lets no tsquery syntax through', () => {
    expect(prefixQueryOf("rust' | !java & (go:*)")).toBe('rust:* & java:*');
    expect(prefixQueryOf('éclair façade')).toBe('éclair:* & façade:*');
  });
});

describe('typoDistance', () => {
  it('counts a swap of two neighbouring letters as one', () => {
    expect(typoDistance('desinger', 'designer', 2)).toBe(1);
  });
});
