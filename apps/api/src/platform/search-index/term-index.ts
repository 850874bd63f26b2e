import { RoaringBitmap32 } from './roaring.js';
import { StringTable } from './string-table.js';
import { ownCopy } from './text-records.js';

type Postings = Map<string, number | number[]>;

function collect(postings: Postings, slot: number, terms: readonly string[]): void {
  for (const term of terms) {
    const list = postings.get(term);
    if (list === undefined) postings.set(ownCopy(term), slot);
    else if (typeof list === 'number') postings.set(term, [list, slot]);
    else list.push(slot);
  }
}

/** A lexeme in at least this many documents is kept as a bitmap; rarer ones as a slice of one array. */
const BITMAP_FROM = 64;

/**
 * The lexemes of every indexed document (decision 133): built once from PostgreSQL's own tsvectors
 * (so stemming, stop words and compound words are PostgreSQL's), then read without it. Built
 * postings are immutable: common lexemes as bitmaps, rare ones (most of a catalogue's words) as
 * slices of one sorted array. A document changed after the build is masked out of them and its
 * current lexemes kept beside (`changed` and `current`); past CHANGED_LIMIT changes the postings
 * are merged again.
 */
export class TermIndex {
  /** While building: each lexeme's slots (a lone slot as a number: most lexemes are in one document). */
  private collecting: Postings | null = new Map();
  /**
   * Sorted lexemes (off the heap, decision 141); `bitmaps[i]` or `postings[offsets[i]..offsets[i + 1]]`
   * are their documents.
   */
  private lexemes = new StringTable();
  private offsets = new Uint32Array(1);
  private postings = new Uint32Array(0);
  private bitmaps = new Map<number, RoaringBitmap32>();
  private changed = new RoaringBitmap32();
  private readonly current = new Map<number, readonly string[]>();

  static readonly CHANGED_LIMIT = 20_000;

  /** While building: a document's lexemes (slots arrive in increasing order). */
  add(slot: number, terms: readonly string[]): void {
    collect(this.collecting as Postings, slot, terms);
  }

  /** Ends the build: the collected postings become the immutable, compact form. */
  finish(): void {
    const collecting = this.collecting ?? new Map();
    this.collecting = null;
    this.compact(collecting);
  }

  /** After the build: a document's lexemes now (null: no longer indexed). */
  set(slot: number, terms: readonly string[] | null): void {
    this.changed.add(slot);
    this.current.set(slot, terms ?? []);
    if (this.current.size > TermIndex.CHANGED_LIMIT) this.merge();
  }

  /** The documents having this lexeme (a new bitmap: the caller may modify it). */
  matches(lexeme: string): RoaringBitmap32 {
    const at = this.position(lexeme);
    const result =
      at < this.lexemes.size && this.lexemes.is(at, lexeme) ? this.built(at) : new RoaringBitmap32();
    return this.withChanges(result, (term) => term === lexeme);
  }

  /** The documents having a lexeme that starts with `prefix`. */
  prefixed(prefix: string): RoaringBitmap32 {
    const parts: RoaringBitmap32[] = [];
    for (let at = this.position(prefix); at < this.lexemes.size; at += 1) {
      if (!this.lexemes.get(at).startsWith(prefix)) break;
      parts.push(this.built(at));
    }
    const result = parts.length === 0 ? new RoaringBitmap32() : RoaringBitmap32.orMany(parts);
    return this.withChanges(result, (term) => term.startsWith(prefix));
  }

  get lexemeCount(): number {
    return this.lexemes.size;
  }

  private built(at: number): RoaringBitmap32 {
    const bitmap = this.bitmaps.get(at);
    if (bitmap) return bitmap.clone();
    return new RoaringBitmap32(
      this.postings.subarray(this.offsets[at] as number, this.offsets[at + 1] as number),
    );
  }

  private withChanges(result: RoaringBitmap32, has: (term: string) => boolean): RoaringBitmap32 {
    if (this.current.size === 0) return result;
    result.andNotInPlace(this.changed);
    for (const [slot, terms] of this.current) if (terms.some(has)) result.add(slot);
    return result;
  }

  private position(lexeme: string): number {
    let low = 0;
    let high = this.lexemes.size;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.lexemes.get(middle) < lexeme) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** Folds the changed documents back into the built postings (the whole index is written again). */
  private merge(): void {
    const collecting: Postings = new Map();
    for (let at = 0; at < this.lexemes.size; at += 1) {
      const bitmap = this.built(at);
      bitmap.andNotInPlace(this.changed);
      if (!bitmap.isEmpty) collecting.set(this.lexemes.get(at), Array.from(bitmap.toUint32Array()));
    }
    for (const [slot, terms] of this.current) collect(collecting, slot, terms);
    this.changed = new RoaringBitmap32();
    this.current.clear();
    this.compact(collecting);
  }

  private compact(collecting: Postings): void {
    const lexemes = [...collecting.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const offsets = new Uint32Array(lexemes.length + 1);
    const sizeOf = (list: number | number[]) => (typeof list === 'number' ? 1 : list.length);
    let total = 0;
    lexemes.forEach((lexeme, at) => {
      const size = sizeOf(collecting.get(lexeme) as number | number[]);
      offsets[at] = total;
      if (size < BITMAP_FROM) total += size;
    });
    offsets[lexemes.length] = total;
    const postings = new Uint32Array(total);
    const bitmaps = new Map<number, RoaringBitmap32>();
    lexemes.forEach((lexeme, at) => {
      const list = collecting.get(lexeme) as number | number[];
      if (typeof list === 'number') {
        postings[offsets[at] as number] = list;
      } else if (list.length >= BITMAP_FROM) {
        const bitmap = new RoaringBitmap32(list);
        bitmap.runOptimize();
        bitmaps.set(at, bitmap);
      } else {
        postings.set(list, offsets[at] as number);
      }
    });
    this.lexemes = new StringTable();
    for (const lexeme of lexemes) this.lexemes.push(lexeme);
    this.offsets = offsets;
    this.postings = postings;
    this.bitmaps = bitmaps;
  }
}
