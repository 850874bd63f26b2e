/**
 * `npm run bench`: every benchmark in turn, each in its own process, then bench/REPORT.md — one
 * table per scenario with the figure and its floor from the same run, the ratio, the target and
 * whether it was met, the machine and its load before and after, and links to the detailed reports.
 *
 *   npm run bench                          full run (about 25 minutes on 2 cores)
 *   BENCH_QUICK=1 npm run bench            smoke test: small data, short phases (a few minutes)
 *   BENCH_STEPS=bundle,lighthouse npm run bench
 *
 * Steps: opportunities (search, landing, detail, apply, login on PostgreSQL and PGlite), chat
 * (PostgreSQL two instances, PGlite one), account-mail (PGlite and PostgreSQL), bundle, lighthouse.
 * Expects `npm run build` to have run (the npm script does it).
 */
import { spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LIGHTHOUSE_TARGETS } from './lib/lighthouse-targets.js';
import { formatLoad, log, type MachineInfo, machineInfo } from './lib/machine.js';
import {
  type AccountMailSummary,
  BENCH_DIR,
  type BundleSummary,
  type ChatSummary,
  type LighthouseSummary,
  type LoadRow,
  type OpportunitiesSummary,
  OUT_DIR,
  readSummary,
} from './lib/results.js';
import { isQuick, POSTGRES_URL } from './lib/settings.js';
import { fmt } from './lib/stats.js';
import { searchSection } from './search/report-section.js';

type Step = { name: string; script: string; env?: Record<string, string>; summaries: string[] };
const STEPS: Step[] = [
  { name: 'opportunities', script: 'opportunities/run.ts', summaries: ['opportunities'] },
  { name: 'search', script: 'search/seed.ts', summaries: ['search-seed'] },
  { name: 'search', script: 'search/run.ts', summaries: ['search'] },
  { name: 'chat', script: 'chat.ts', summaries: ['chat'] },
  {
    name: 'account-mail',
    script: 'account-mail.ts',
    env: { TEST_DATABASE_URL: '' },
    summaries: ['account-mail-pglite'],
  },
  {
    name: 'account-mail',
    script: 'account-mail.ts',
    env: { TEST_DATABASE_URL: `${POSTGRES_URL}/postgres` },
    summaries: ['account-mail-postgres'],
  },
  { name: 'bundle', script: 'bundle-size.ts', summaries: ['bundle'] },
  { name: 'lighthouse', script: 'lighthouse.ts', summaries: ['lighthouse'] },
];

const chosen = process.env.BENCH_STEPS?.split(',').map((name) => name.trim());
const steps = STEPS.filter((step) => !chosen || chosen.includes(step.name));

function runStep(step: Step): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(BENCH_DIR, step.script)], {
      cwd: path.resolve(BENCH_DIR, '..'),
      env: { ...process.env, ...step.env },
      stdio: 'inherit',
    });
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

const started = new Date();
const machineBefore = machineInfo();
const outcomes: { step: Step; code: number; seconds: number }[] = [];
for (const step of steps) {
  for (const name of step.summaries) rmSync(path.join(OUT_DIR, `${name}.json`), { force: true });
  log(`bench: ${step.name} (${step.script}${step.env?.TEST_DATABASE_URL ? ', PostgreSQL' : ''})`);
  const stepStarted = Date.now();
  const code = await runStep(step);
  outcomes.push({ step, code, seconds: (Date.now() - stepStarted) / 1000 });
  if (code !== 0) log(`bench: ${step.name} failed with exit code ${code}`);
}
const machineAfter = machineInfo();

// --- The report.
const yes = (isMet: boolean) => (isMet ? 'met' : '**not met**');
const driverName = (driver: 'postgres' | 'pglite') => (driver === 'postgres' ? 'PostgreSQL' : 'PGlite');
const ratio = (value: number, floor: number) => `${fmt(value / Math.max(floor, 0.01), 2)}×`;
const parts: string[] = [];

parts.push(
  '# Performance report',
  '',
  `Written by \`${isQuick ? 'BENCH_QUICK=1 ' : ''}npm run bench\` on ${started.toISOString()}.${
    isQuick
      ? ' **Quick mode: small data sets and phases of a few seconds. The figures only show that every scenario runs; they are not measurements and targets are not judged on them.**'
      : ''
  }`,
  '',
  machineLine(machineBefore, machineAfter),
  '',
  'This machine is shared (other jobs run tests on it), so absolute numbers are noisy. Every figure sits next to a floor measured in the same run, under the same load: the same database work straight through the driver, a bare HTTP handler answering the same bytes, bare Socket.IO, nodemailer alone.',
  '',
  '| step | exit | duration |',
  '| --- | ---: | ---: |',
  ...outcomes.map(
    (outcome) =>
      `| ${outcome.step.script}${outcome.step.env?.TEST_DATABASE_URL ? ' (PostgreSQL)' : ''} | ${outcome.code === 0 ? '0' : `**${outcome.code}**`} | ${fmt(outcome.seconds, 0)} s |`,
  ),
  '',
);

// Only the summaries of the steps run now: a partial run never mixes in an older run's figures.
const ran = new Set(outcomes.flatMap((outcome) => outcome.step.summaries));
const read = <T>(name: string) => (ran.has(name) ? readSummary<T>(name) : null);
const opportunities = read<OpportunitiesSummary>('opportunities');
const chat = read<ChatSummary>('chat');
const mail = ['pglite', 'postgres']
  .map((driver) => read<AccountMailSummary>(`account-mail-${driver}`))
  .filter((summary): summary is AccountMailSummary => summary !== null);
const bundle = read<BundleSummary>('bundle');
const lighthouse = read<LighthouseSummary>('lighthouse');

// Targets at a glance.
const glance: string[] = [];
const searchAtRate = opportunities?.drivers.find((driver) => driver.driver === 'postgres')?.searchAtRate;
if (searchAtRate) {
  const isMet = searchAtRate.p99 < 50 && searchAtRate.rps >= searchAtRate.targetRate * 0.95;
  glance.push(
    `| Guest search on PostgreSQL: p99 < 50 ms at ${searchAtRate.targetRate} req/s | p99 ${fmt(searchAtRate.p99)} ms at ${fmt(searchAtRate.rps, 0)} req/s achieved | ${judge(isMet)} |`,
  );
}
const sharedChat = chat?.runs.find((run) => run.driver === 'postgres');
if (sharedChat) {
  glance.push(
    `| Chat (PostgreSQL + Redis, 2 instances): ${sharedChat.clients} clients, ${sharedChat.rate} msg/s, delivery p99 < 100 ms, none lost or duplicated | p99 ${fmt(sharedChat.product.deliveryP99)} ms, ${sharedChat.connected} connected, ${sharedChat.product.lost} lost, ${sharedChat.product.duplicated} duplicated | ${judge(sharedChat.isMet)} |`,
  );
}
for (const route of bundle?.routes.filter((row) => /home|search/.test(row.route)) ?? []) {
  glance.push(
    `| Initial JS of ${route.route} < 150 KB gzip | ${fmt(route.kb)} KB | ${yes(route.isUnderTarget)} |`,
  );
}
for (const run of lighthouse?.runs ?? []) {
  const perfTarget =
    run.preset === 'desktop' ? LIGHTHOUSE_TARGETS.desktopPerformance : LIGHTHOUSE_TARGETS.mobilePerformance;
  glance.push(
    `| Lighthouse ${run.page} ${run.preset}: performance ≥ ${perfTarget}, accessibility ${LIGHTHOUSE_TARGETS.accessibility} | ${run.scores.performance} / ${run.scores.accessibility} | ${judge(run.scores.performance >= perfTarget && run.scores.accessibility >= LIGHTHOUSE_TARGETS.accessibility, true)} |`,
  );
  if (LIGHTHOUSE_TARGETS.seoPages.includes(run.page)) {
    glance.push(
      `| Lighthouse ${run.page} ${run.preset}: SEO ${LIGHTHOUSE_TARGETS.seo} | ${run.scores.seo} | ${judge(run.scores.seo >= LIGHTHOUSE_TARGETS.seo, true)} |`,
    );
  }
}
if (glance.length > 0) {
  parts.push('## Targets', '', '| target | this run | |', '| --- | --- | --- |', ...glance, '');
}

// One table per load scenario.
if (opportunities) {
  const sizes = opportunities.drivers
    .map(
      (driver) =>
        `${driverName(driver.driver)} ${driver.opportunities.toLocaleString('en')} opportunities and ${driver.users.toLocaleString('en')} users`,
    )
    .join('; ');
  parts.push(
    '## HTTP scenarios',
    '',
    `Data: ${sizes}. Closed loop, 10 concurrent connections (autocannon); the floor runs the API's own SQL (from its query builders) straight through \`pg\` or PGlite at the same concurrency; the bare floor is a Node \`http\` handler answering the same bytes. Details and query plans: [report-opportunities.md](report-opportunities.md).`,
    '',
  );
  const scenarios = [...new Set(opportunities.rows.map((row) => row.scenario))];
  for (const scenario of scenarios) {
    const rows = opportunities.rows.filter((row) => row.scenario === scenario);
    parts.push(
      `### ${scenario}`,
      '',
      `Floor: ${rows[0]?.floorLabel ?? 'SQL'}. ${scenarioTarget(scenario)}`,
      '',
      '| database | API req/s | API p50 / p99 ms | floor req/s | floor p50 / p99 ms | bare HTTP req/s | API ÷ floor (p50) | API ÷ floor (req/s) | errors API/floor |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...rows.map((row) => scenarioRow(row)),
      '',
    );
    if (scenario.startsWith('Guest search')) {
      for (const driver of opportunities.drivers) {
        if (!driver.searchAtRate) continue;
        const isTarget = driver.driver === 'postgres';
        parts.push(
          `At a fixed ${driver.searchAtRate.targetRate} req/s (20 connections) on ${driverName(driver.driver)}: ${fmt(driver.searchAtRate.rps, 0)} req/s achieved, p50 ${fmt(driver.searchAtRate.p50)} ms, p99 ${fmt(driver.searchAtRate.p99)} ms${isTarget ? ` — target p99 < 50 ms: ${judge(driver.searchAtRate.p99 < 50 && driver.searchAtRate.rps >= driver.searchAtRate.targetRate * 0.95)}` : ' (no target on PGlite)'}.`,
          '',
        );
      }
    }
  }
} else if (steps.some((step) => step.name === 'opportunities')) {
  parts.push('## HTTP scenarios', '', 'No result: the step failed (see the step table).', '');
}

parts.push(
  '## Apply and sign-in against 2026-11-21',
  '',
  'Issue 15 asks that the ratios above be no worse than in the report of 2026-11-21. Both codes run in turn on one machine, and what changed in between: [compare-apply-login.md](compare-apply-login.md).',
  '',
);
parts.push(...searchSection(read('search-seed'), read('search')));

if (chat) {
  parts.push(
    '## Chat',
    '',
    `Socket clients in pairs, messages at a fixed rate; delivery is send → arrival at the partner's socket, ack is send → the server's acknowledgement (after COMMIT). Floor: bare Socket.IO (with the same Redis adapter for two instances), no database. Target: delivery p99 < 100 ms at 1000 clients and 100 msg/s, none lost, none duplicated. PGlite is embedded in one process, so on it the app runs as one instance without Redis: that case is measured single-instance. Details: [report-chat.md](report-chat.md).`,
    '',
    '| database, instances | clients | msg/s acked | delivery p50 / p99 | floor delivery p50 / p99 | ack p50 / p99 | floor ack p50 / p99 | p99 ÷ floor p99 | lost / duplicated | target |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...chat.runs.map(
      (run) =>
        `| ${driverName(run.driver)}, ${run.instances} | ${run.connected}/${run.clients} | ${fmt(run.product.ackedPerSecond)} | ${fmt(run.product.deliveryP50)} / ${fmt(run.product.deliveryP99)} ms | ${fmt(run.floor.deliveryP50)} / ${fmt(run.floor.deliveryP99)} ms | ${fmt(run.product.ackP50)} / ${fmt(run.product.ackP99)} ms | ${fmt(run.floor.ackP50)} / ${fmt(run.floor.ackP99)} ms | ${ratio(run.product.deliveryP99, run.floor.deliveryP99)} | ${run.product.lost} / ${run.product.duplicated} | ${judge(run.isMet)} |`,
    ),
    '',
  );
}

if (mail.length > 0) {
  parts.push(
    '## Account mail',
    '',
    'Sign-up answered → verification mail at a real SMTP server, against the floor of sending the same mail straight through nodemailer; and "mail me a reset link" for known and unknown addresses, which must take the same time (both are padded to at least 300 ms). Details: [report-account-mail.md](report-account-mail.md) (PGlite), [report-account-mail-postgres.md](report-account-mail-postgres.md).',
    '',
    '| database | rounds | sign-up request p50 / p99 | answer → mail p50 / p99 | floor (nodemailer) p50 / p99 | mail ÷ floor (p50) | get-link known / unknown p50 | target: get-link indistinguishable |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...mail.map((summary) => {
      const [floor, signUp, afterAnswer, known, unknown] = summary.rows;
      if (!floor || !signUp || !afterAnswer || !known || !unknown) return '';
      const gap = Math.abs(known.p50 - unknown.p50);
      return `| ${driverName(summary.driver)} | ${summary.rounds} | ${fmt(signUp.p50)} / ${fmt(signUp.p99)} ms | ${fmt(afterAnswer.p50)} / ${fmt(afterAnswer.p99)} ms | ${fmt(floor.p50)} / ${fmt(floor.p99)} ms | ${ratio(afterAnswer.p50, floor.p50)} | ${fmt(known.p50)} / ${fmt(unknown.p50)} ms | ${judge(gap < 0.1 * Math.max(known.p50, unknown.p50))} (gap ${fmt(gap)} ms) |`;
    }),
    '',
  );
}

if (bundle) {
  parts.push(
    '## Bundle size (gzip)',
    '',
    `The JavaScript a first visit downloads before the route works: the app shell's import graph plus the route's lazy chunk and its imports. Target: home and search under ${bundle.targetKb} KB. All CSS: ${fmt(bundle.cssKb)} KB. Details: [report-bundle.md](report-bundle.md).`,
    '',
    '| route | first visit JS | of which the route | app shell (floor) | under 150 KB |',
    '| --- | ---: | ---: | ---: | --- |',
    ...bundle.routes.map(
      (route) =>
        `| ${route.route} | ${fmt(route.kb)} KB | ${fmt(route.routeKb)} KB | ${fmt(bundle.shellKb)} KB | ${/home|search/.test(route.route) ? yes(route.isUnderTarget) : route.isUnderTarget ? 'yes' : 'no (no target)'} |`,
    ),
    '',
  );
}

if (lighthouse) {
  const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;
  parts.push(
    '## Lighthouse',
    '',
    `Lighthouse ${lighthouse.lighthouseVersion} in ${lighthouse.chromium}, headless, against the production build served by the API (PGlite, demo data); home, detail (a job), company and talent as a guest (SEO ${LIGHTHOUSE_TARGETS.seo} on those three), search (\`/freelancer/opportunities?tab=Job\`, which the route rules give to freelancers only) signed in as the demo freelancer. Targets: performance ${LIGHTHOUSE_TARGETS.desktopPerformance}+ desktop, ${LIGHTHOUSE_TARGETS.mobilePerformance}+ mobile (simulated slow 4G and a 4× slower CPU), accessibility ${LIGHTHOUSE_TARGETS.accessibility}. Details and the audits below 0.9: [report-lighthouse.md](report-lighthouse.md).`,
    '',
    '| page | preset | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | target |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...lighthouse.runs.map((run) => {
      const perfTarget =
        run.preset === 'desktop'
          ? LIGHTHOUSE_TARGETS.desktopPerformance
          : LIGHTHOUSE_TARGETS.mobilePerformance;
      const isMet =
        run.scores.performance >= perfTarget &&
        run.scores.accessibility >= LIGHTHOUSE_TARGETS.accessibility &&
        (!LIGHTHOUSE_TARGETS.seoPages.includes(run.page) || run.scores.seo >= LIGHTHOUSE_TARGETS.seo);
      return `| ${run.page} | ${run.preset} | ${run.scores.performance} | ${run.scores.accessibility} | ${run.scores.bestPractices} | ${run.scores.seo} | ${seconds(run.metrics.fcpMs)} | ${seconds(run.metrics.lcpMs)} | ${fmt(run.metrics.tbtMs, 0)} ms | ${fmt(run.metrics.cls, 3)} | ${judge(isMet, true)} |`;
    }),
    '',
  );
}

writeFileSync(path.join(BENCH_DIR, 'REPORT.md'), `${parts.join('\n')}\n`);
log(
  `bench: wrote bench/REPORT.md${outcomes.some((outcome) => outcome.code !== 0) ? ' (some steps failed)' : ''}`,
);
process.exit(outcomes.some((outcome) => outcome.code !== 0) ? 1 : 0);

/** Met or not; in quick mode load targets are not judged (Lighthouse and sizes do not depend on it). */
function judge(isMet: boolean, isJudgedInQuickMode = false) {
  if (isQuick && !isJudgedInQuickMode) return `${isMet ? 'met' : 'not met'} (quick mode: not judged)`;
  return yes(isMet);
}

function scenarioTarget(scenario: string) {
  if (scenario.startsWith('Guest search'))
    return 'Target (issue 6): p99 under 50 ms at 200 req/s on PostgreSQL with 100,000 opportunities.';
  if (scenario.startsWith('Login'))
    return 'No latency target is set; argon2id (19 MiB, 2 passes) is meant to be slow, so the floor includes it and the ratio shows what HTTP, validation and the rate-limit checks add.';
  return 'No target is set for this scenario; the ratio to the floor shows what HTTP, auth, validation and the presenter add.';
}

function scenarioRow(row: LoadRow) {
  return `| ${driverName(row.driver)} | ${fmt(row.api.rps, 0)} | ${fmt(row.api.p50)} / ${fmt(row.api.p99)} | ${fmt(row.floor.rps, 0)} | ${fmt(row.floor.p50)} / ${fmt(row.floor.p99)} | ${fmt(row.bare.rps, 0)} | ${ratio(row.api.p50, row.floor.p50)} | ${fmt(row.api.rps / Math.max(row.floor.rps, 0.01), 2)} | ${row.api.errors}/${row.floor.errors} |`;
}

function machineLine(before: MachineInfo, after: MachineInfo) {
  return `Machine: ${before.cores} × ${before.cpu}, ${before.memoryGiB} GiB, ${before.platform}, Node ${before.node}. Load average (1 / 5 / 15 min) before: ${formatLoad(before.loadAverage)}; after: ${formatLoad(after.loadAverage)}. Run took ${fmt((Date.now() - started.getTime()) / 60_000, 1)} min; ${os.cpus().length} cores shared.`;
}
