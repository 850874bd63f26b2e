import { BLOCK, OrderSpans } from './order-spans.js';
import { RangeBuckets } from './ranges.js';
import { RoaringBitmap32 } from './roaring.js';
import { firstInOrder, firstRanked, ranksOf, rankTies, sortByKeys } from './sort-orders.js';
import { StringIndex, StringTable } from './string-table.js';
import { ownCopy } from './text-records.js';

/** One sort of the index: numeric keys in turn, then the document's tie string (decision 125). */
export type IndexOrder = { keys: readonly { field: string; desc: boolean }[]; tieDesc: boolean };

/**
 * What a faceted index holds (decision 125): filter dimensions (one bitmap per value), numeric
 * fields (per document; `ranges` of them also bucketed for range conditions), sorts, and
 * optionally a day-number field after which a document stops being listed (a deadline).
 */
export type IndexSchema = {
  dimensions: readonly string[];
  numbers: readonly string[];
  ranges: readonly string[];
  orders: Readonly<Record<string, IndexOrder>>;
  expiresField?: string;
  /**
   * Dimensions with at most one value per document and many values (e.g. the company): the index
   * remembers each document's value, so that a change touches one of their bitmaps, not all.
   */
  oneValue?: readonly string[];
};

/** A listed document: its id, its tie string (id or code), its values per dimension and numbers. */
export type IndexDoc = {
  id: string;
  tie: string;
  values: Readonly<Record<string, readonly string[]>>;
  numbers: Readonly<Record<string, number>>;
  /** Its lexemes (PostgreSQL's tsvector), for the term index of decision 133. */
  terms?: readonly string[];
};

/** Above this many changes at once the sorted orders are merged again instead of patched. */
const PATCH_LIMIT = 16;

/** A page first asks the bitmap about this many of the order's first slots (decision 137). */
const FIRST_WALK = 512;

function today(): number {
  return Math.floor(Date.now() / 86_400_000);
}

/**
 * An in-memory faceted index over slots (small integers, one per document id, never reused):
 * bitmaps per dimension value, bucketed numeric ranges, and pre-sorted slot arrays per order.
 * PostgreSQL stays the source of truth; this is a cache any instance rebuilds (decision 125).
 */
export class FacetedIndex {
  /** Bumped by every change: answers computed from the index are keyed by it. */
  version = 0;
  readonly universe = new RoaringBitmap32();
  /** Each slot's id, found by value too; ids and ties are kept off the heap (decision 141). */
  private readonly ids = new StringIndex();
  /** Each slot's tie, unless it is the id (`tieIsId`). */
  private readonly ties = new StringTable();
  private tieIsId = new Uint8Array(1024);
  private readonly numbers = new Map<string, Float64Array>();
  private readonly dimensions = new Map<string, Map<string, RoaringBitmap32>>();
  private readonly ranges = new Map<string, RangeBuckets>();
  private readonly orders = new Map<string, number[]>();
  private readonly compares = new Map<string, (a: number, b: number) => number>();
  private expired = new RoaringBitmap32();
  private expiredDay = today();
  private live: { version: number; day: number; bitmap: RoaringBitmap32 } | null = null;
  private marks = new Uint8Array(0);
  /** Each order's ranks per slot, made again when the version has moved and a page needs them. */
  private readonly ranks = new Map<string, { version: number; rankOf: Uint32Array }>();
  /** Each order's spans and blocks (decision 149). */
  private readonly spans = new Map<string, OrderSpans>();
  /** Per `oneValue` dimension: its values, and each slot's value (-1: none). */
  private readonly oneValue = new Map<
    string,
    { names: string[]; ids: Map<string, number>; of: Int32Array }
  >();
  private isBuilt = false;
  /** How many slots the per-slot arrays hold. */
  private capacity = 1024;
  /** Range conditions and unions of values computed for the current version (a request's facet groups share them). */
  private rangeCache = new Map<string, RoaringBitmap32>();
  private rangeVersion = -1;

  constructor(readonly schema: IndexSchema) {
    for (const field of schema.numbers) this.numbers.set(field, new Float64Array(this.capacity));
    for (const dimension of schema.dimensions) this.dimensions.set(dimension, new Map());
    for (const field of schema.ranges) this.ranges.set(field, new RangeBuckets());
    for (const name of Object.keys(schema.orders)) this.orders.set(name, []);
    for (const dimension of schema.oneValue ?? [])
      this.oneValue.set(dimension, { names: [], ids: new Map(), of: new Int32Array(this.capacity).fill(-1) });
  }

  get size(): number {
    return this.universe.size;
  }

  /**
   * Adds documents while building (orders and ranges are made once, by `finishBuild`); answers
   * their slots, in the same order.
   */
  load(docs: readonly IndexDoc[]): number[] {
    // Room for the whole batch first: the arrays below stay the same while it is loaded.
    this.reserve(this.ids.size + docs.length);
    const numbers = [...this.numbers];
    const universe: number[] = [];
    // The batch's slots per dimension value, added to the bitmaps at once (much faster than one by one).
    const lists = this.schema.dimensions.map((dimension) => ({
      dimension,
      byValue: new Map<string, number[]>(),
    }));
    for (const doc of docs) {
      const slot = this.slotFor(doc.id);
      universe.push(slot);
      this.setTie(slot, doc);
      for (const [name, values] of numbers) values[slot] = doc.numbers[name] ?? 0;
      this.rememberOneValue(slot, doc);
      for (const { dimension, byValue } of lists) {
        for (const value of doc.values[dimension] ?? []) {
          const list = byValue.get(value);
          if (list) list.push(slot);
          else byValue.set(value, [slot]);
        }
      }
    }
    for (const { dimension, byValue } of lists) {
      const bitmaps = this.dimensions.get(dimension) as Map<string, RoaringBitmap32>;
      for (const [value, slots] of byValue) {
        const bitmap = bitmaps.get(value);
        if (bitmap) bitmap.addMany(slots);
        else bitmaps.set(ownCopy(value), new RoaringBitmap32(slots));
      }
    }
    this.universe.addMany(universe);
    return universe;
  }

  /**
   * Sorts every order and buckets every range over what `load` added. `inTieOrder`: the members as
   * they were read, when that may be their ties' order (checked; sorted when it is not).
   */
  finishBuild(inTieOrder?: Uint32Array): void {
    for (const bitmaps of this.dimensions.values())
      for (const bitmap of bitmaps.values()) bitmap.runOptimize();
    const members = this.universe.toUint32Array();
    if (this.expiresField) this.recomputeExpired(today());
    const ties = rankTies(
      inTieOrder?.length === members.length ? inTieOrder : members,
      (a, b) => this.compareTies(a, b),
      this.ids.size,
    );
    for (const name of this.orders.keys()) {
      const order = this.schema.orders[name] as IndexOrder;
      const keys = order.keys.map((key) => ({ values: this.field(key.field), desc: key.desc }));
      this.orders.set(
        name,
        sortByKeys(members, keys, ties, order.tieDesc) ?? Array.from(members).sort(this.compare(name)),
      );
    }
    for (const [field, buckets] of this.ranges) buckets.rebuild(members, this.field(field));
    this.isBuilt = true;
    this.version += 1;
  }

  /** Applies changes once built: a document listed now (`doc`) or not listed any more (null). */
  apply(changes: ReadonlyMap<string, IndexDoc | null>): void {
    if (changes.size === 0) return;
    const patch = changes.size <= PATCH_LIMIT;
    const touched: number[] = [];
    for (const [id, doc] of changes) {
      const known = this.ids.find(id);
      if (known === undefined && !doc) continue;
      const slot = known ?? this.slotFor(id);
      if (this.universe.has(slot)) this.erase(slot, patch);
      if (doc) this.write(slot, doc);
      touched.push(slot);
      if (patch && doc) this.insertInOrders(slot);
    }
    if (!patch) this.mergeOrders(touched);
    this.version += 1;
  }

  /** The listed documents today (without those whose expiry day has passed). */
  listed(): RoaringBitmap32 {
    const day = today();
    if (this.expiresField && day !== this.expiredDay) this.recomputeExpired(day);
    if (this.live && this.live.version === this.version && this.live.day === day) return this.live.bitmap;
    const bitmap = RoaringBitmap32.andNot(this.universe, this.expired);
    // Mostly long runs of slots: intersections with it are then much cheaper.
    bitmap.runOptimize();
    this.live = { version: this.version, day, bitmap };
    return bitmap;
  }

  /** The bitmap of one value of a dimension (empty when no document has it). */
  bitmap(dimension: string, value: string): RoaringBitmap32 {
    return this.dimensions.get(dimension)?.get(value) ?? new RoaringBitmap32();
  }

  /** Documents with any of the values (do not modify: shared while the version lasts). */
  anyOf(dimension: string, values: readonly string[]): RoaringBitmap32 {
    const bitmaps = values.map((value) => this.bitmap(dimension, value));
    if (bitmaps.length === 1) return bitmaps[0] as RoaringBitmap32;
    // Shared while the version lasts (a request's facet groups ask for the same unions).
    return this.range(`${dimension}:${JSON.stringify(values)}`, () => RoaringBitmap32.orMany(bitmaps));
  }

  /** The values of a dimension that some document has. */
  valuesOf(dimension: string): string[] {
    return [...(this.dimensions.get(dimension)?.keys() ?? [])];
  }

  /** Documents whose `field` is at least `low` (do not modify: shared while the version lasts). */
  atLeast(field: string, low: number): RoaringBitmap32 {
    return this.range(`${field}>=${low}`, () =>
      (this.ranges.get(field) as RangeBuckets).atLeast(low, this.field(field)),
    );
  }

  /** Documents whose `field` is at most `high` (do not modify). */
  atMost(field: string, high: number): RoaringBitmap32 {
    return this.range(`${field}<=${high}`, () =>
      (this.ranges.get(field) as RangeBuckets).atMost(high, this.field(field)),
    );
  }

  private range(key: string, compute: () => RoaringBitmap32): RoaringBitmap32 {
    if (this.rangeVersion !== this.version || this.rangeCache.size > 500) {
      this.rangeCache = new Map();
      this.rangeVersion = this.version;
    }
    let bitmap = this.rangeCache.get(key);
    if (!bitmap) {
      bitmap = compute();
      this.rangeCache.set(key, bitmap);
    }
    return bitmap;
  }

  /** The slots of the ids that the index knows (e.g. a keyword's matches read from PostgreSQL). */
  slotsOf(ids: readonly string[]): RoaringBitmap32 {
    const slots: number[] = [];
    for (const id of ids) {
      const slot = this.ids.find(id);
      if (slot !== undefined) slots.push(slot);
    }
    return new RoaringBitmap32(slots);
  }

  /** The slot of a document id the index has seen (listed or not), if any. */
  slotOfId(id: string): number | undefined {
    return this.ids.find(id);
  }

  idOf(slot: number): string {
    return this.ids.get(slot);
  }

  /**
   * The ids of `matches` from `offset` to `offset + limit` in the order's sequence. Bounded whatever
   * the matches (decisions 134, 149): up to a block's worth of matches are sorted (by their ranks
   * in the order when those are made); otherwise the pre-sorted order is walked, asking the bitmap
   * while the walk is short (many matches are met early), and past it the order's spans and blocks
   * find the few matches that can be on the page (a filter whose matches sit at the end of the
   * order, like low rates sorted high first, costs no more than any other).
   */
  page(matches: RoaringBitmap32, orderName: string, offset: number, limit: number): string[] {
    if (matches.size <= offset) return [];
    return this.firstSlots(matches, orderName, offset + limit)
      .slice(offset)
      .map((slot) => this.ids.get(slot));
  }

  /**
   * `page` in an order whose first key (descending) is raised by `amount` for the members of
   * `raised` (a highlighted profile's boost, decision 040), ties as the order's: the others' first
   * `offset + limit` are read as `page` reads them, and the raised matches join them (decision 136).
   */
  pageRaised(
    matches: RoaringBitmap32,
    orderName: string,
    raised: RoaringBitmap32,
    amount: number,
    offset: number,
    limit: number,
  ): string[] {
    const up = RoaringBitmap32.and(raised, matches);
    const rest = RoaringBitmap32.andNot(matches, up);
    const wanted = offset + limit;
    const [first, ...others] = (this.schema.orders[orderName] as IndexOrder).keys;
    if (!first?.desc) throw new Error(`order ${orderName} has no descending first key to raise`);
    const firstKey = new Map<number, number>();
    const values = this.field(first.field);
    for (const slot of this.firstSlots(rest, orderName, wanted)) firstKey.set(slot, values[slot] as number);
    for (const slot of up) firstKey.set(slot, (values[slot] as number) + amount);
    up.dispose();
    rest.dispose();
    const compareRest = this.comparator({
      keys: others,
      tieDesc: Boolean(this.schema.orders[orderName]?.tieDesc),
    });
    const slots = firstInOrder(Uint32Array.from(firstKey.keys()), wanted, (a, b) => {
      const x = firstKey.get(a) as number;
      const y = firstKey.get(b) as number;
      return x === y ? compareRest(a, b) : x > y ? -1 : 1;
    });
    return slots.slice(offset).map((slot) => this.ids.get(slot));
  }

  /** The first `wanted` slots of `matches` in the order's sequence (see `page`). */
  private firstSlots(matches: RoaringBitmap32, orderName: string, wanted: number): number[] {
    const count = matches.size;
    if (count === 0) return [];
    const order = this.orders.get(orderName) as number[];
    if (count <= BLOCK) {
      // By rank when this version's ranks are made; a page of few matches does not make them (after
      // each change they would be made again, 4 bytes a slot, for pages a comparator sorts quickly).
      const ranks = this.madeRanks(orderName);
      return ranks
        ? firstRanked(matches.toUint32Array(), ranks, order, wanted)
        : firstInOrder(matches.toUint32Array(), wanted, this.compare(orderName));
    }
    // The order's first slots are asked of the bitmap (a `has` costs about 30 reads of a typed
    // array: 165 ns against 5 ns); past them, the spans and blocks holding the page (decision 149).
    const budget = Math.min(order.length, FIRST_WALK);
    const slots: number[] = [];
    let i = 0;
    for (; i < budget && slots.length < wanted; i += 1) {
      const slot = order[i] as number;
      if (matches.has(slot)) slots.push(slot);
    }
    if (slots.length === wanted || i === order.length) return slots;
    const rankOf = () => this.ranksOf(orderName, order);
    return this.spansOf(orderName).firstMatches(matches, order, this.version, wanted, rankOf);
  }

  private spansOf(name: string): OrderSpans {
    let spans = this.spans.get(name);
    if (!spans) {
      spans = new OrderSpans();
      this.spans.set(name, spans);
    }
    return spans;
  }

  /** Each slot's position in the order, made again when the version has moved. */
  private ranksOf(name: string, order: number[]): Uint32Array {
    const made = this.madeRanks(name);
    if (made) return made;
    const rankOf = ranksOf(order, this.ids.size);
    this.ranks.set(name, { version: this.version, rankOf });
    return rankOf;
  }

  /** This version's ranks of the order, if a page has made them. */
  private madeRanks(name: string): Uint32Array | null {
    const kept = this.ranks.get(name);
    return kept?.version === this.version && kept.rankOf.length >= this.ids.size ? kept.rankOf : null;
  }

  private field(name: string): Float64Array {
    return this.numbers.get(name) as Float64Array;
  }

  /** The id's slot, a new one if the index has not seen it (its tie is then written by `setTie`). */
  private slotFor(id: string): number {
    const slot = this.ids.findOrAdd(id);
    if (slot >= this.capacity) this.reserve(slot + 1);
    return slot;
  }

  private setTie(slot: number, doc: IndexDoc): void {
    const isId = doc.tie === doc.id;
    this.tieIsId[slot] = isId ? 1 : 0;
    this.ties.set(slot, isId ? '' : doc.tie);
  }

  /** Two slots' ties in order (their UTF-8 bytes: see `StringTable.compare`). */
  private compareTies(a: number, b: number): number {
    return StringTable.compare(
      this.tieIsId[a] === 1 ? this.ids.table : this.ties,
      a,
      this.tieIsId[b] === 1 ? this.ids.table : this.ties,
      b,
    );
  }

  /** Grows the per-slot arrays (numbers, one-value dimensions) to hold at least `slots`, doubling. */
  private reserve(slots: number): void {
    if (slots <= this.capacity) return;
    this.capacity = Math.max(this.capacity * 2, slots);
    for (const [name, values] of this.numbers) {
      const grown = new Float64Array(this.capacity);
      grown.set(values);
      this.numbers.set(name, grown);
      this.compares.clear();
    }
    const tieIsId = new Uint8Array(this.capacity);
    tieIsId.set(this.tieIsId);
    this.tieIsId = tieIsId;
    for (const one of this.oneValue.values()) {
      const grown = new Int32Array(this.capacity).fill(-1);
      grown.set(one.of);
      one.of = grown;
    }
  }

  private write(slot: number, doc: IndexDoc): void {
    this.setTie(slot, doc);
    for (const [name, values] of this.numbers) values[slot] = doc.numbers[name] ?? 0;
    this.rememberOneValue(slot, doc);
    for (const [dimension, bitmaps] of this.dimensions) {
      for (const value of doc.values[dimension] ?? []) {
        let bitmap = bitmaps.get(value);
        if (!bitmap) {
          bitmap = new RoaringBitmap32();
          bitmaps.set(ownCopy(value), bitmap);
        }
        bitmap.add(slot);
      }
    }
    this.universe.add(slot);
    if (this.isBuilt)
      for (const [field, buckets] of this.ranges) buckets.add(slot, this.field(field)[slot] as number);
    if (this.expiresField) {
      if ((this.field(this.expiresField)[slot] as number) < this.expiredDay) this.expired.add(slot);
      else this.expired.remove(slot);
    }
  }

  /** Takes a listed slot out of everything (its numbers still hold its last values). */
  private erase(slot: number, patch: boolean): void {
    if (patch) {
      for (const [name, order] of this.orders) {
        const at = this.position(order, slot, this.compare(name));
        if (order[at] === slot) order.splice(at, 1);
      }
    }
    for (const [dimension, bitmaps] of this.dimensions) {
      const one = this.oneValue.get(dimension);
      if (!one) {
        for (const bitmap of bitmaps.values()) bitmap.remove(slot);
        continue;
      }
      const id = one.of[slot] as number;
      if (id >= 0) bitmaps.get(one.names[id] as string)?.remove(slot);
    }
    for (const [field, buckets] of this.ranges) buckets.remove(slot, this.field(field)[slot] as number);
    this.universe.remove(slot);
    this.expired.remove(slot);
  }

  private rememberOneValue(slot: number, doc: IndexDoc): void {
    for (const [dimension, one] of this.oneValue) {
      const value = doc.values[dimension]?.[0];
      let id = value === undefined ? -1 : one.ids.get(value);
      if (id === undefined) {
        id = one.names.length;
        const own = ownCopy(value as string);
        one.names.push(own);
        one.ids.set(own, id);
      }
      one.of[slot] = id;
    }
  }

  private insertInOrders(slot: number): void {
    for (const [name, order] of this.orders) {
      order.splice(this.position(order, slot, this.compare(name)), 0, slot);
    }
  }

  /**
   * Many changes: every order keeps its unchanged slots (one pass against a byte mark per slot)
   * and takes the changed ones in at their places (a binary search each, not a comparison per slot).
   */
  private mergeOrders(touched: number[]): void {
    if (this.marks.length < this.ids.size) this.marks = new Uint8Array(this.ids.size * 2);
    const marks = this.marks;
    for (const slot of touched) marks[slot] = 1;
    try {
      for (const [name, order] of this.orders) {
        const compare = this.compare(name);
        const kept = order.filter((slot) => marks[slot] !== 1);
        const added = touched.filter((slot) => this.universe.has(slot)).sort(compare);
        const merged: number[] = [];
        let from = 0;
        for (const slot of added) {
          const at = this.position(kept, slot, compare);
          for (let i = from; i < at; i += 1) merged.push(kept[i] as number);
          merged.push(slot);
          from = at;
        }
        for (let i = from; i < kept.length; i += 1) merged.push(kept[i] as number);
        this.orders.set(name, merged);
      }
    } finally {
      for (const slot of touched) marks[slot] = 0;
    }
  }

  /** Where `slot` is (or would go) in a sorted order. */
  private position(order: number[], slot: number, compare: (a: number, b: number) => number): number {
    let low = 0;
    let high = order.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (compare(order[middle] as number, slot) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  private get expiresField(): string | undefined {
    return this.schema.expiresField;
  }

  private recomputeExpired(day: number): void {
    const values = this.field(this.expiresField as string);
    const expired: number[] = [];
    for (const slot of this.universe.toUint32Array()) if ((values[slot] as number) < day) expired.push(slot);
    this.expired = new RoaringBitmap32(expired);
    this.expiredDay = day;
    this.live = null;
  }

  /** The comparator of an order over the current number arrays (made again when they grow). */
  private compare(name: string): (a: number, b: number) => number {
    let compare = this.compares.get(name);
    if (!compare) {
      compare = this.comparator(this.schema.orders[name] as IndexOrder);
      this.compares.set(name, compare);
    }
    return compare;
  }

  private comparator(order: IndexOrder): (a: number, b: number) => number {
    const keys = order.keys.map((key) => ({ sign: key.desc ? -1 : 1, values: this.field(key.field) }));
    const tieSign = order.tieDesc ? -1 : 1;
    return (a, b) => {
      for (const key of keys) {
        const x = key.values[a] as number;
        const y = key.values[b] as number;
        if (x !== y) return (x < y ? -1 : 1) * key.sign;
      }
      return this.compareTies(a, b) * tieSign;
    };
  }
}
