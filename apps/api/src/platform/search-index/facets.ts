import { RoaringBitmap32 } from './roaring.js';

/** Where facet counts read each value's bitmap: the index, or the facet thread's copy of its dimensions. */
export type FacetBitmaps = {
  valuesOf(dimension: string): string[];
  bitmap(dimension: string, value: string): RoaringBitmap32;
};

/** A facet value and how many documents have it. */
export type FacetCount = { value: string; count: number };

/** The documents in every bitmap (the smallest first, so each step is as cheap as it can be). */
export function intersect(bitmaps: readonly RoaringBitmap32[]): RoaringBitmap32 {
  const sorted = [...bitmaps].sort((a, b) => a.size - b.size);
  const result = sorted[0] ? sorted[0].clone() : new RoaringBitmap32();
  for (const bitmap of sorted.slice(1)) {
    if (result.isEmpty) break;
    result.andInPlace(bitmap);
  }
  return result;
}

/**
 * For each group's own condition, `base` intersected with every other group's condition (decision
 * 133): built from running intersections from both ends, about three per group instead of one per
 * pair of groups. `all`: base with every condition. Results may be `base` itself: do not modify
 * them; `release` them (sparing `base`) when done. The running intersections are freed here.
 */
export function allButEach(
  base: RoaringBitmap32,
  own: readonly RoaringBitmap32[],
): { except: RoaringBitmap32[]; all: RoaringBitmap32 } {
  const count = own.length;
  const prefix = [base];
  for (const [i, condition] of own.entries())
    prefix.push(RoaringBitmap32.and(prefix[i] as RoaringBitmap32, condition));
  const except = new Array<RoaringBitmap32>(count);
  // The intersection of the conditions after i: own[count - 1] itself, then made here.
  let suffix: RoaringBitmap32 | null = null;
  const isMadeHere = (bitmap: RoaringBitmap32 | null) => bitmap !== null && bitmap !== own[count - 1];
  for (let i = count - 1; i >= 0; i -= 1) {
    const before = prefix[i] as RoaringBitmap32;
    if (suffix) {
      except[i] = RoaringBitmap32.and(before, suffix);
      if (i > 0) before.dispose();
    } else {
      except[i] = before;
    }
    if (i === 0) break;
    const next: RoaringBitmap32 = suffix
      ? RoaringBitmap32.and(suffix, own[i] as RoaringBitmap32)
      : (own[i] as RoaringBitmap32);
    if (isMadeHere(suffix)) suffix?.dispose();
    suffix = next;
  }
  if (isMadeHere(suffix)) suffix?.dispose();
  return { except, all: prefix[count] as RoaringBitmap32 };
}

/**
 * Frees the native memory of bitmaps a request made for itself (each once), now rather than when
 * the garbage collector finalizes them: a bitmap of a million slots holds about 130 KB outside the
 * heap, and making one while many wait to be finalized costs three times as much (decision 136's
 * measurements: an intersection 91 µs, 31 µs when the previous ones were freed). Never pass a
 * bitmap the index or its caches hold.
 */
export function release(
  made: Iterable<RoaringBitmap32 | null | undefined>,
  spare?: RoaringBitmap32 | null,
): void {
  for (const bitmap of new Set(made)) if (bitmap && bitmap !== spare) bitmap.dispose();
}

/** Each value of a dimension with its count among `base`, as [value, count] (zeros left out). */
export function rawCounts(index: FacetBitmaps, base: RoaringBitmap32, dimension: string): [string, number][] {
  const counts: [string, number][] = [];
  if (base.isEmpty) return counts;
  for (const value of index.valuesOf(dimension)) {
    const count = base.andCardinality(index.bitmap(dimension, value));
    if (count > 0) counts.push([value, count]);
  }
  return counts;
}

/** Counts as a facet shows them: renamed (or dropped) by `label`, most first, then by value. */
export function orderCounts(
  counts: readonly (readonly [string, number])[],
  label: (value: string) => string | null = (value) => value,
): FacetCount[] {
  const entries: FacetCount[] = [];
  for (const [value, count] of counts) {
    const named = label(value);
    if (named !== null) entries.push({ value: named, count });
  }
  return entries.sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
}

/** A facet group: its dimension and the values its filter keeps (null: not filtered). */
export type AskedGroup = { dimension: string; kept: readonly string[] | null };

/**
 * What a facets answer counts among a base (decision 144): each group's values among the base and
 * every other group's filter ("all but mine"), and `extra` counts of a dimension among the base and
 * some conditions (every condition filtered), for a group counted under other rules.
 */
export type FacetPlan = {
  groups: readonly AskedGroup[];
  extra?: readonly { conditions: readonly AskedGroup[]; dimension: string }[];
};

/** Each group's and each extra count's [value, count] (zeros left out); `all`: how many pass every filter. */
export type FacetAnswer = { counts: [string, number][][]; all: number; extra: [string, number][][] };

/**
 * Counts a plan among `base` (exact bitmap intersections, "all but mine" from running intersections,
 * decision 133), with the index's bitmaps or the facet thread's copy of them. Frees what it makes;
 * `base` stays the caller's.
 */
export function countPlan(bitmaps: FacetBitmaps, base: RoaringBitmap32, plan: FacetPlan): FacetAnswer {
  const made: RoaringBitmap32[] = [];
  const union = (dimension: string, values: readonly string[]) => {
    if (values.length === 1) return bitmaps.bitmap(dimension, values[0] as string);
    const bitmap = RoaringBitmap32.orMany(values.map((value) => bitmaps.bitmap(dimension, value)));
    made.push(bitmap);
    return bitmap;
  };
  try {
    const own = plan.groups.flatMap(({ dimension, kept }) => (kept ? [union(dimension, kept)] : []));
    const { except, all } = allButEach(base, own);
    made.push(...except.filter((bitmap) => bitmap !== base), ...(all === base ? [] : [all]));
    let next = 0;
    const counts = plan.groups.map(({ dimension, kept }) =>
      rawCounts(bitmaps, kept ? (except[next++] as RoaringBitmap32) : all, dimension),
    );
    const extra = (plan.extra ?? []).map(({ conditions, dimension }) => {
      const among = intersect([base, ...conditions.map((group) => union(group.dimension, group.kept ?? []))]);
      made.push(among);
      return rawCounts(bitmaps, among, dimension);
    });
    return { counts, all: all.size, extra };
  } finally {
    release(made, base);
  }
}
