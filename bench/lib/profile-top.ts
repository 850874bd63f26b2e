/**
 * `npx tsx bench/lib/profile-top.ts <file.cpuprofile> [count] [from-seconds] [to-seconds]`: where a
 * V8 CPU profile's time went, by function (self time, most first), to read a benchmark run's
 * `--cpu-prof` output; optionally only between two times of the profile (e.g. after the build).
 * `PROFILE_INCLUSIVE=1`: time spent in each function and what it called (each function once per
 * sample), to see which request step costs most.
 */
import { readFileSync } from 'node:fs';

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount: number;
  children?: number[];
};
const [file, count = '40', from = '0', to = 'Infinity'] = process.argv.slice(2);
if (!file) throw new Error('Give a .cpuprofile file.');
const profile = JSON.parse(readFileSync(file, 'utf8')) as {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
};
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
const inclusive = process.env.PROFILE_INCLUSIVE === '1';
const keyOf = (frame: Node['callFrame']) =>
  `${frame.functionName || '(anonymous)'} ${frame.url.replace(/^.*\/(apps|node_modules|bench)\//, '$1/')}:${frame.lineNumber + 1}`;
const self = new Map<string, number>();
let total = 0;
let at = 0;
profile.samples.forEach((id, i) => {
  at += (profile.timeDeltas[i] ?? 0) / 1e6;
  if (at < Number(from) || at > Number(to)) return;
  const keys = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = inclusive ? parentOf.get(at) : undefined) {
    keys.add(keyOf((byId.get(at) as Node).callFrame));
  }
  for (const key of keys) self.set(key, (self.get(key) ?? 0) + 1);
  total += 1;
});
console.log(`${total} samples`);
const rows = [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(count));
for (const [key, hits] of rows) console.log(`${((hits / total) * 100).toFixed(1).padStart(5)}%  ${key}`);
