import type { Phase } from './run.js';

type Seed = { opportunities: number; users: number; applications: number; seconds: number; database: string };
type Summary = { database: string; seconds: number; phases: Phase[]; load: string[] };

/** The search benchmark's part of bench/REPORT.md (issue 33's targets beside each phase). */
export function searchSection(seed: unknown, summary: unknown): string[] {
  const loaded = seed as Seed | null;
  const measured = summary as Summary | null;
  if (!measured) return [];
  // Issue 33's targets.
  const p99Target = (phase: Phase) =>
    phase.name.startsWith('API: landing')
      ? 25
      : phase.name.startsWith('API: mixed') || phase.name.startsWith('API: talent')
        ? 100
        : null;
  return [
    '## Search page views (`npm run bench:search`)',
    '',
    `${loaded ? `Data (\`npm run bench:seed\`): ${loaded.opportunities.toLocaleString('en')} opportunities, ${loaded.users.toLocaleString('en')} users, ${loaded.applications.toLocaleString('en')} applications on ${loaded.database}, loaded in ${loaded.seconds.toFixed(0)} s. ` : ''}A view is the list and the facet counts requested together as the web app does, offered at a fixed rate; floors of the same run: the views' SQL without HTTP or cache, a bare HTTP handler. Load average ${measured.load.join(' → ')}. Details: [report-search.md](report-search.md).`,
    '',
    '| phase | offered/s | achieved/s | p50 | p95 | p99 | errors | p99 target |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...measured.phases.map((phase) => {
      const target = p99Target(phase);
      const verdict =
        target === null
          ? ''
          : phase.p99 <= target && phase.errors === 0 && phase.achieved >= phase.rate * 0.95
            ? `≤ ${target} ms: met`
            : `≤ ${target} ms: **not met**`;
      return `| ${phase.name} | ${phase.rate} | ${phase.achieved.toFixed(1)} | ${phase.p50.toFixed(1)} ms | ${phase.p95.toFixed(1)} ms | ${phase.p99.toFixed(1)} ms | ${phase.errors} | ${verdict} |`;
    }),
    '',
  ];
}
