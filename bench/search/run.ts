/**
 * `npm run bench:search`: search page views as the web app loads them (the result list and the
 * facet counts, requested together) against the API on the data `bench:seed` loaded, at a fixed
 * rate (open loop: latency counts from when the view was due, so queueing shows). Beside it, in the
 * same run: the bare SQL of the same views (the API's own search functions on a pool of 10, no
 * cache, no HTTP) and a bare HTTP handler answering the same bytes. Writes bench/report-search.md
 * and bench/out/search.json.
 *
 *   DATABASE_URL=postgres://…/bench_i17 npm run bench:search
 *   BENCH_PGLITE_DIR=/tmp/x MIXED_RATE=30 npm run bench:search
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { opportunitySearchFiltersSchema, opportunitySearchQuerySchema } from '@talentport/contract';
import { openDatabase } from '../../apps/api/src/db/client.js';
import { readVocabularySample } from '../../apps/api/src/modules/opportunities/search-core.js';
import { Vocabulary } from '../../apps/api/src/platform/search/typos.js';
import { formatLoad, log, machineInfo } from '../lib/machine.js';
import { forkReady, stopChild } from '../lib/processes.js';
import { BENCH_DIR, writeSummary } from '../lib/results.js';
import { isQuick, PORTS, setting } from '../lib/settings.js';
import { fmt, percentile } from '../lib/stats.js';
import { searchDatabase } from './settings.js';
import { sqlFacets, sqlPage } from './sql-floor.js';
import { buildTalentViews, type TalentView } from './talent-workload.js';
import { buildViews, type View } from './workload.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const SECONDS = setting('BENCH_DURATION', 20, 4);
const target = searchDatabase();
const isPglite = Boolean(target.pgliteDir);
const MIXED_RATE = setting('MIXED_RATE', isPglite ? 30 : 100, 10);
const LANDING_RATE = setting('LANDING_RATE', isPglite ? 30 : 300, 20);
const VIEW_TIMEOUT_MS = 10_000;
/** Talent page views per second (issue 18: 100/s with p99 ≤ 100 ms at 200,000 freelancers); 0 skips them. */
const TALENT_RATE = setting('TALENT_RATE', isPglite ? 30 : 100, 10);
/** `BENCH_ONLY=talent` runs the talent phases only (after `npm run bench:seed-talent`). */
const ONLY_TALENT = process.env.BENCH_ONLY === 'talent';

export type Phase = {
  name: string;
  rate: number;
  achieved: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  views: number;
};

/** Starts `rate` views a second for SECONDS and measures each from when it was due. */
async function openLoop<V>(
  name: string,
  rate: number,
  views: readonly V[],
  run: (view: V) => Promise<void>,
): Promise<Phase> {
  const total = Math.round(rate * SECONDS);
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const pending: Promise<void>[] = [];
  for (let index = 0; index < total; index += 1) {
    const due = started + (index * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const view = views[index % views.length] as V;
    const timeout = new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('timeout')), VIEW_TIMEOUT_MS),
    );
    pending.push(
      Promise.race([run(view), timeout]).then(
        () => {
          latencies.push(performance.now() - due);
        },
        (error: unknown) => {
          if (errors === 0) log(`bench:search: ${name}: first error: ${String(error).slice(0, 300)}`);
          errors += 1;
        },
      ),
    );
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const phase = {
    name,
    rate,
    achieved: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors,
    views: total,
  };
  log(
    `bench:search: ${name} at ${rate}/s: ${fmt(phase.achieved)} views/s, p50 ${fmt(phase.p50)} p95 ${fmt(phase.p95)} p99 ${fmt(phase.p99)} ms, ${errors} errors`,
  );
  return phase;
}

function httpView(base: string) {
  return async (view: View) => {
    const answers = await Promise.all([fetch(`${base}${view.list}`), fetch(`${base}${view.facets}`)]);
    for (const answer of answers) {
      await answer.arrayBuffer();
      if (answer.status !== 200) throw new Error(`status ${answer.status}`);
    }
  };
}

async function main() {
  const machineBefore = machineInfo();
  const mixed = buildViews(2_000);
  const landing = buildViews(200, 5, true);
  const env = {
    PORT: String(PORTS.api),
    BENCH_DATABASE_URL: target.databaseUrl ?? '',
    BENCH_PGLITE_DIR: target.pgliteDir ?? '',
  };
  const phases: Phase[] = [];
  const api = await forkReady(path.join(here, '../opportunities/server.ts'), env);
  try {
    const base = `http://127.0.0.1:${PORTS.api}`;
    if (TALENT_RATE > 0) phases.push(...(await talentPhases(base)));
    if (ONLY_TALENT) return await finish(phases, machineBefore);
    // Warm-up: the connections, the vocabulary and the planner's caches, not the measured answers.
    await openLoop('warm-up', 10, buildViews(50, 99), httpView(base));
    phases.push(await openLoop('API: landing views', LANDING_RATE, landing, httpView(base)));
    phases.push(await openLoop('API: mixed views', MIXED_RATE, mixed, httpView(base)));
    const sample = await Promise.all([
      fetch(`${base}${landing[0]?.list}`),
      fetch(`${base}${landing[0]?.facets}`),
    ]);
    const bodies = await Promise.all(sample.map((answer) => answer.text()));
    await stopChild(api);
    phases.push(...(await floors(mixed, bodies)));
  } finally {
    if (api.exitCode === null) await stopChild(api);
  }
  await finish(phases, machineBefore);
}

async function finish(phases: Phase[], machineBefore: ReturnType<typeof machineInfo>) {
  const machineAfter = machineInfo();
  const summary = {
    database: isPglite ? 'pglite' : 'postgres',
    seconds: SECONDS,
    phases,
    load: [formatLoad(machineBefore.loadAverage), formatLoad(machineAfter.loadAverage)],
  };
  const file = path.join(BENCH_DIR, 'report-search.md');
  if (ONLY_TALENT) {
    // The talent phases alone: their section replaces the last one, the opportunity numbers stay.
    writeSummary('search-talent', summary);
    const earlier = existsSync(file) ? readFileSync(file, 'utf8').split(TALENT_HEADING)[0]?.trimEnd() : '';
    writeFileSync(file, `${earlier}\n\n${talentReport(summary)}`);
    return;
  }
  writeSummary('search', summary);
  writeFileSync(file, report(summary));
}

const TALENT_HEADING = '## Talent workload (issue 18)';

function talentReport(summary: {
  database: string;
  seconds: number;
  phases: Phase[];
  load: string[];
}): string {
  const rows = summary.phases.map(
    (phase) =>
      `| ${phase.name} | ${phase.rate} | ${fmt(phase.achieved)} | ${fmt(phase.p50)} | ${fmt(phase.p95)} | ${fmt(phase.p99)} | ${phase.errors} |`,
  );
  return [
    TALENT_HEADING,
    '',
    `\`BENCH_ONLY=talent npm run bench:search\` after \`npm run bench:seed-talent\`. ${summary.database === 'pglite' ? 'PGlite' : 'PostgreSQL'}, ${summary.seconds} s, open loop. A view = \`GET /v1/talent\` and \`GET /v1/talent/facets\` together (60% as a signed-in employer, 40% as a guest). Load average before / after: ${summary.load.join(' → ')}.`,
    '',
    '| phase | offered views/s | achieved views/s | p50 ms | p95 ms | p99 ms | errors |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
    'Target (issue 18): 200,000 freelancers on PostgreSQL, 100 talent views/s with p99 ≤ 100 ms.',
    '',
  ].join('\n');
}

/** A signed-in employer of the bench database (registered for the run): the talent views' session. */
async function employerToken(base: string): Promise<string> {
  const email = `employer.${Date.now().toString(36)}@bench-talent.talentport.test`;
  const post = (url: string, body: unknown, token?: string) =>
    fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
      body: JSON.stringify(body),
    }).then((answer) => answer.json() as Promise<{ result: { token: string } }>);
  const { token } = (
    await post('/api/v1/user/register', {
      fullname: 'Bench Employer',
      email,
      password: 'bench employer pass',
    })
  ).result;
  await post('/api/v1/user/fillUserRole', { userRole: 'employer' }, token);
  return token;
}

/** Talent page views (list + facets together), 60% by a signed-in employer, 40% by guests. */
async function talentPhases(base: string): Promise<Phase[]> {
  const token = await employerToken(base);
  const views = buildTalentViews(2_000);
  const run = async (view: TalentView) => {
    const headers: Record<string, string> = view.isSignedIn ? { token } : {};
    const answers = await Promise.all([
      fetch(`${base}${view.list}`, { headers }),
      fetch(`${base}${view.facets}`, { headers }),
    ]);
    for (const answer of answers) {
      await answer.arrayBuffer();
      if (answer.status !== 200) throw new Error(`status ${answer.status} for ${answer.url}`);
    }
  };
  await openLoop('talent warm-up', 10, buildTalentViews(50, 99), run);
  // TALENT_RATES=10,100 measures several offered rates in one run (a loaded machine's latency and its ceiling).
  const rates = (process.env.TALENT_RATES ?? String(TALENT_RATE))
    .split(',')
    .map(Number)
    .filter((rate) => rate > 0);
  const phases: Phase[] = [];
  for (const rate of rates)
    phases.push(await openLoop('API: talent views (list + facets)', rate, views, run));
  return phases;
}

/** The floors of the same run: the views' SQL without HTTP or cache, and a bare HTTP handler. */
async function floors(mixed: readonly View[], bodies: string[]): Promise<Phase[]> {
  const database = await openDatabase({ ...target, poolSize: 10 });
  const vocabulary = new Vocabulary(() => readVocabularySample(database.db));
  const sqlView = async (view: View) => {
    const query = opportunitySearchQuerySchema.parse(Object.fromEntries(groupParams(view.list)));
    const filters = opportunitySearchFiltersSchema.parse(Object.fromEntries(groupParams(view.facets)));
    const q = query.jobName?.trim();
    const { corrected, hasUnknownWord: fuzzy } = q
      ? await vocabulary.check(q)
      : { corrected: null, hasUnknownWord: false };
    await Promise.all([
      sqlPage(database.db, query, { corrected, fuzzy }),
      sqlFacets(database.db, filters, { corrected, fuzzy }),
    ]);
  };
  const sql = await openLoop('floor: the views\u2019 SQL, no cache', MIXED_RATE, mixed, sqlView);
  await database.close();
  const { writeFile } = await import('node:fs/promises');
  const bodyFile = path.join(BENCH_DIR, 'out', 'search-body.json');
  await writeFile(bodyFile, bodies.join(''));
  const bare = await forkReady(path.join(here, '../opportunities/bare-server.ts'), {
    PORT: String(PORTS.bare),
    BODY_FILE: bodyFile,
  });
  try {
    const http = await openLoop(
      'floor: bare HTTP handler',
      MIXED_RATE,
      mixed,
      httpView(`http://127.0.0.1:${PORTS.bare}`),
    );
    return [sql, http];
  } finally {
    await stopChild(bare);
  }
}

/** Query string → object with repeated keys as arrays (what the API's querystring parser gives). */
function groupParams(url: string): Map<string, string | string[]> {
  const grouped = new Map<string, string | string[]>();
  for (const [key, value] of new URL(url, 'http://x').searchParams) {
    const found = grouped.get(key);
    grouped.set(key, found === undefined ? value : [...(Array.isArray(found) ? found : [found]), value]);
  }
  return grouped;
}

function report(summary: { database: string; seconds: number; phases: Phase[]; load: string[] }): string {
  const rows = summary.phases.map(
    (phase) =>
      `| ${phase.name} | ${phase.rate} | ${fmt(phase.achieved)} | ${fmt(phase.p50)} | ${fmt(phase.p95)} | ${fmt(phase.p99)} | ${phase.errors} |`,
  );
  return [
    '# Search benchmark (`npm run bench:search`)',
    '',
    `${isQuick ? '**Quick mode: not a measurement.** ' : ''}${summary.database === 'pglite' ? 'PGlite' : 'PostgreSQL'}, ${summary.seconds} s per phase, open loop at a fixed rate (latency from when the view was due). A view = \`GET /v1/opportunities\` and \`GET /v1/opportunities/facets\` together, as the web app sends them. Load average before / after: ${summary.load.join(' → ')}.`,
    '',
    '| phase | offered views/s | achieved views/s | p50 ms | p95 ms | p99 ms | errors |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
    'Targets (issue 17): landing views 300/s with p99 ≤ 50 ms; mixed views 100/s with p99 ≤ 200 ms and no errors (PostgreSQL, 1,000,000 opportunities); PGlite, 100,000 opportunities: mixed 30/s with p99 ≤ 300 ms.',
    '',
  ].join('\n');
}

await main();
process.exit(0);
