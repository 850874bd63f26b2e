/**
 * `npm run bench:search [-- --seed N]` (issue 33, item 4; decision 125): search page views drawn at
 * random from the whole query space (views.ts) with a new seed each run (printed; `--seed` or
 * BENCH_SEED repeats one), offered at fixed rates (open loop: latency from when the view was due).
 * Phases: landing views; mixed listing views; talent views (guests and signed in). Reported per view
 * class (landing, filters, price range, keyword, talent) with p50/p95/p99 and the slowest 10, beside
 * the floors of the same run: the mixed views' plain SQL (no index, no HTTP) and a bare HTTP server.
 * Also the API's start: time until ready (the index built) and its resident memory then.
 *
 *   DATABASE_URL=postgres://…/bench npm run bench:search -- --seed 42
 *   BENCH_PGLITE_DIR=/tmp/x MIXED_RATE=100 npm run bench:search
 */
import { randomInt } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { opportunitySearchFiltersSchema, opportunitySearchQuerySchema } from '@talentport/contract';
import { openDatabase } from '../../apps/api/src/db/client.js';
import { readVocabularySample } from '../../apps/api/src/modules/opportunities/search-core.js';
import { Vocabulary } from '../../apps/api/src/platform/search/typos.js';
import { formatLoad, log, machineInfo } from '../lib/machine.js';
import { residentMb } from '../lib/proc.js';
import { forkReady, stopChild } from '../lib/processes.js';
import { BENCH_DIR, writeSummary } from '../lib/results.js';
import { PORTS, setting } from '../lib/settings.js';
import { fmt } from '../lib/stats.js';
import { employerToken, httpRun, readSpace, waitUntilReady } from './api-session.js';
import { type Phase, type Timed, toPhase } from './phase.js';
import { searchReport } from './search-report.js';
import { searchDatabase } from './settings.js';
import { sqlFacets, sqlPage } from './sql-floor.js';
import { generator, landingView, mixedView, type Space, talentView, type View } from './views.js';

export type { Phase };

const here = path.dirname(fileURLToPath(import.meta.url));
const SECONDS = setting('BENCH_DURATION', 20, 4);
const target = searchDatabase();
const isPglite = Boolean(target.pgliteDir);
const LANDING_RATE = setting('LANDING_RATE', isPglite ? 100 : 500, 20);
const MIXED_RATE = setting('MIXED_RATE', isPglite ? 100 : 300, 10);
const TALENT_RATE = setting('TALENT_RATE', isPglite ? 100 : 300, 10);
const FLOOR_SECONDS = setting('FLOOR_DURATION', 10, 3);
const VIEW_TIMEOUT_MS = 10_000;
/** The phases to run (e.g. `BENCH_PHASES=talent` while looking at one); default all. */
const PHASES = (process.env.BENCH_PHASES ?? 'landing,mixed,talent,floors').split(',');
const runs = (phase: string) => PHASES.includes(phase);
const seedArgument = process.argv.indexOf('--seed');
const SEED = Number(
  seedArgument >= 0 ? process.argv[seedArgument + 1] : (process.env.BENCH_SEED ?? randomInt(2 ** 31)),
);

/** Starts `rate` views a second for `seconds`, each drawn by `draw`, and times each from when it was due. */
async function openLoop(
  name: string,
  rate: number,
  seconds: number,
  draw: () => View,
  run: (view: View) => Promise<void>,
) {
  const total = Math.round(rate * seconds);
  const timed: Timed[] = [];
  const failures = new Map<string, number>();
  const started = performance.now();
  const pending: Promise<void>[] = [];
  // The slowest answered view of each second it was due in: a stall shows as one second, a queue as a run.
  const slowestBySecond: number[] = [];
  // How late this generator sent each second's views: its own lag, not the API's.
  const lateBySecond: number[] = [];
  for (let index = 0; index < total; index += 1) {
    const due = started + (index * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const second = Math.floor((due - started) / 1000);
    lateBySecond[second] = Math.max(lateBySecond[second] ?? 0, performance.now() - due);
    const view = draw();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timeout')), VIEW_TIMEOUT_MS);
    });
    pending.push(
      Promise.race([run(view), timeout]).then(
        () => {
          clearTimeout(timer);
          timed.push({ view, ms: performance.now() - due });
          slowestBySecond[second] = Math.max(slowestBySecond[second] ?? 0, performance.now() - due);
        },
        (error: unknown) => {
          clearTimeout(timer);
          const reason =
            error instanceof Error
              ? error.message.startsWith('status')
                ? error.message
                : `${error.message} ${String((error as { cause?: { code?: string } }).cause?.code ?? '')}`.trim()
              : String(error);
          // A failed query is named by PostgreSQL's reason (drizzle's message is the whole statement).
          const cause = (error as { cause?: { message?: string } }).cause?.message ?? '';
          const short = reason.startsWith('Failed query')
            ? `query failed: ${cause.slice(0, 60)}`
            : reason.slice(0, 80);
          failures.set(short, (failures.get(short) ?? 0) + 1);
        },
      ),
    );
  }
  await Promise.all(pending);
  const phase = toPhase(name, rate, total, (performance.now() - started) / 1000, timed, failures);
  log(
    `bench:search: ${name} at ${rate}/s: ${fmt(phase.achieved)} views/s, p50 ${fmt(phase.p50)} p95 ${fmt(phase.p95)} p99 ${fmt(phase.p99)} ms, errors ${JSON.stringify(phase.failures)}`,
  );
  log(
    `bench:search: ${name}, slowest view due in each second (ms): ${slowestBySecond.map(Math.round).join(' ')}`,
  );
  log(
    `bench:search: ${name}, latest view sent in each second (ms): ${lateBySecond.map(Math.round).join(' ')}`,
  );
  return phase;
}

/** Runs one view after another for `seconds` (each stopped at VIEW_TIMEOUT_MS), timing each. */
async function closedLoop(
  name: string,
  seconds: number,
  draw: () => View,
  run: (view: View) => Promise<void>,
) {
  const timed: Timed[] = [];
  const failures = new Map<string, number>();
  const started = performance.now();
  let views = 0;
  while (performance.now() - started < seconds * 1000) {
    const view = draw();
    const began = performance.now();
    views += 1;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timeout')), VIEW_TIMEOUT_MS);
    });
    try {
      await Promise.race([run(view), timeout]);
      timed.push({ view, ms: performance.now() - began });
    } catch (error) {
      const cause = (error as { cause?: { message?: string } }).cause?.message;
      const short = (cause ?? (error instanceof Error ? error.message : String(error))).slice(0, 60);
      failures.set(short, (failures.get(short) ?? 0) + 1);
    } finally {
      clearTimeout(timer);
    }
  }
  const elapsed = (performance.now() - started) / 1000;
  // Offered: as fast as the views finished.
  const phase = toPhase(name, Math.round((views / elapsed) * 10) / 10, views, elapsed, timed, failures);
  log(
    `bench:search: ${name}: ${views} views in ${fmt(elapsed)} s, p50 ${fmt(phase.p50)} p95 ${fmt(phase.p95)} p99 ${fmt(phase.p99)} ms, errors ${JSON.stringify(phase.failures)}`,
  );
  return phase;
}

/** Waits until the API says ready (its indexes built); returns the seconds since its start and its RSS then. */
async function untilReady(base: string, pid: number | undefined, startedAt: number) {
  await waitUntilReady(base);
  return { readySeconds: (performance.now() - startedAt) / 1000, rssMb: residentMb(pid as number) };
}

/** Query string → object with repeated keys as arrays (as the API's parser gives). */
function paramsOf(url: string): Record<string, string | string[]> {
  const grouped: Record<string, string | string[]> = {};
  for (const [key, value] of new URL(url, 'http://x').searchParams) {
    const found = grouped[key];
    grouped[key] = found === undefined ? value : [...(Array.isArray(found) ? found : [found]), value];
  }
  return grouped;
}

/** The floors: the mixed views' plain SQL (pool of 10, no index, no cache, no HTTP), a bare HTTP server. */
async function floors(space: Space, body: string): Promise<Phase[]> {
  const database = await openDatabase({ ...target, poolSize: 10 });
  const vocabulary = new Vocabulary(() => readVocabularySample(database.db));
  const next = generator(SEED + 1);
  const sqlRun = async (view: View) => {
    const query = opportunitySearchQuerySchema.parse(paramsOf(view.list));
    const filters = opportunitySearchFiltersSchema.parse(paramsOf(view.facets));
    const q = query.jobName?.trim();
    const checked = q ? await vocabulary.check(q) : { corrected: null, hasUnknownWord: false };
    const keyword = { corrected: checked.corrected, fuzzy: checked.hasUnknownWord };
    await Promise.all([sqlPage(database.db, query, keyword), sqlFacets(database.db, filters, keyword)]);
  };
  // One view at a time: plain SQL cannot keep up with the API's rates (offered 20 views/s, every
  // view waited for a connection until the pool gave up), so the floor is what one view costs.
  const sqlPhase = await closedLoop(
    'floor: the mixed views as plain SQL, one at a time',
    FLOOR_SECONDS,
    () => mixedView(next, space),
    sqlRun,
  );
  await database.close();
  const bodyFile = path.join(BENCH_DIR, 'out', 'search-body.json');
  writeFileSync(bodyFile, body);
  const bare = await forkReady(path.join(here, '../opportunities/bare-server.ts'), {
    PORT: String(PORTS.bare),
    BODY_FILE: bodyFile,
  });
  try {
    const landing = generator(SEED + 2);
    const http = await openLoop(
      'floor: bare HTTP server',
      LANDING_RATE,
      FLOOR_SECONDS,
      () => landingView(landing),
      httpRun(`http://127.0.0.1:${PORTS.bare}`, ''),
    );
    return [sqlPhase, http];
  } finally {
    await stopChild(bare);
  }
}

async function main() {
  log(`bench:search: seed ${SEED} (repeat with --seed ${SEED})`);
  const machineBefore = machineInfo();
  const space = await readSpace(target);
  log(
    `bench:search: ${space.common.length} common and ${space.rare.length} rare listing words, highest pay ${space.maxPay}`,
  );
  const base = `http://127.0.0.1:${PORTS.api}`;
  const startedAt = performance.now();
  const api = await forkReady(
    path.join(here, '../opportunities/server.ts'),
    {
      PORT: String(PORTS.api),
      BENCH_DATABASE_URL: target.databaseUrl ?? '',
      BENCH_PGLITE_DIR: target.pgliteDir ?? '',
    },
    // e.g. API_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" to see where the API's time goes.
    (process.env.API_NODE_ARGS ?? '').split(' ').filter(Boolean),
  );
  const phases: Phase[] = [];
  let start = { readySeconds: 0, rssMb: 0 };
  let body = '';
  try {
    start = await untilReady(base, api.pid, startedAt);
    log(`bench:search: API ready (index built) after ${fmt(start.readySeconds)} s, RSS ${start.rssMb} MB`);
    const run = httpRun(base, await employerToken(base));
    const landing = generator(SEED);
    const mixed = generator(SEED + 3);
    const talent = generator(SEED + 4);
    if (runs('landing'))
      phases.push(
        await openLoop('API: landing views', LANDING_RATE, SECONDS, () => landingView(landing), run),
      );
    if (runs('mixed'))
      phases.push(
        await openLoop('API: mixed listing views', MIXED_RATE, SECONDS, () => mixedView(mixed, space), run),
      );
    if (runs('talent'))
      phases.push(
        await openLoop('API: talent views', TALENT_RATE, SECONDS, () => talentView(talent, space), run),
      );
    body = await (await fetch(`${base}${landingView(generator(SEED)).list}`)).text();
  } finally {
    await stopChild(api);
  }
  if (runs('floors')) phases.push(...(await floors(space, body)));
  const machineAfter = machineInfo();
  const summary = {
    seed: SEED,
    database: isPglite ? 'pglite' : 'postgres',
    seconds: SECONDS,
    start,
    phases,
    load: [formatLoad(machineBefore.loadAverage), formatLoad(machineAfter.loadAverage)],
  };
  writeSummary('search', summary);
  writeFileSync(path.join(BENCH_DIR, 'report-search.md'), searchReport(summary));
}

await main();
process.exit(0);
