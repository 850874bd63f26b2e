/**
 * Settings every benchmark reads from the environment. `BENCH_QUICK=1` is a smoke test: small
 * data, short phases, so that `npm run bench` finishes in a few minutes; its figures only show that
 * every scenario runs, not how fast.
 */
export const isQuick = process.env.BENCH_QUICK === '1';

/** Numeric setting: the environment wins, then the quick or the full default. */
export function setting(name: string, full: number, quick: number): number {
  const value = process.env[name];
  return value !== undefined && value !== '' ? Number(value) : isQuick ? quick : full;
}

/**
 * Ports: this machine is shared, so every benchmark server takes a port from one block
 * (BENCH_PORT_BASE, default 3400) instead of a random or a fixed port elsewhere.
 */
export const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 3400);
export const PORTS = {
  api: PORT_BASE,
  bare: PORT_BASE + 1,
  chatFloorA: PORT_BASE + 10,
  chatFloorB: PORT_BASE + 11,
  chatApiA: PORT_BASE + 12,
  chatApiB: PORT_BASE + 13,
  lighthouseApi: PORT_BASE + 20,
  cpuProbe: PORT_BASE + 21,
} as const;

export const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
export const REDIS_URL =
  process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
