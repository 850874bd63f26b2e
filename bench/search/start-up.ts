/**
 * `DATABASE_URL=… npx tsx bench/search/start-up.ts`: starts the search benchmark's API on the bench
 * database and reports how long it took to be ready (its indexes built and warmed) and the CPU
 * time the API process and PostgreSQL spent meanwhile, from /proc (Linux): which side the build
 * waits for. `API_NODE_ARGS` as for `bench:search` (e.g. a CPU profile of the start).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { forkReady, stopChild } from '../lib/processes.js';
import { searchDatabase } from './settings.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const PORT = 3497;
const TICKS = 100; // clock ticks per second (getconf CLK_TCK on Linux)

/** utime + stime of a process, in seconds (0 once it is gone). */
function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return 0;
  }
}

/** The CPU seconds of the PostgreSQL backends serving `database`, by pid (they come and go). */
function postgresCpu(database: string): Map<number, number> {
  const seen = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // A backend's title: "postgres: [cluster:] <user> <database> <client> <state>".
      const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split(' ');
      if (title[0] !== 'postgres:' || !title.slice(1, 4).includes(database)) continue;
    } catch {
      continue;
    }
    seen.set(Number(entry), cpuSeconds(Number(entry)));
  }
  return seen;
}

const databaseUrl = searchDatabase().databaseUrl ?? '';
const database = new URL(databaseUrl).pathname.slice(1);
const before = postgresCpu(database);
const startedAt = performance.now();
const api = await forkReady(
  path.join(here, '../opportunities/server.ts'),
  { PORT: String(PORT), BENCH_DATABASE_URL: databaseUrl },
  (process.env.API_NODE_ARGS ?? '').split(' ').filter(Boolean),
);
const latest = new Map(before);
for (;;) {
  for (const [pid, seconds] of postgresCpu(database)) latest.set(pid, seconds);
  const answer = await fetch(`http://127.0.0.1:${PORT}/api/health/ready`).catch(() => null);
  if (answer?.status === 200) break;
  await new Promise((resolve) => setTimeout(resolve, 200));
}
const wall = (performance.now() - startedAt) / 1000;
const apiCpu = cpuSeconds(api.pid as number);
let pgCpu = 0;
for (const [pid, seconds] of latest) pgCpu += seconds - (before.get(pid) ?? 0);
const rssKb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${api.pid}/status`, 'utf8'))?.[1] ?? 0);
const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
console.log(
  `ready after ${wall.toFixed(1)} s: API ${apiCpu.toFixed(1)} s of CPU, PostgreSQL (its backends for ${database}) ${pgCpu.toFixed(1)} s, RSS ${Math.round(rssKb / 1024)} MB (load ${load})`,
);
await stopChild(api);
