/**
 * `DATABASE_URL=… npx tsx bench/search/start-up.ts`: starts the search benchmark's API on the bench
 * database and reports how long it took to be ready (its indexes built and warmed) and the CPU
 * time the API process and PostgreSQL spent meanwhile, from /proc (Linux): which side the build
 * waits for. `API_NODE_ARGS` as for `bench:search` (e.g. a CPU profile of the start).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { postgresCpuReader, processCpuMs, residentMb } from '../lib/proc.js';
import { forkReady, stopChild } from '../lib/processes.js';
import { waitUntilReady } from './api-session.js';
import { searchDatabase } from './settings.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const PORT = 3497;

const databaseUrl = searchDatabase().databaseUrl ?? '';
const database = new URL(databaseUrl).pathname.slice(1);
const postgresMs = postgresCpuReader(database);
const postgresBefore = postgresMs();
const startedAt = performance.now();
const api = await forkReady(
  path.join(here, '../opportunities/server.ts'),
  { PORT: String(PORT), BENCH_DATABASE_URL: databaseUrl },
  (process.env.API_NODE_ARGS ?? '').split(' ').filter(Boolean),
);
await waitUntilReady(`http://127.0.0.1:${PORT}`, postgresMs);
const wall = (performance.now() - startedAt) / 1000;
const apiCpu = processCpuMs(api.pid as number) / 1000;
const pgCpu = (postgresMs() - postgresBefore) / 1000;
const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
console.log(
  `ready after ${wall.toFixed(1)} s: API ${apiCpu.toFixed(1)} s of CPU, PostgreSQL (its backends for ${database}) ${pgCpu.toFixed(1)} s, RSS ${residentMb(api.pid as number)} MB (load ${load})`,
);
await stopChild(api);
