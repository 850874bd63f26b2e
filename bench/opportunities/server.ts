/** The API as production runs it, on the benchmark database; limits raised so only speed is measured. */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { buildApp } from '../../apps/api/src/app.js';
import { openDatabase } from '../../apps/api/src/db/client.js';
import { setHeapGrowth } from '../../apps/api/src/operations/heap-growth.js';
import { DEFAULT_LOAD_SHEDDING_LIMITS, LISTEN_BACKLOG } from '../../apps/api/src/operations/load-shedding.js';

// As the API's own entry point does (decision 145); BENCH_HEAP_GROWTH=v8 leaves V8's choice, to compare.
if (process.env.BENCH_HEAP_GROWTH !== 'v8') setHeapGrowth();

const database = await openDatabase({
  databaseUrl: process.env.BENCH_DATABASE_URL || undefined,
  pgliteDir: process.env.BENCH_PGLITE_DIR || undefined,
  poolSize: 10,
});
const unlimited = { limit: 1_000_000_000, windowMs: 60_000 };
const app = await buildApp({
  db: database.db,
  rateLimitRules: { applicationsPerUser: unlimited },
  logger: false,
  mailPollMs: 60_000,
  // Overload is answered as in production (decision 115): 503 + Retry-After, never a reset.
  loadShedding: DEFAULT_LOAD_SHEDDING_LIMITS,
});
if (process.env.BENCH_SLOW_LOG) {
  // Server-side times of answers slower than BENCH_SLOW_LOG ms: a view slow for the load generator
  // but not here waited outside the handlers (e.g. in the kernel's accept queue, decision 138).
  const since = performance.now();
  app.addHook('onResponse', async (request, reply) => {
    if (reply.elapsedTime > Number(process.env.BENCH_SLOW_LOG))
      process.stderr.write(
        `slow ${Math.round(reply.elapsedTime)} ms at ${Math.round((performance.now() - since) / 100) / 10} s: ${request.url}\n`,
      );
  });
}
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1', backlog: LISTEN_BACKLOG });
process.send?.('ready');

// BENCH_CPU_PROFILE=<file>: the main thread's CPU profile from a SIGUSR2 (sent once the build and
// warm-up are over) to SIGTERM, written to that file (`bench/lib/profile-top.ts` reads it). Unlike
// `--cpu-prof`, it leaves the build out and does not depend on how the process exits.
const profileFile = process.env.BENCH_CPU_PROFILE;
const profiler = profileFile ? new Session() : null;
if (profiler) {
  profiler.connect();
  process.on('SIGUSR2', () => {
    void profiler.post('Profiler.setSamplingInterval', { interval: 250 }).then(async () => {
      await profiler.post('Profiler.enable');
      await profiler.post('Profiler.start');
    });
  });
}
process.on('SIGTERM', async () => {
  if (profiler && profileFile) {
    const { profile } = await profiler.post('Profiler.stop').catch(() => ({ profile: null }));
    if (profile) writeFileSync(profileFile, JSON.stringify(profile));
  }
  void app.close().then(() => database.close().then(() => process.exit(0)));
});
