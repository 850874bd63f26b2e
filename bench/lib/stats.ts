/** Latency statistics shared by every benchmark. */

/** The p-th percentile of an already sorted list (nearest rank). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** The p-th percentile of an unsorted list. */
export function percentileOf(values: readonly number[], p: number): number {
  return percentile(
    [...values].sort((a, b) => a - b),
    p,
  );
}

/** Throughput and latency of one load run. */
export type Stats = { rps: number; p50: number; p99: number; errors: number };

export const fmt = (value: number, digits = 1) => value.toFixed(digits);
export const ms = (value: number) => `${value.toFixed(1)} ms`;
