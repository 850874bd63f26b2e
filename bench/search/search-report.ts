import { fmt } from '../lib/stats.js';
import type { Phase } from './phase.js';

type Summary = {
  seed: number;
  database: string;
  seconds: number;
  start: { readySeconds: number; rssMb: number };
  phases: Phase[];
  load: string[];
};

/** bench/report-search.md: every phase, its view classes and slowest views, beside the floors. */
export function searchReport(summary: Summary): string {
  const lines = [
    '# Search benchmark (`npm run bench:search`, issue 33, decision 125)',
    '',
    `${summary.database === 'pglite' ? 'PGlite' : 'PostgreSQL'}; seed **${summary.seed}** (repeat: \`npm run bench:search -- --seed ${summary.seed}\`); ${summary.seconds} s per API phase, open loop at a fixed rate (latency from when the view was due, 10 s timeout). A view = the list and the facet counts requested together. Every view is drawn at random from the whole query space (bench/search/views.ts). Load average before → after: ${summary.load.join(' → ')}.`,
    '',
    `API start: ready (indexes built) after ${fmt(summary.start.readySeconds)} s; resident memory then ${summary.start.rssMb} MB.`,
    '',
    '| phase | offered views/s | achieved views/s | p50 ms | p95 ms | p99 ms | failed views |',
    '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
    ...summary.phases.map(
      (phase) =>
        `| ${phase.name} | ${phase.rate} | ${fmt(phase.achieved)} | ${fmt(phase.p50)} | ${fmt(phase.p95)} | ${fmt(phase.p99)} | ${phase.errors}${
          phase.errors > 0
            ? ` (${Object.entries(phase.failures)
                .map(([reason, n]) => `${reason}: ${n}`)
                .join(', ')})`
            : ''
        } |`,
    ),
    '',
    '## Per view class',
    '',
    '| phase | class | views | p50 ms | p95 ms | p99 ms |',
    '| --- | --- | ---: | ---: | ---: | ---: |',
  ];
  for (const phase of summary.phases) {
    for (const one of phase.classes) {
      lines.push(
        `| ${phase.name} | ${one.kind} | ${one.views} | ${fmt(one.p50)} | ${fmt(one.p95)} | ${fmt(one.p99)} |`,
      );
    }
  }
  for (const phase of summary.phases.filter((one) => one.name.startsWith('API'))) {
    lines.push(
      '',
      `## Slowest 10: ${phase.name}`,
      '',
      '| ms | class | view (list URL) |',
      '| ---: | --- | --- |',
    );
    for (const one of phase.slowest) {
      lines.push(`| ${fmt(one.ms)} | ${one.kind}${one.isSignedIn ? ' (signed in)' : ''} | \`${one.list}\` |`);
    }
  }
  lines.push(
    '',
    'Targets (issue 33, this 2-core machine, 0 errors): PostgreSQL, 1,000,000 listings: landing views 500/s with p99 ≤ 25 ms, mixed views 300/s with p99 ≤ 100 ms; 1,000,000 people: mixed talent views 300/s with p99 ≤ 100 ms; PGlite, 100,000 listings: mixed views 100/s with p99 ≤ 100 ms.',
    '',
  );
  return lines.join('\n');
}
