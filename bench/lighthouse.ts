/**
 * Lighthouse on the production build: home, an opportunity's detail page, a company page and a
 * talent page as a guest, and the
 * opportunity search (the freelancers' landing page; guests are sent to / by the route rules) signed in as the
 * demo freelancer, with the desktop and the mobile preset, in Debian's Chromium. The app is served as in
 * production (`node apps/api/dist/server.js`, embedded database with the demo data).
 * Needs `npm run build` first. Writes bench/report-lighthouse.md, bench/out/lighthouse.json and
 * each kept run's full Lighthouse report as bench/out/lighthouse-<page>-<preset>.{html,json}.
 *
 *   npm run bench:lighthouse                    (3 runs per page and preset, the median kept)
 *   LIGHTHOUSE_RUNS=1 LIGHTHOUSE_PAGES=search LIGHTHOUSE_PRESETS=mobile npx tsx bench/lighthouse.ts
 *   CHROME_PATH=/usr/bin/chromium (default)
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { STORAGE_KEYS } from '@talentport/contract';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Result } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { DEMO_PASSWORD } from '../apps/api/src/demo/seed-demo.js';
import { LIGHTHOUSE_TARGETS } from './lib/lighthouse-targets.js';
import { formatLoad, log, machineInfo } from './lib/machine.js';
import { spawnUntil, stopChild } from './lib/processes.js';
import { type LighthouseRun, type LighthouseSummary, OUT_DIR, writeSummary } from './lib/results.js';
import { PORTS, setting } from './lib/settings.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const RUNS = setting('LIGHTHOUSE_RUNS', 3, 1);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const origin = `http://127.0.0.1:${PORTS.lighthouseApi}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'talentport-lighthouse-'));
const loadBefore = os.loadavg();
log(`starting the production build on ${origin} (demo data in ${dataDir})`);
// The app under test always runs on its own PGlite demo data: a DATABASE_URL or REDIS_URL given to
// the other steps (e.g. for the search data) must not reach it.
delete process.env.DATABASE_URL;
delete process.env.REDIS_URL;
const { child: server } = await spawnUntil(['apps/api/dist/server.js'], {
  cwd: root,
  env: {
    PORT: String(PORTS.lighthouseApi),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // The production build of the web app and API, with demo data: NODE_ENV=production would refuse
    // the demo accounts (config.ts), and it changes nothing else the browser sees.
    DEMO_DATA: 'on',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: origin,
  },
  ready: /Talentport is running/,
});

const runs: LighthouseRun[] = [];
let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  const listing = (await (await fetch(`${origin}/api/v1/opportunities?tab=Job&recordPerPage=1`)).json()) as {
    result: { items: { _id: string; title: string; company: { code: string } }[] };
  };
  const demo = listing.result.items[0];
  if (!demo) throw new Error('the demo data has no open job');
  const talentCode = await demoFreelancerCode();
  // Guests first; then the demo freelancer signs in (Lighthouse keeps localStorage between runs).
  const pages = [
    { page: 'home', path: '/', isSignedIn: false },
    { page: 'detail', path: `/freelancer/opportunities/${demo._id}`, isSignedIn: false },
    { page: 'company', path: `/companies/${demo.company.code}`, isSignedIn: false },
    { page: 'talent', path: `/talent/${talentCode}`, isSignedIn: false },
    { page: 'search', path: '/freelancer/opportunities?tab=Job', isSignedIn: true },
  ];

  chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  mkdirSync(OUT_DIR, { recursive: true });
  let isSignedIn = false;
  const chosen = process.env.LIGHTHOUSE_PAGES?.split(',');
  const presets = process.env.LIGHTHOUSE_PRESETS?.split(',');
  for (const { page, path: pagePath, isSignedIn: isForFreelancer } of pages) {
    if (chosen && !chosen.includes(page)) continue;
    if (isForFreelancer && !isSignedIn) {
      await signInDemoFreelancer(chrome.port);
      isSignedIn = true;
    }
    for (const preset of ['desktop', 'mobile'] as const) {
      if (presets && !presets.includes(preset)) continue;
      const attempts: { run: LighthouseRun; reports: string[] }[] = [];
      // A run whose trace broke (Lighthouse's runtimeError, e.g. NO_NAVSTART) is run again.
      for (let attempt = 0; attempts.length < RUNS && attempt < RUNS + 5; attempt++) {
        const result = await lighthouse(
          `${origin}${pagePath}`,
          {
            port: chrome.port,
            output: ['html', 'json'],
            logLevel: 'error',
            onlyCategories: [...CATEGORIES],
          },
          preset === 'desktop' ? desktopConfig : undefined,
        );
        if (!result) throw new Error(`no Lighthouse result for ${pagePath}`);
        const run = summarise(page, pagePath, preset, result.lhr);
        const runtimeError = result.lhr.runtimeError;
        if (runtimeError) {
          log(`${page} ${preset}: Lighthouse error ${runtimeError.code}, running it again`);
          continue;
        }
        attempts.push({ run, reports: [result.report].flat() });
        log(
          `${page} ${preset} #${attempt + 1}: performance ${run.scores.performance}, accessibility ${run.scores.accessibility}, best practices ${run.scores.bestPractices}, SEO ${run.scores.seo}`,
        );
      }
      // The median by performance score (Lighthouse's own advice for noisy machines).
      attempts.sort((a, b) => a.run.scores.performance - b.run.scores.performance);
      const median = attempts[Math.floor(attempts.length / 2)];
      if (!median) continue;
      runs.push(median.run);
      const [html, json] = median.reports;
      writeFileSync(path.join(OUT_DIR, `lighthouse-${page}-${preset}.html`), html ?? '');
      writeFileSync(path.join(OUT_DIR, `lighthouse-${page}-${preset}.json`), json ?? '');
    }
  }
} finally {
  if (chrome) chrome.kill();
  await stopChild(server);
  rmSync(dataDir, { recursive: true, force: true });
}

async function demoLogin(email: string) {
  const answer = await fetch(`${origin}/api/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const login = (await answer.json()) as { result?: { token: string; userRole: string } };
  if (!login.result) throw new Error(`demo login answered ${answer.status}`);
  return login.result;
}

/** The demo freelancer's public code, for the talent page (a guest's `/talent/{code}`). */
async function demoFreelancerCode(): Promise<string> {
  const { token } = await demoLogin('freelancer@demo.talentport.dev');
  const profile = (await (await fetch(`${origin}/api/v1/user/profile`, { headers: { token } })).json()) as {
    result: { code: string };
  };
  return profile.result.code;
}

/**
 * The search page is the freelancers' landing page: the route rules give the bare /freelancer/opportunities
 * to freelancers only (a guest is sent to /). So the demo freelancer logs in through the API and
 * the session is put where the app keeps it (localStorage), as a login in the browser would.
 */
async function signInDemoFreelancer(port: number) {
  const email = 'freelancer@demo.talentport.dev';
  const login = { result: await demoLogin(email) };
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const tab = await browser.newPage();
  await tab.goto(`${origin}/robots.txt`);
  const session = {
    [STORAGE_KEYS.token]: login.result.token,
    [STORAGE_KEYS.userRole]: login.result.userRole,
    [STORAGE_KEYS.email]: email,
  };
  await tab.evaluate((values: Record<string, string>) => {
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, session);
  await tab.close();
  await browser.disconnect();
}

function summarise(page: string, url: string, preset: 'desktop' | 'mobile', lhr: Result): LighthouseRun {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? 0;
  const failing: LighthouseRun['failing'] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || (ref.weight === 0 && category !== 'performance')) continue;
      const isScored =
        audit.scoreDisplayMode === 'binary' ||
        audit.scoreDisplayMode === 'numeric' ||
        audit.scoreDisplayMode === 'metricSavings';
      if (isScored && audit.score !== null && audit.score < 0.9) {
        failing.push({ id: audit.id, title: audit.title, score: audit.score, category });
      }
    }
  }
  return {
    page,
    url,
    preset,
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
    },
    metrics: {
      fcpMs: value('first-contentful-paint'),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      speedIndexMs: value('speed-index'),
    },
    failing,
  };
}

const chromium = execFileSync(CHROME_PATH, ['--version'], { encoding: 'utf8' }).trim();
const { version: lighthouseVersion } = createRequire(import.meta.url)('lighthouse/package.json') as {
  version: string;
};
const summary: LighthouseSummary = { lighthouseVersion, chromium, runs };
writeSummary('lighthouse', summary);

const isMet = (run: LighthouseRun) =>
  run.scores.performance >=
    (run.preset === 'desktop'
      ? LIGHTHOUSE_TARGETS.desktopPerformance
      : LIGHTHOUSE_TARGETS.mobilePerformance) &&
  run.scores.accessibility >= LIGHTHOUSE_TARGETS.accessibility &&
  (!LIGHTHOUSE_TARGETS.seoPages.includes(run.page) || run.scores.seo >= LIGHTHOUSE_TARGETS.seo);
const s = (value: number) => `${(value / 1000).toFixed(2)} s`;
const machine = machineInfo();
const report = `# Lighthouse

${new Date().toISOString()} · Lighthouse ${lighthouseVersion} · ${chromium} (headless) · the production build served by
the API (\`node apps/api/dist/server.js\`, PGlite with the demo data) on 127.0.0.1 · ${RUNS} run${RUNS === 1 ? '' : 's'} per page
and preset, the median by performance score kept · ${machine.cores} cores, load average before ${formatLoad(loadBefore)},
after ${formatLoad(machine.loadAverage)}.

Home, detail (a job), company and talent are opened as a guest; the search page (\`/freelancer/opportunities?tab=Job\`) is the
freelancers' landing page — the route rules give it to freelancers only and sends a guest to \`/\` — so it is opened
signed in as the demo freelancer (session put in localStorage, as the app's login does).

Desktop is Lighthouse's desktop preset; mobile is its default (a mid-range phone on a slow 4G link,
simulated throttling). Scores depend on the machine's load (Lighthouse measures the CPU first and
scales), so compare runs from the same machine. Targets: performance ${LIGHTHOUSE_TARGETS.desktopPerformance}+ on desktop and
${LIGHTHOUSE_TARGETS.mobilePerformance}+ on mobile, accessibility ${LIGHTHOUSE_TARGETS.accessibility}, and SEO ${LIGHTHOUSE_TARGETS.seo} on the
public pages crawlers index (${LIGHTHOUSE_TARGETS.seoPages.join(', ')}: the job, company and talent pages a guest opens, issue 22).

| page | preset | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | speed index | target |
| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |
${runs
  .map(
    (run) =>
      `| ${run.page} (\`${run.url.length > 40 ? `${run.url.slice(0, 37)}…` : run.url}\`) | ${run.preset} | ${run.scores.performance} | ${run.scores.accessibility} | ${run.scores.bestPractices} | ${run.scores.seo} | ${s(run.metrics.fcpMs)} | ${s(run.metrics.lcpMs)} | ${run.metrics.tbtMs.toFixed(0)} ms | ${run.metrics.cls.toFixed(3)} | ${s(run.metrics.speedIndexMs)} | ${isMet(run) ? 'met' : '**not met**'} |`,
  )
  .join('\n')}

## Audits below 0.9

${
  runs.some((run) => run.failing.length > 0)
    ? runs
        .filter((run) => run.failing.length > 0)
        .map(
          (run) =>
            `- ${run.page} ${run.preset}: ${run.failing.map((audit) => `${audit.category}/\`${audit.id}\` (${audit.score})`).join(', ')}`,
        )
        .join('\n')
    : 'None.'
}

The full reports of the kept runs are written to \`bench/out/lighthouse-<page>-<preset>.html\` (not committed).
`;
writeFileSync(path.join(here, 'report-lighthouse.md'), report);
console.log(report);
