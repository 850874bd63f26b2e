/**
 * `DATABASE_URL=… npx tsx bench/search/cpu-per-view.ts`: what one search page view costs in CPU,
 * by thread: the API's main thread, each of its other threads (V8's garbage collection and
 * platform threads, the facet workers of decision 144), and the PostgreSQL backends of the
 * database, read from /proc (Linux). It starts the search benchmark's API, signs up an employer,
 * sends `WARM_UP` views and then `VIEWS` more, one view at a time (the list and the facets
 * together, over real sockets; talent views half signed in, as `bench:search` draws them), and
 * divides each thread's CPU time by the views. One view at a time, so the figures are what a view
 * costs, not what waiting for others costs.
 *
 *   KIND=talent|mixed|repeat (default talent): random talent views, random listing views, or one
 *   talent view again and again (an answer served from the cache: the per-request floor).
 *   SEED (default: new, printed), API_NODE_ARGS (e.g. a V8 flag to compare).
 *   BENCH_CPU_PROFILE=<file>: the API's main thread is profiled over the measured views (not the
 *   build or the warm-up) and the profile written there; read it with `bench/lib/profile-top.ts`.
 *   The profiler's own cost is in that run's figures.
 *
 * The machine's other work changes the figures from run to run: compare versions by alternating
 * them, several times (docs/benchmarks.md).
 */
import { randomInt } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatLoad, log, machineInfo } from '../lib/machine.js';
import { postgresCpuReader, residentMb, threadCpuMs } from '../lib/proc.js';
import { forkReady, stopChild } from '../lib/processes.js';
import { PORTS, setting } from '../lib/settings.js';
import { employerToken, httpRun, readSpace, waitUntilReady } from './api-session.js';
import { searchDatabase } from './settings.js';
import { generator, mixedView, talentView, type View } from './views.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const PORT = PORTS.cpuProbe;
const VIEWS = setting('VIEWS', 1_500, 200);
const WARM_UP = setting('WARM_UP', 200, 50);
const KIND = process.env.KIND ?? 'talent';
const SEED = Number(process.env.SEED ?? randomInt(2 ** 31));

const target = searchDatabase();
if (!target.databaseUrl) throw new Error('Give DATABASE_URL: PostgreSQL is measured from /proc.');
const postgresMs = postgresCpuReader(new URL(target.databaseUrl).pathname.slice(1));
const space = await readSpace(target);
const machineBefore = machineInfo();
const api = await forkReady(
  path.join(here, '../opportunities/server.ts'),
  { PORT: String(PORT), BENCH_DATABASE_URL: target.databaseUrl },
  (process.env.API_NODE_ARGS ?? '').split(' ').filter(Boolean),
);
try {
  const base = `http://127.0.0.1:${PORT}`;
  await waitUntilReady(base);
  const run = httpRun(base, await employerToken(base));
  const next = generator(SEED);
  const repeated = talentView(next, space);
  const draw = (): View =>
    KIND === 'repeat' ? repeated : KIND === 'mixed' ? mixedView(next, space) : talentView(next, space);
  for (let i = 0; i < WARM_UP; i += 1) await run(draw());
  if (process.env.BENCH_CPU_PROFILE) {
    api.kill('SIGUSR2');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const pid = api.pid as number;
  const threadsBefore = threadCpuMs(pid);
  const postgresBefore = postgresMs();
  // Backends are read every 200 ms as well: one that exits between the two readings is not lost.
  const sampling = setInterval(postgresMs, 200);
  const started = performance.now();
  for (let i = 0; i < VIEWS; i += 1) await run(draw());
  const wall = performance.now() - started;
  clearInterval(sampling);
  const perView = (ms: number) => Math.round((ms / VIEWS) * 100) / 100;
  const threads = [...threadCpuMs(pid)]
    .map(([name, ms]) => [name, perView(ms - (threadsBefore.get(name) ?? 0))] as const)
    .filter(([, ms]) => ms >= 0.01)
    .sort((a, b) => b[1] - a[1]);
  const main = threads.find(([name]) => name === 'main')?.[1] ?? 0;
  const others = threads.filter(([name]) => name !== 'main').reduce((sum, [, ms]) => sum + ms, 0);
  const postgres = perView(postgresMs() - postgresBefore);
  log(`bench:cpu-per-view: ${KIND}, seed ${SEED}, ${VIEWS} views one at a time`);
  log(
    `  per view (ms): wall ${perView(wall)}; API main thread ${main}, other threads ${Math.round(others * 100) / 100}, PostgreSQL ${postgres}; all ${Math.round((main + others + postgres) * 100) / 100}`,
  );
  log(`  API resident memory after the views: ${residentMb(pid)} MB`);
  log(`  threads: ${threads.map(([name, ms]) => `${name} ${ms}`).join(', ')}`);
  log(`  load: ${formatLoad(machineBefore.loadAverage)} → ${formatLoad(machineInfo().loadAverage)}`);
} finally {
  await stopChild(api);
}
