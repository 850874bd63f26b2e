/**
 * Each benchmark writes its detailed markdown report next to itself and a JSON summary to
 * bench/out/ (ignored by git); `npm run bench` (bench/run-all.ts) reads the summaries into
 * bench/REPORT.md.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MachineInfo } from './machine.js';
import type { Stats } from './stats.js';

export const BENCH_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const OUT_DIR = path.join(BENCH_DIR, 'out');

/** One load scenario on one database: the product's figure and its floors from the same run. */
export type LoadRow = {
  scenario: string;
  driver: 'postgres' | 'pglite';
  api: Stats;
  /** The same database work straight through the driver (plus argon2 for login). */
  floor: Stats;
  floorLabel: string;
  bare: Stats;
};

export type OpportunitiesSummary = {
  quick: boolean;
  machine: MachineInfo;
  drivers: {
    driver: 'postgres' | 'pglite';
    opportunities: number;
    users: number;
    searchAtRate: (Stats & { targetRate: number }) | null;
  }[];
  rows: LoadRow[];
};

export type ChatPhase = {
  name: string;
  sent: number;
  acked: number;
  delivered: number;
  lost: number;
  duplicated: number;
  ackedPerSecond: number;
  deliveryP50: number;
  deliveryP99: number;
  ackP50: number;
  ackP99: number;
};

export type ChatSummary = {
  quick: boolean;
  machine: MachineInfo;
  runs: {
    driver: 'postgres' | 'pglite';
    instances: number;
    clients: number;
    connected: number;
    rate: number;
    seconds: number;
    floor: ChatPhase;
    product: ChatPhase;
    isMet: boolean;
  }[];
};

export type AccountMailSummary = {
  quick: boolean;
  driver: 'postgres' | 'pglite';
  rounds: number;
  rows: { measure: string; p50: number; p99: number }[];
};

export type BundleSummary = {
  targetKb: number;
  shellKb: number;
  routes: { route: string; kb: number; routeKb: number; isUnderTarget: boolean }[];
  cssKb: number;
};

export type LighthouseRun = {
  page: string;
  url: string;
  preset: 'desktop' | 'mobile';
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number };
  metrics: { fcpMs: number; lcpMs: number; tbtMs: number; cls: number; speedIndexMs: number };
  /** Failing audits of the four categories, for the report's "what to fix" list. */
  failing: { id: string; title: string; score: number | null; category: string }[];
};

export type LighthouseSummary = {
  lighthouseVersion: string;
  chromium: string;
  runs: LighthouseRun[];
};

export function writeSummary(name: string, summary: unknown) {
  mkdirSync(OUT_DIR, { recursive: true });
  writeFileSync(path.join(OUT_DIR, `${name}.json`), `${JSON.stringify(summary, null, 2)}\n`);
}

export function readSummary<T>(name: string): T | null {
  try {
    return JSON.parse(readFileSync(path.join(OUT_DIR, `${name}.json`), 'utf8')) as T;
  } catch {
    return null;
  }
}
