/** Rows read to learn the words people search for (e.g. listings' title and skills). */
export const VOCABULARY_SAMPLE = 20_000;
export const VOCABULARY_TTL_MS = 5 * 60_000;
/**
 * After a change to what the catalogue lists (its search version moved), the vocabulary is read
 * again, at most this often: a word whose only listing or profile left the audience's view stops
 * being suggested within about this long (decision 116).
 */
export const VOCABULARY_RELOAD_MS = 5_000;

/**
 * Optimal string alignment distance: insertions, deletions, substitutions and swaps of two
 * neighbouring letters each cost one ("desinger" → "designer" is one swap).
 */
export function typoDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i += 1) rows.push([i]);
  for (let j = 1; j <= b.length; j += 1) (rows[0] as number[])[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    const row = rows[i] as number[];
    const previous = rows[i - 1] as number[];
    let best = Number.POSITIVE_INFINITY;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      }
      row[j] = value;
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
  }
  return (rows[a.length] as number[])[b.length] as number;
}

export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Words shorter than this are not read as the start of a longer word: "a:*" would match everything. */
const PREFIX_MIN_LENGTH = 3;

/**
 * A keyword the vocabulary neither knows nor corrects, as a prefix query of its words for
 * `to_tsquery('simple', …)` ("pyth swi" → `pyth:* & swi:*`), or null when no word is long enough.
 * Decision 125 replaced the trigram similarity of decision 057 with it: a prefix is answered by the
 * text index's lexemes, so its cost no longer depends on how common the keyword's trigrams are.
 * Only letters and digits reach the query (wordsOf), so it cannot carry tsquery syntax.
 */
export function prefixQueryOf(keyword: string): string | null {
  const words = wordsOf(keyword).filter((word) => word.length >= PREFIX_MIN_LENGTH);
  return words.length > 0 ? words.map((word) => `${word}:*`).join(' & ') : null;
}

/** A keyword checked against the vocabulary: its correction, and whether a word stayed unknown. */
export type Checked = { corrected: string | null; hasUnknownWord: boolean };
const CHECKED_ENTRIES = 5_000;

/**
 * The words of a catalogue with how many rows use them, read from a recent sample of its searchable
 * text (`readSample`, at most VOCABULARY_SAMPLE texts).
 */
export class Vocabulary {
  private loaded: {
    at: number;
    version: number | null;
    words: Promise<Map<string, number>>;
    isWarmUp?: boolean;
  } | null = null;
  /**
   * Checked keywords (a correction scans every word: done once per keyword), per read of the words:
   * a result is never kept beside other words than its own.
   */
  private readonly checkedFor = new WeakMap<Map<string, number>, Map<string, Checked>>();
  private isRefreshing = false;

  /** `version`: the catalogue's search version (SearchCache.currentVersion), read again when it moves. */
  constructor(
    private readonly readSample: () => Promise<readonly (string | null)[]>,
    private readonly version?: () => Promise<number>,
  ) {}

  /** The keyword with every unknown word replaced by the closest known one, or null if none changed. */
  async correct(keyword: string): Promise<string | null> {
    return (await this.check(keyword)).corrected;
  }

  /**
   * The correction, and whether some word is neither known nor correctable (then it also matches
   * as the start of a word: prefixQueryOf, decision 125).
   */
  async check(keyword: string): Promise<Checked> {
    const words = await this.words();
    let checked = this.checkedFor.get(words);
    if (!checked) {
      checked = new Map();
      this.checkedFor.set(words, checked);
    }
    const found = checked.get(keyword);
    if (found) return found;
    let changed = false;
    let hasUnknownWord = false;
    const corrected = wordsOf(keyword).map((word) => {
      const better = closestWord(words, word);
      if (better && better !== word) changed = true;
      if (!better && !words.has(word)) hasUnknownWord = true;
      return better ?? word;
    });
    const result = { corrected: changed ? corrected.join(' ') : null, hasUnknownWord };
    if (checked.size >= CHECKED_ENTRIES) checked.clear();
    checked.set(keyword, result);
    return result;
  }

  /**
   * Reads the words now if they were never read (before readiness: decision 137). A warm-up read
   * does not hold back the next one: the first check after the catalogue moves reads again at once.
   */
  async warm(): Promise<void> {
    await this.words();
    if (this.loaded) this.loaded.isWarmUp = true;
  }

  /**
   * The words. After the catalogue moved (its version), they are read again, at most every
   * VOCABULARY_RELOAD_MS (at once after a warm-up), and the check waits for them: a word just
   * published is suggested to the next search. When only VOCABULARY_TTL_MS passed, they are read
   * again in the background and the check is answered from the words known (decision 137).
   */
  private async words(): Promise<Map<string, number>> {
    const now = Date.now();
    const version = this.version ? await this.version() : null;
    const loaded = this.loaded;
    if (!loaded) return this.readNow(now, version);
    const age = now - loaded.at;
    if (loaded.version !== version && (loaded.isWarmUp || age >= VOCABULARY_RELOAD_MS)) {
      return this.readNow(now, version);
    }
    if (age >= VOCABULARY_TTL_MS && !this.isRefreshing) {
      this.isRefreshing = true;
      this.read()
        .then((words) => {
          if (this.loaded === loaded) this.loaded = { at: now, version, words: Promise.resolve(words) };
        })
        .catch(() => undefined)
        .finally(() => {
          this.isRefreshing = false;
        });
    }
    return loaded.words;
  }

  /** Reads the words; every check meanwhile waits for the same read (a failed read is tried again). */
  private readNow(at: number, version: number | null): Promise<Map<string, number>> {
    const words = this.read();
    const loaded = { at, version, words };
    this.loaded = loaded;
    words.catch(() => {
      if (this.loaded === loaded) this.loaded = null;
    });
    return words;
  }

  private async read(): Promise<Map<string, number>> {
    const texts = await this.readSample();
    const words = new Map<string, number>();
    for (const text of texts) {
      for (const word of new Set(wordsOf(text ?? ''))) words.set(word, (words.get(word) ?? 0) + 1);
    }
    return words;
  }
}

/**
 * The words a correction may propose, per read of the words: those without a digit. A word with a
 * digit (a number, a code, "web3") is known, but never offered for another word; and such words
 * can be most of a vocabulary (numbered names), which every correction would scan.
 */
const candidatesOf = new WeakMap<Map<string, number>, [string, number][]>();

function candidates(words: Map<string, number>): [string, number][] {
  let found = candidatesOf.get(words);
  if (!found) {
    found = [...words].filter(([word]) => !/\d/.test(word));
    candidatesOf.set(words, found);
  }
  return found;
}

/** A known word stays; an unknown one of 4+ letters becomes the most used word one typo away (two for 8+). */
function closestWord(words: Map<string, number>, word: string): string | null {
  if (words.has(word) || word.length < 4 || /\d/.test(word)) return null;
  const limit = word.length >= 8 ? 2 : 1;
  let best: { word: string; distance: number; uses: number } | null = null;
  for (const [candidate, uses] of candidates(words)) {
    if (Math.abs(candidate.length - word.length) > limit) continue;
    const distance = typoDistance(word, candidate, limit);
    if (distance > limit) continue;
    if (!best || distance < best.distance || (distance === best.distance && uses > best.uses)) {
      best = { word: candidate, distance, uses };
    }
  }
  return best?.word ?? null;
}
