/**
 * Production bundle sizes (gzip) per route: the JavaScript a first visit downloads before the page
 * works = the entry's import graph plus the route's lazy chunk and its own imports. Also CSS.
 * Target: home and search under 150 KB gzip of JavaScript. Needs `npm run build` first.
 *
 *   npx tsx bench/bundle-size.ts        → bench/report-bundle.md, bench/out/bundle.json
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { type BundleSummary, writeSummary } from './lib/results.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(here, '../apps/web/dist');
const assets = path.join(dist, 'assets');
const files = readdirSync(assets);

const gzipSize = (file: string) => gzipSync(readFileSync(path.join(assets, file)), { level: 9 }).length;

/** Static imports of a chunk (Vite writes them as `from"./name-hash.js"` or `import"./name-hash.js"`). */
function staticImports(file: string): string[] {
  const code = readFileSync(path.join(assets, file), 'utf8');
  const found = new Set<string>();
  for (const match of code.matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g)) {
    if (match[1]) found.add(match[1]);
  }
  return [...found];
}

function closure(start: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...start];
  while (stack.length > 0) {
    const file = stack.pop();
    if (!file || seen.has(file)) continue;
    seen.add(file);
    stack.push(...staticImports(file));
  }
  return seen;
}

function entryOf(page: string): string {
  const html = readFileSync(path.join(dist, page), 'utf8');
  const match = /<script type="module"[^>]*src="\/assets\/([\w.-]+\.js)"/.exec(html);
  if (!match?.[1]) throw new Error(`no entry script in ${page}`);
  return match[1];
}

const chunk = (prefix: string) => {
  // The prefix and Vite's hash only: `login-` must not pick `login-oauth-callback-…` when its hash sorts first.
  const file = files.find((name) => new RegExp(`^${prefix}-[\\w-]{8}\\.js$`).test(name));
  if (!file) throw new Error(`no chunk named ${prefix}`);
  return file;
};

const entry = entryOf('index.html');
const shell = closure([entry]);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const total = (set: Set<string>) => [...set].reduce((sum, file) => sum + gzipSize(file), 0);

const ROUTES: [string, string][] = [
  ['/ (home)', 'home'],
  ['/freelancer/opportunities (search)', 'freelancer-opportunities'],
  ['/freelancer/opportunities/:id (detail)', 'opportunity-detail'],
  ['/login', 'login'],
  ['/signup', 'signup'],
  ['/onboard/freelancer (wizard)', 'onboard-freelancer'],
  ['/employer/opportunities (pipeline)', 'employer-opportunities'],
  ['/{role}/messages (inbox)', 'messages'],
];

const rows = ROUTES.map(([route, prefix]) => {
  const all = closure([entry, chunk(prefix)]);
  const bytes = total(all);
  return { route, bytes, extra: bytes - total(shell), isUnderTarget: bytes < 150 * 1024 };
});
const css = files.filter((name) => name.endsWith('.css')).reduce((sum, file) => sum + gzipSize(file), 0);
const staffEntry = closure([entryOf('staff.html')]);

const report = `# Bundle sizes (gzip level 9)

${new Date().toISOString()} · from \`apps/web/dist\` (\`npm run build\`). "First visit" is the JavaScript the browser
downloads before the route works: the app shell's import graph plus the route's lazy chunk and its imports.

| route | first visit JS | of which the route | under 150 KB |
| --- | ---: | ---: | --- |
| app shell (entry graph) | ${kb(total(shell))} | – | ${total(shell) < 150 * 1024 ? 'yes' : 'no'} |
${rows.map((row) => `| ${row.route} | ${kb(row.bytes)} | ${kb(row.extra)} | ${row.isUnderTarget ? 'yes' : '**no**'} |`).join('\n')}
| /staff (staff console shell) | ${kb(total(staffEntry))} | – | ${total(staffEntry) < 150 * 1024 ? 'yes' : 'no'} |

All CSS together: ${kb(css)}. Fonts (Raleway 400/600/700, latin) load as separate woff2 files.
`;
// `--check` (CI, after the e2e build): only fail when a route with a target (home, search) is over it.
// Sizes are deterministic, so this is a build check, not a timed test.
if (process.argv.includes('--check')) {
  const over = rows.filter((row) => /home|search/.test(row.route) && !row.isUnderTarget);
  for (const row of rows) console.log(`${row.route}: ${kb(row.bytes)}`);
  if (over.length > 0) {
    console.error(`over the 150 KB first-visit target: ${over.map((row) => row.route).join(', ')}`);
    process.exit(1);
  }
  process.exit(0);
}
writeFileSync(path.join(here, 'report-bundle.md'), report);
const summary: BundleSummary = {
  targetKb: 150,
  shellKb: total(shell) / 1024,
  routes: rows.map((row) => ({
    route: row.route,
    kb: row.bytes / 1024,
    routeKb: row.extra / 1024,
    isUnderTarget: row.isUnderTarget,
  })),
  cssKb: css / 1024,
};
writeSummary('bundle', summary);
console.log(report);
