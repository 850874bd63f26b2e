import { percentile } from '../lib/stats.js';
import type { View, ViewClass } from './views.js';

export type Timed = { view: View; ms: number };
export type ClassStats = { kind: ViewClass; views: number; p50: number; p95: number; p99: number };

/** One phase of `bench:search`: offered and achieved rates, percentiles, per view class, the slowest 10. */
export type Phase = {
  name: string;
  rate: number;
  achieved: number;
  p50: number;
  p95: number;
  p99: number;
  /** Views that failed (any reason; `failures` says which). */
  errors: number;
  views: number;
  failures: Record<string, number>;
  classes: ClassStats[];
  slowest: { kind: ViewClass; ms: number; list: string; isSignedIn: boolean }[];
};

function stats(latencies: number[]) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
}

export function toPhase(
  name: string,
  rate: number,
  views: number,
  seconds: number,
  timed: Timed[],
  failures: Map<string, number>,
): Phase {
  const kinds = [...new Set(timed.map((one) => one.view.kind))];
  const classes = kinds.map((kind) => {
    const latencies = timed.filter((one) => one.view.kind === kind).map((one) => one.ms);
    return { kind, views: latencies.length, ...stats(latencies) };
  });
  const slowest = [...timed]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 10)
    .map((one) => ({
      kind: one.view.kind,
      ms: one.ms,
      list: one.view.list,
      isSignedIn: one.view.isSignedIn,
    }));
  const errors = [...failures.values()].reduce((sum, n) => sum + n, 0);
  return {
    name,
    rate,
    achieved: timed.length / seconds,
    ...stats(timed.map((one) => one.ms)),
    errors,
    views,
    failures: Object.fromEntries(failures),
    classes,
    slowest,
  };
}
