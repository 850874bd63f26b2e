/**
 * `npx tsx bench/lib/profile-top.ts <file.cpuprofile> [count]`: where a V8 CPU profile's time went,
 * by function (self time, most first), to read a benchmark run's `--cpu-prof` output.
 */
import { readFileSync } from 'node:fs';

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount: number;
};
const [file, count = '40'] = process.argv.slice(2);
if (!file) throw new Error('Give a .cpuprofile file.');
const profile = JSON.parse(readFileSync(file, 'utf8')) as { nodes: Node[]; samples: number[] };
const total = profile.samples.length;
const self = new Map<string, number>();
for (const node of profile.nodes) {
  const frame = node.callFrame;
  const where = frame.url.replace(/^.*\/(apps|node_modules|bench)\//, '$1/');
  const key = `${frame.functionName || '(anonymous)'} ${where}:${frame.lineNumber + 1}`;
  self.set(key, (self.get(key) ?? 0) + node.hitCount);
}
const rows = [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(count));
for (const [key, hits] of rows) console.log(`${((hits / total) * 100).toFixed(1).padStart(5)}%  ${key}`);
