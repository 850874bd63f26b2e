import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefixQueryOf, typoDistance, VOCABULARY_RELOAD_MS, VOCABULARY_TTL_MS, Vocabulary } from './typos.js';

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

describe('Vocabulary (decision 137)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A vocabulary over `texts` (changed by the test), at catalogue `version`, counting its reads. */
  function vocabularyOf(texts: string[]) {
    const state = {
      texts,
      version: 1,
      reads: 0,
      release: null as (() => void) | null,
      isSlow: false,
      fails: false,
    };
    const vocabulary = new Vocabulary(
      async () => {
        state.reads += 1;
        if (state.fails) throw new Error('the database is away');
        if (state.isSlow) await new Promise<void>((resolve) => (state.release = resolve));
        return [...state.texts];
      },
      async () => state.version,
    );
    return { vocabulary, state };
  }

  it('knows words with a digit but never offers one for another word', async () => {
    const { vocabulary } = vocabularyOf(['web3 studio 40002', 'web3 studio', 'webs of words']);
    expect(await vocabulary.check('web3')).toEqual({ corrected: null, hasUnknownWord: false });
    // "web3" is one letter from "webz" and used more often than "webs": still "webs" is offered.
    expect(await vocabulary.correct('webz')).toBe('webs');
    expect(await vocabulary.check('40003')).toEqual({ corrected: null, hasUnknownWord: true });
  });

  it('is read once by warm(), and a check then reads nothing', async () => {
    const { vocabulary, state } = vocabularyOf(['senior designer']);
    await vocabulary.warm();
    expect(state.reads).toBe(1);
    expect(await vocabulary.correct('desinger')).toBe('designer');
    expect(state.reads).toBe(1);
  });

  it('reads again at once when the catalogue moves after a warm-up, then at most every 5 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { vocabulary, state } = vocabularyOf(['senior designer']);
    await vocabulary.warm();
    state.texts = ['senior plonkrastine'];
    state.version = 2;
    // The warm-up does not hold the read back: a word just published is suggested to the next search.
    expect(await vocabulary.correct('plonkrastnie')).toBe('plonkrastine');
    expect(state.reads).toBe(2);
    state.texts = ['senior zamprodelli'];
    state.version = 3;
    expect(await vocabulary.correct('zamprodeli')).toBeNull();
    expect(state.reads).toBe(2);
    vi.setSystemTime(Date.now() + VOCABULARY_RELOAD_MS);
    expect(await vocabulary.correct('zamprodeli')).toBe('zamprodelli');
    expect(state.reads).toBe(3);
  });

  it('answers from the words it has while a read due to their age runs, then from the new words', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { vocabulary, state } = vocabularyOf(['senior designer']);
    await vocabulary.warm();
    state.texts = ['senior plonkrastine'];
    vi.setSystemTime(Date.now() + VOCABULARY_TTL_MS);
    state.isSlow = true;
    expect(await vocabulary.correct('desinger')).toBe('designer');
    expect(await vocabulary.correct('plonkrastnie')).toBeNull();
    expect(state.reads).toBe(2);
    state.release?.();
    await vi.waitFor(async () => expect(await vocabulary.correct('plonkrastnie')).toBe('plonkrastine'));
    expect(await vocabulary.correct('desinger')).toBeNull();
    expect(state.reads).toBe(2);
  });

  it('keeps its words when a read due to their age fails, and tries again on a later check', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { vocabulary, state } = vocabularyOf(['senior designer']);
    await vocabulary.warm();
    state.fails = true;
    vi.setSystemTime(Date.now() + VOCABULARY_TTL_MS);
    expect(await vocabulary.correct('desinger')).toBe('designer');
    await vi.waitFor(() => expect(state.reads).toBe(2));
    state.fails = false;
    expect(await vocabulary.correct('desinger')).toBe('designer');
    await vi.waitFor(() => expect(state.reads).toBe(3));
  });
});
