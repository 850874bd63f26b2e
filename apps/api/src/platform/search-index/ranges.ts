import { RoaringBitmap32 } from './roaring.js';

/** At most this many buckets per numeric field (decision 125). */
const MAX_BUCKETS = 1_024;
/** Every this many buckets, the unions of all buckets before and of all from there are kept (decisions 133, 134). */
const CHECKPOINT_EVERY = 32;

/**
 * Bucket edges over sorted values: about every 1/MAX_BUCKETS of them, and a value repeated past
 * one step (e.g. the many people without a monthly rate) has a bucket of its own, so that a bucket
 * a range cuts never holds more than about two steps of members (decision 139: the run of zeros
 * shared a bucket with the next values, and cutting it visited 300,000 members).
 */
export function edgesOf(sorted: Float64Array): number[] {
  const edges = [Number.NEGATIVE_INFINITY];
  const step = Math.max(1, Math.floor(sorted.length / MAX_BUCKETS));
  let i = step;
  while (i < sorted.length) {
    const value = sorted[i] as number;
    const last = edges[edges.length - 1] as number;
    if (value > last) {
      edges.push(value);
      i += step;
      continue;
    }
    // Still in the last edge's run: the next edge is the first value after it.
    const next = firstAbove(sorted, last, i);
    if (next >= sorted.length) break;
    edges.push(sorted[next] as number);
    i = next + step;
  }
  return edges;
}

/** The first index from `from` whose value is above `value` (`sorted.length` if none). */
function firstAbove(sorted: Float64Array, value: number, from: number): number {
  let low = from;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((sorted[middle] as number) > value) high = middle;
    else low = middle + 1;
  }
  return low;
}

/**
 * One bitmap per bucket of a numeric field's values (decision 125): a range condition is the union
 * of the buckets it covers whole plus, from the one bucket it cuts, the members whose own value
 * passes. Bucket edges are quantiles of the values at build time, so every bucket holds about
 * 1/1,024 of the documents (a bucket of one repeated value is never cut).
 */
export class RangeBuckets {
  /** Bucket i holds values in [edges[i], edges[i + 1]); edges[0] is -Infinity. */
  private edges: number[] = [Number.NEGATIVE_INFINITY];
  private buckets: RoaringBitmap32[] = [new RoaringBitmap32()];
  /**
   * `before[k]`: the members of buckets 0 .. k × CHECKPOINT_EVERY - 1, so that any range is one
   * kept union and at most CHECKPOINT_EVERY / 2 buckets added or removed, however wide (decisions
   * 133, 136).
   */
  private before: RoaringBitmap32[] = [new RoaringBitmap32()];
  /**
   * `from[k]`: the members of buckets k × CHECKPOINT_EVERY .. the last (decision 134: an at-least
   * range without a difference with every member); `from[0]` is every member (decision 136).
   */
  private from: RoaringBitmap32[] = [new RoaringBitmap32()];
  /**
   * Bounds of each bucket's values (widened by additions, never narrowed): a cut bucket whose
   * values all pass, or none, is taken or left whole without visiting its members (decision 134).
   */
  private low: number[] = [Number.POSITIVE_INFINITY];
  private high: number[] = [Number.NEGATIVE_INFINITY];

  /** Rebuilds the buckets from every member's value (at build time). */
  rebuild(members: Uint32Array, values: Float64Array): void {
    this.edges = edgesOf(Float64Array.from(members, (slot) => values[slot] as number).sort());
    const slots: number[][] = this.edges.map(() => []);
    for (const slot of members) slots[this.bucketOf(values[slot] as number)]?.push(slot);
    this.buckets = slots.map((list) => new RoaringBitmap32(list));
    this.low = slots.map((list) =>
      list.reduce((min, slot) => Math.min(min, values[slot] as number), Infinity),
    );
    this.high = slots.map((list) =>
      list.reduce((max, slot) => Math.max(max, values[slot] as number), -Infinity),
    );
    for (const bucket of this.buckets) bucket.runOptimize();
    this.before = [new RoaringBitmap32()];
    for (let end = CHECKPOINT_EVERY; end <= this.buckets.length; end += CHECKPOINT_EVERY) {
      const union = RoaringBitmap32.orMany(this.buckets.slice(0, end));
      union.runOptimize();
      this.before.push(union);
    }
    this.from = [];
    for (let start = 0; start <= this.buckets.length; start += CHECKPOINT_EVERY) {
      const union = RoaringBitmap32.orMany(this.buckets.slice(start));
      union.runOptimize();
      this.from.push(union);
    }
  }

  add(slot: number, value: number): void {
    const bucket = this.bucketOf(value);
    this.buckets[bucket]?.add(slot);
    this.low[bucket] = Math.min(this.low[bucket] as number, value);
    this.high[bucket] = Math.max(this.high[bucket] as number, value);
    for (let k = Math.floor(bucket / CHECKPOINT_EVERY) + 1; k < this.before.length; k += 1)
      this.before[k]?.add(slot);
    for (let k = Math.floor(bucket / CHECKPOINT_EVERY); k >= 0; k -= 1) this.from[k]?.add(slot);
  }

  remove(slot: number, value: number): void {
    const bucket = this.bucketOf(value);
    this.buckets[bucket]?.remove(slot);
    for (let k = Math.floor(bucket / CHECKPOINT_EVERY) + 1; k < this.before.length; k += 1)
      this.before[k]?.remove(slot);
    for (let k = Math.floor(bucket / CHECKPOINT_EVERY); k >= 0; k -= 1) this.from[k]?.remove(slot);
  }

  /** Members whose value is at least `low` (`values`: every slot's value, for the cut bucket). */
  atLeast(low: number, values: Float64Array): RoaringBitmap32 {
    const cut = this.bucketOf(low);
    const whole = this.unionFrom(cut + 1);
    return this.withCut(whole, cut, values, (value) => value >= low);
  }

  /** Members whose value is at most `high`. */
  atMost(high: number, values: Float64Array): RoaringBitmap32 {
    const cut = this.bucketOf(high);
    const whole = this.union(cut);
    return this.withCut(whole, cut, values, (value) => value <= high);
  }

  private withCut(
    whole: RoaringBitmap32,
    cut: number,
    values: Float64Array,
    passes: (value: number) => boolean,
  ): RoaringBitmap32 {
    const bucket = this.buckets[cut];
    if (!bucket) return whole;
    const lowPasses = passes(this.low[cut] as number);
    const highPasses = passes(this.high[cut] as number);
    if (!lowPasses && !highPasses) return whole;
    if (lowPasses && highPasses) {
      whole.orInPlace(bucket);
      return whole;
    }
    const kept: number[] = [];
    for (const slot of bucket.toUint32Array()) if (passes(values[slot] as number)) kept.push(slot);
    whole.addMany(kept);
    return whole;
  }

  /** The members of buckets 0 .. to - 1 (a new bitmap). */
  private union(to: number): RoaringBitmap32 {
    return this.fromNearest(this.before, to, 'add');
  }

  /** The members of buckets `start` .. the last (a new bitmap). */
  private unionFrom(start: number): RoaringBitmap32 {
    return this.fromNearest(this.from, start, 'remove');
  }

  /**
   * From the kept union (`before` or `from`) nearest to `bound`, with at most CHECKPOINT_EVERY / 2
   * buckets changed (buckets never share a member): the buckets between the kept union below and
   * the bound get `belowChange`, those between the bound and the kept union above the opposite.
   */
  private fromNearest(kept: RoaringBitmap32[], bound: number, belowChange: 'add' | 'remove') {
    const below = Math.min(Math.floor(bound / CHECKPOINT_EVERY), kept.length - 1);
    const above = below + 1;
    if (above < kept.length && above * CHECKPOINT_EVERY - bound < bound - below * CHECKPOINT_EVERY) {
      const aboveChange = belowChange === 'add' ? 'remove' : 'add';
      return this.adjusted(kept[above] as RoaringBitmap32, bound, above * CHECKPOINT_EVERY, aboveChange);
    }
    return this.adjusted(kept[below] as RoaringBitmap32, below * CHECKPOINT_EVERY, bound, belowChange);
  }

  /**
   * A copy of a kept union with buckets `first` .. `end` - 1 added or removed, one at a time: into
   * a copy of a large union this costs about 3 µs a bucket, where `orMany` of the buckets and the
   * union took 750 µs for 31 buckets (decision 136).
   */
  private adjusted(kept: RoaringBitmap32, first: number, end: number, change: 'add' | 'remove') {
    const result = kept.clone();
    for (let i = first; i < end; i += 1) {
      const bucket = this.buckets[i];
      if (!bucket) continue;
      if (change === 'add') result.orInPlace(bucket);
      else result.andNotInPlace(bucket);
    }
    return result;
  }

  private bucketOf(value: number): number {
    let low = 0;
    let high = this.edges.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((this.edges[middle] as number) <= value) low = middle;
      else high = middle - 1;
    }
    return low;
  }
}
