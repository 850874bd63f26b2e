import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefixQueryOf, typoDistance, VOCABULARY_RELOAD_MS, Vocabulary } from './typos.js';

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
    const state = { texts, version: 1, reads: 0, release: null as (() => void) | null, isSlow: false };
    const vocabulary = new Vocabulary(
      async () => {
        state.reads += 1;
        if (state.isSlow) await new Promise<void>((resolve) => (state.release = resolve));
        return [...state.texts];
      },
      async () => state.version,
    );
    return { vocabulary, state };
  }

  it('is read once by warm(), and a check then reads nothing', async () => {
    const { vocabulary, state } = vocabularyOf(['senior designer']);
    await vocabulary.warm();
    expect(state.reads).toBe(1);
    expect(await vocabulary.correct('desinger')).toBe('designer');
    expect(state.reads).toBe(1);
  });

  it('answers from the words it has while a due read runs, then from the new words', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { vocabulary, state } = vocabularyOf(['senior designer']);
    await vocabulary.warm();
    state.texts = ['senior plonkrastine'];
    state.version = 2;
    // Not yet due: the catalogue moved less than VOCABULARY_RELOAD_MS ago.
    expect(await vocabulary.correct('plonkrastnie')).toBeNull();
    expect(state.reads).toBe(1);
    vi.setSystemTime(Date.now() + VOCABULARY_RELOAD_MS);
    state.isSlow = true;
    // Due: the read starts, and this check is answered from the words known until it ends.
    expect(await vocabulary.correct('desinger')).toBe('designer');
    expect(await vocabulary.correct('plonkrastnie')).toBeNull();
    expect(state.reads).toBe(2);
    state.release?.();
    await vi.waitFor(async () => expect(await vocabulary.correct('plonkrastnie')).toBe('plonkrastine'));
    expect(await vocabulary.correct('desinger')).toBeNull();
    expect(state.reads).toBe(2);
  });

  it('keeps its words when a read fails, and tries again on a later check', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let fails = false;
    let reads = 0;
    let version = 1;
    const vocabulary = new Vocabulary(
      async () => {
        reads += 1;
        if (fails) throw new Error('the database is away');
        return ['senior designer'];
      },
      async () => version,
    );
    await vocabulary.warm();
    fails = true;
    version = 2;
    vi.setSystemTime(Date.now() + VOCABULARY_RELOAD_MS);
    expect(await vocabulary.correct('desinger')).toBe('designer');
    await vi.waitFor(() => expect(reads).toBe(2));
    fails = false;
    expect(await vocabulary.correct('desinger')).toBe('designer');
    expect(reads).toBe(3);
  });
});
