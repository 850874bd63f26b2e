import type { Db } from '../../db/client.js';
import type { ChangeFeed } from './change-feed.js';
import { COLLECT_AFTER_DOCUMENTS, collectGarbage, RELEASE_WAIT_MS } from './collect-garbage.js';
import { FacetThread } from './facet-thread.js';
import { FacetedIndex, type IndexDoc, type IndexSchema } from './faceted-index.js';
import { type KeywordForms, readTsQueries } from './keyword-forms.js';
import { RoaringBitmap32 } from './roaring.js';
import { TermIndex } from './term-index.js';
import type { SplitSample } from './text-records.js';
import { evaluateTsQuery, isAnsweredByLexemes, parseTsQuery, type QueryNode } from './tsquery.js';

/** Where an index's documents come from: PostgreSQL, the only source of truth (decision 125). */
export type IndexSource = {
  /** The `search_changes.kind` of its rows. */
  kind: string;
  schema: IndexSchema;
  /**
   * Listed documents after the cursor `after` (null: from the start) and up to `upTo` included
   * (null: to the end), in cursor order, at most `limit`. The cursor is the id, or the tie
   * (`cursor: 'tie'`); with the id as tie either way, a build in cursor order needs no sort of the
   * ties (decision 133).
   */
  readBatch(db: Db, after: string | null, limit: number, upTo?: string | null): Promise<IndexDoc[]>;
  cursor?: 'id' | 'tie';
  /** Cursor values cutting the listed documents into `parts` ranges of about equal size (decision 140). */
  splitKeys?(db: Db, parts: number, sample?: SplitSample): Promise<string[]>;
  /** The listed documents among `ids` (an id not returned is not listed). */
  readIds(db: Db, ids: readonly string[]): Promise<IndexDoc[]>;
  /** Whether documents carry their lexemes (`IndexDoc.terms`): keywords are then answered in memory. */
  hasTerms?: boolean;
  /** Dimensions a facet thread holds a copy of, to count facets off the main thread (decision 144). */
  facetDimensions?: readonly string[];
};

/** A keyword's matches read from PostgreSQL, for a query the lexemes cannot answer (decision 133). */
export type KeywordFallback = {
  read: () => Promise<string[]>;
  recheck: (ids: string[]) => Promise<string[]>;
};

/** Rows read per statement while building (streamed: the process answers between batches). */
export const BUILD_BATCH = 10_000;
/** A large build reads this many key ranges at once (decision 140). */
const BUILD_RANGES = 3;
const KEYWORD_ENTRIES = 2_000;
/** Keywords parsed (PostgreSQL's reading of them does not change) and answered (per index version). */
const PARSED_ENTRIES = 5_000;
const ANSWERED_ENTRIES = 1_000;
/**
 * At most this many first reads of keywords at once (a common keyword reads hundreds of thousands
 * of index entries): the other views, which need one primary-key read, keep connections of the pool.
 */
const KEYWORD_READS_AT_ONCE = 3;
/** A cached keyword with more changed rows than this waiting to be checked is read again whole. */
const KEYWORD_PENDING_LIMIT = 2_000;

type KeywordEntry = { bitmap: Promise<RoaringBitmap32>; pending: Set<string> };

/**
 * One faceted index kept fresh (decision 125): built from PostgreSQL in batches at start, then
 * patched from the change feed. `fresh()` answers once built and after reading the feed if it
 * was last read more than a second ago (or after this instance's own write, `touch()`).
 * Keywords are matched by PostgreSQL's text index once per keyword and kept as bitmaps, each
 * patched by re-checking only the rows changed since.
 */
export class LiveIndex {
  readonly index: FacetedIndex;
  /** The documents' lexemes, when the source has them (decision 133). */
  readonly terms: TermIndex | null;
  /** The source's facet thread, once built (decision 144). */
  readonly facets: FacetThread | null;
  /** Built and ready: the warm-ups (decisions 137, 138) are done too. */
  readonly ready: Promise<void>;
  isReady = false;
  /** How long the build and its warm-ups took (ms), once ready. */
  buildMs = 0;
  /** Built: requests are answered (the warm-ups make some), changes applied. */
  private readonly built: Promise<void>;
  private isBuilt = false;
  private readonly started = Date.now();
  private waiting: string[] = [];
  private readonly warmups: (() => Promise<unknown>)[] = [];
  private touched = false;
  private readonly keywords = new Map<string, KeywordEntry>();
  private keywordReads = 0;
  private readonly keywordQueue: (() => void)[] = [];
  private readonly parsed = new Map<string, Promise<(QueryNode | null)[] | null>>();
  private readonly answered = new Map<string, { version: number; bitmap: RoaringBitmap32 }>();

  constructor(
    private readonly db: Db,
    private readonly source: IndexSource,
    private readonly feed: ChangeFeed,
    /** Rows per statement and key ranges read at once while building (tests make them small). */
    private readonly reading = { batch: BUILD_BATCH, ranges: BUILD_RANGES },
  ) {
    this.index = new FacetedIndex(source.schema);
    this.terms = source.hasTerms ? new TermIndex() : null;
    this.facets = source.facetDimensions ? new FacetThread(source.facetDimensions) : null;
    feed.subscribe(source.kind, (ids) => this.changed(ids));
    this.built = this.build();
    this.ready = this.built.then(() => this.warm());
    this.ready.catch(() => undefined);
  }

  /** The index, built and no more than about a second behind the database. */
  async fresh(): Promise<FacetedIndex> {
    await this.built;
    // If the feed cannot be read (the database is away), the index answers as it is.
    if (this.touched) {
      this.touched = false;
      await this.feed.readAfterNow().catch(() => undefined);
    } else {
      await this.feed.catchUp().catch(() => undefined);
    }
    return this.index;
  }

  /**
   * Work to do once built and before ready (decision 137), such as reading the typo vocabularies:
   * the first searches would otherwise wait for it. A failure is left to the first search to retry.
   * The index answers while they run (a warm-up may search it).
   */
  warmAfterBuild(warm: () => Promise<unknown>): void {
    if (this.isBuilt) warm().catch(() => undefined);
    else this.warmups.push(warm);
  }

  /** This instance wrote: its next answer reads the feed first. */
  touch(): void {
    this.touched = true;
    this.writes += 1;
  }

  /** How many writes this instance made (a key for data kept beside the index, decision 133). */
  writes = 0;

  /** How many keywords' matches are kept (read ahead or asked for). */
  get keywordCount(): number {
    return this.keywords.size;
  }

  /**
   * The documents matching a keyword (decision 133): its forms (the words, their correction, unknown
   * words as prefixes) read as text search queries by PostgreSQL once, then answered from the term
   * index (no table is read). A query that needs word positions (a phrase other than a compound
   * word) is read from PostgreSQL through `fallback`, as before.
   */
  async keywordMatches(
    key: string,
    forms: KeywordForms,
    fallback: KeywordFallback,
  ): Promise<RoaringBitmap32> {
    const terms = this.terms;
    if (!terms) return this.keyword(key, fallback.read, fallback.recheck);
    let parsed = this.parsed.get(key);
    if (!parsed) {
      parsed = readTsQueries(this.db, forms).then((texts) => {
        try {
          const nodes = texts.map((text) => (text === null ? null : parseTsQuery(text)));
          return nodes.every(isAnsweredByLexemes) ? nodes : null;
        } catch {
          // A query this parser does not read is matched by PostgreSQL itself.
          return null;
        }
      });
      remember(this.parsed, key, parsed, PARSED_ENTRIES);
      parsed.catch(() => this.parsed.delete(key));
    }
    const nodes = await parsed;
    if (!nodes) return this.keyword(key, fallback.read, fallback.recheck);
    const version = this.index.version;
    const known = this.answered.get(key);
    if (known?.version === version) return known.bitmap;
    const universe = this.index.universe;
    const parts = nodes.filter((node) => node !== null).map((node) => evaluateTsQuery(node, terms, universe));
    const bitmap = parts.length === 0 ? new RoaringBitmap32() : RoaringBitmap32.orMany(parts);
    remember(this.answered, key, { version, bitmap }, ANSWERED_ENTRIES);
    return bitmap;
  }

  /**
   * The documents matching a keyword: `read` (all matching ids) once, then `recheck` (which of
   * some ids match) for the rows changed since.
   */
  async keyword(
    key: string,
    read: () => Promise<string[]>,
    recheck: (ids: string[]) => Promise<string[]>,
  ): Promise<RoaringBitmap32> {
    let entry = this.keywords.get(key);
    if (!entry) {
      entry = { bitmap: this.limited(read).then((ids) => this.index.slotsOf(ids)), pending: new Set() };
      if (this.keywords.size >= KEYWORD_ENTRIES) {
        const oldest = this.keywords.keys().next().value;
        if (oldest !== undefined) this.keywords.delete(oldest);
      }
      this.keywords.set(key, entry);
      const made = entry;
      made.bitmap.catch(() => this.keywords.delete(key));
    }
    if (entry.pending.size > 0) {
      // Patched in turn: every caller waits for the patch of the changes it may have seen.
      const ids = [...entry.pending];
      entry.pending.clear();
      entry.bitmap = entry.bitmap.then(async (bitmap) => {
        const matching = await recheck(ids);
        bitmap.removeMany(this.index.slotsOf(ids));
        bitmap.addMany(this.index.slotsOf(matching));
        return bitmap;
      });
      entry.bitmap.catch(() => this.keywords.delete(key));
    }
    return entry.bitmap;
  }

  private async limited<T>(work: () => Promise<T>): Promise<T> {
    if (this.keywordReads >= KEYWORD_READS_AT_ONCE) {
      await new Promise<void>((resolve) => this.keywordQueue.push(resolve));
    }
    this.keywordReads += 1;
    try {
      return await work();
    } finally {
      this.keywordReads -= 1;
      this.keywordQueue.shift()?.();
    }
  }

  private async build(): Promise<void> {
    const position = await this.feed.position();
    const slotsByRange: number[][] = [];
    await readInRanges(this.source, this.db, this.reading, (range, docs) => {
      const slots = this.index.load(docs);
      const kept = slotsByRange[range] ?? [];
      slotsByRange[range] = kept;
      for (let i = 0; i < slots.length; i += 1) {
        kept.push(slots[i] as number);
        this.terms?.add(slots[i] as number, docs[i]?.terms ?? []);
      }
    });
    // The ranges in turn are the cursor's order: when it is the ties', they need no sort.
    this.index.finishBuild(Uint32Array.from(slotsByRange.flat()));
    this.terms?.finish();
    this.facets?.load(this.index);
    this.feed.start(position);
    // The feed is read once more now (changes since `position`, with its replay): their merge into
    // the orders happens before readiness, not in the middle of the first requests.
    await this.feed.readAfterNow().catch(() => undefined);
    // Changes read while building (buffered), then what is kept beside the index, then ready.
    while (this.waiting.length > 0) {
      const waiting = this.waiting;
      this.waiting = [];
      await this.apply(waiting);
    }
    this.isBuilt = true;
  }

  private async warm(): Promise<void> {
    await Promise.all(this.warmups.map((warm) => warm().catch(() => undefined)));
    this.isReady = true;
    this.buildMs = Date.now() - this.started;
  }

  private async changed(ids: string[]): Promise<void> {
    if (!this.isBuilt) this.waiting.push(...ids);
    else await this.apply(ids);
  }

  private async apply(ids: string[]): Promise<void> {
    const docs = await this.source.readIds(this.db, ids);
    const changes = new Map<string, IndexDoc | null>(ids.map((id) => [id, null]));
    for (const doc of docs) changes.set(doc.id, doc);
    this.index.apply(changes);
    const placed: [number, IndexDoc | null][] = [];
    for (const [id, doc] of changes) {
      const slot = this.index.slotOfId(id);
      if (slot !== undefined) placed.push([slot, doc]);
    }
    for (const [slot, doc] of placed) this.terms?.set(slot, doc?.terms ?? null);
    // In the same turn as the index's change: a count asked after it is counted with it.
    this.facets?.place(placed);
    for (const [key, entry] of this.keywords) {
      for (const id of ids) entry.pending.add(id);
      if (entry.pending.size > KEYWORD_PENDING_LIMIT) this.keywords.delete(key);
    }
  }
}

/**
 * Reads every listed document of `source` in key ranges read at once, each in cursor order
 * (decision 140): PostgreSQL reads on every core while this process loads what has arrived. A
 * range asks for its next batch as soon as one arrives, so each holds at most two batches.
 */
async function readInRanges(
  source: IndexSource,
  db: Db,
  reading: { batch: number; ranges: number },
  load: (range: number, docs: IndexDoc[]) => void,
): Promise<void> {
  const cuts = (await source.splitKeys?.(db, reading.ranges).catch(() => [])) ?? [];
  const bounds = [null, ...cuts, null];
  const read = (range: number, after: string | null) => {
    const batch = source
      .readBatch(db, after, reading.batch, bounds[range + 1])
      .then((docs) => ({ range, docs }));
    // A failed read fails the build once (through the race), not as an unhandled rejection too.
    batch.catch(() => undefined);
    return batch;
  };
  const pending = new Map(
    Array.from({ length: cuts.length + 1 }, (_, range) => [range, read(range, bounds[range] ?? null)]),
  );
  while (pending.size > 0) {
    const { range, docs } = await Promise.race(pending.values());
    const last = docs[docs.length - 1];
    if (docs.length === reading.batch && last) {
      pending.set(range, read(range, source.cursor === 'tie' ? last.tie : last.id));
    } else {
      pending.delete(range);
    }
    load(range, docs);
  }
}

/** Keeps at most `limit` entries, forgetting the oldest. */
function remember<V>(map: Map<string, V>, key: string, value: V, limit: number): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > limit) {
    const oldest = map.keys().next().value;
    if (oldest !== undefined) map.delete(oldest);
  }
}

/** Every search index of one API instance and their feed: readiness waits for all of them. */
export class SearchIndexes {
  private readonly all: LiveIndex[] = [];
  private closed = false;
  /** False from an index's creation until every index is built and the build's garbage collected (decision 134). */
  private settled = true;

  constructor(
    private readonly db: Db,
    readonly feed: ChangeFeed,
  ) {}

  get isClosed(): boolean {
    return this.closed;
  }

  create(source: IndexSource): LiveIndex {
    const live = new LiveIndex(this.db, source, this.feed);
    this.all.push(live);
    this.settled = false;
    live.ready.then(
      () => this.settle(),
      () => undefined,
    );
    return live;
  }

  isReady(): boolean {
    return this.settled && this.all.every((live) => live.isReady);
  }

  /** When every index is built: one full collection of a large build's garbage, then ready. */
  private settle(): void {
    if (!this.all.every((live) => live.isReady)) return;
    const documents = this.all.reduce((sum, live) => sum + live.index.size, 0);
    if (documents < COLLECT_AFTER_DOCUMENTS || !collectGarbage()) {
      this.settled = true;
      return;
    }
    // Ready once the freed pages are returned and the pause is out of the load shedder's sample.
    setTimeout(() => {
      this.settled = this.all.every((live) => live.isReady);
    }, RELEASE_WAIT_MS).unref();
  }

  /** A write on this instance: every index reads the feed before its next answer. */
  touch(): void {
    for (const live of this.all) live.touch();
  }

  close(): void {
    this.closed = true;
    this.feed.close();
    for (const live of this.all) live.facets?.close();
  }
}
