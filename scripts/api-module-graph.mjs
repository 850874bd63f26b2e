// Counts imports between API modules and finds cycles between them (issue 15 measurements).
// usage: node scripts/api-module-graph.mjs apps/api/src [--tests] [--list] [--edges]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const root = resolve(process.argv[2]);
const withTests = process.argv.includes('--tests');
function walk(d) {
  return readdirSync(d).flatMap((n) => {
    const p = join(d, n);
    return statSync(p).isDirectory() ? walk(p) : p.endsWith('.ts') ? [p] : [];
  });
}
const files = walk(root).filter((f) => withTests || !f.endsWith('.test.ts'));
const re = /(?:from|import)\s*\(?\s*'(\.[^']+)'/g;
const edges = new Map();
let cross = 0,
  deep = 0,
  platformToModule = 0;
const deepList = [];
const area = (f) => {
  const r = relative(root, f).split(sep);
  return r[0] === 'modules' ? `modules/${r[1]}` : r[0];
};
for (const f of files) {
  const src = readFileSync(f, 'utf8');
  const from = area(f);
  for (const m of src.matchAll(re)) {
    const target = resolve(dirname(f), m[1]);
    const to = area(target);
    if (!to.startsWith('modules/') || to === from) continue;
    if (from === 'platform' || from === 'policies' || from === 'lib') platformToModule++;
    if (!from.startsWith('modules/')) continue;
    cross++;
    const isIndex = /\/modules\/[^/]+\/index\.(js|ts)$/.test(target);
    if (!isIndex) {
      deep++;
      deepList.push(`${relative(root, f)} -> ${m[1]}`);
    }
    if (!edges.has(from)) edges.set(from, new Set());
    edges.get(from).add(to);
  }
}
// cycles: pairs + SCC via Tarjan
const nodes = [...new Set([...edges.keys(), ...[...edges.values()].flatMap((s) => [...s])])];
let idx = 0;
const st = [],
  on = new Set(),
  ix = new Map(),
  low = new Map(),
  sccs = [];
function sc(v) {
  ix.set(v, idx);
  low.set(v, idx);
  idx++;
  st.push(v);
  on.add(v);
  for (const w of edges.get(v) ?? []) {
    if (!ix.has(w)) {
      sc(w);
      low.set(v, Math.min(low.get(v), low.get(w)));
    } else if (on.has(w)) low.set(v, Math.min(low.get(v), ix.get(w)));
  }
  if (low.get(v) === ix.get(v)) {
    const c = [];
    let w;
    do {
      w = st.pop();
      on.delete(w);
      c.push(w);
    } while (w !== v);
    if (c.length > 1) sccs.push(c);
  }
}
for (const n of nodes) if (!ix.has(n)) sc(n);
const importing = [...edges.keys()].length;
if (process.argv.includes('--edges')) for (const [k, v] of edges) console.log(k, '->', [...v].join(', '));
console.log(
  JSON.stringify(
    {
      modulesImportingAnother: importing,
      moduleEdges: [...edges.values()].reduce((a, s) => a + s.size, 0),
      crossModuleImports: cross,
      deepCrossModuleImports: deep,
      platformOrLibOrPoliciesToModule: platformToModule,
      cycles: sccs,
    },
    null,
    1,
  ),
);
if (process.argv.includes('--list')) console.log(deepList.join('\n'));
