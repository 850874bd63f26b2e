import type { FacetedIndex } from './faceted-index.js';
import { RoaringBitmap32 } from './roaring.js';

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
 * pair of groups. `all`: base with every condition. Results may be shared: do not modify them.
 */
export function allButEach(
  base: RoaringBitmap32,
  own: readonly RoaringBitmap32[],
): { except: RoaringBitmap32[]; all: RoaringBitmap32 } {
  const prefix = [base];
  for (const [i, condition] of own.entries())
    prefix.push(RoaringBitmap32.and(prefix[i] as RoaringBitmap32, condition));
  const except = new Array<RoaringBitmap32>(own.length);
  let suffix: RoaringBitmap32 | null = null;
  for (let i = own.length - 1; i >= 0; i -= 1) {
    const before = prefix[i] as RoaringBitmap32;
    except[i] = suffix ? RoaringBitmap32.and(before, suffix) : before;
    suffix = suffix ? RoaringBitmap32.and(suffix, own[i] as RoaringBitmap32) : (own[i] as RoaringBitmap32);
  }
  return { except, all: prefix[own.length] as RoaringBitmap32 };
}

/**
 * Exact counts of each value of a dimension among `base` (bitmap intersections, decision 125):
 * values counted 0 are left out; most first, then by value. `label` renames (or drops, null) a value.
 */
export function facetCounts(
  index: FacetedIndex,
  base: RoaringBitmap32,
  dimension: string,
  label: (value: string) => string | null = (value) => value,
): { value: string; count: number }[] {
  const entries: { value: string; count: number }[] = [];
  if (base.isEmpty) return entries;
  for (const value of index.valuesOf(dimension)) {
    const named = label(value);
    if (named === null) continue;
    const count = base.andCardinality(index.bitmap(dimension, value));
    if (count > 0) entries.push({ value: named, count });
  }
  return entries.sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
}
