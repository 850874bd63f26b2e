/**
 * The search page views of `bench:search`, drawn from a seeded generator: each view is the result
 * list and the facet counts, with the query strings the web app builds (its own `toApiQuery`).
 */
import { EXPERTISE_AREAS, OCCUPATIONS, WORKING_MODES, WORKLOADS } from '@talentport/contract';
import { readFilters, toApiQuery } from '../../apps/web/src/features/opportunities/search-params.js';

export type View = { kind: 'landing' | 'paged' | 'filtered' | 'keyword'; list: string; facets: string };

/** Keywords people type, most common first (a Zipf-like draw), typos and swapped letters included. */
const KEYWORDS = [
  'developer',
  'designer',
  'react',
  'python',
  'marketing',
  'figma',
  'devloper',
  'desinger',
  'analyst',
  'seo',
  'typescript',
  'qa engineer',
  'reactt',
  'pyhton',
  'product manager',
  'kotlin',
  'data',
  'markteing',
  'flutter',
  'cloud',
];

function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

function zipf(next: () => number, size: number): number {
  const weights = Array.from({ length: size }, (_, index) => 1 / (index + 1));
  let draw = next() * weights.reduce((sum, weight) => sum + weight, 0);
  for (let index = 0; index < size; index += 1) {
    draw -= weights[index] as number;
    if (draw <= 0) return index;
  }
  return size - 1;
}

function pick<T>(next: () => number, values: readonly T[]): T {
  return values[Math.floor(next() * values.length)] as T;
}

function toView(kind: View['kind'], params: URLSearchParams, tab: 'Job' | 'Project'): View {
  const filters = readFilters(params, tab);
  return {
    kind,
    list: `/api/v1/opportunities?${toApiQuery(filters).toString()}`,
    facets: `/api/v1/opportunities/facets?${toApiQuery(filters, false).toString()}`,
  };
}

const FILTERS: [string, readonly string[]][] = [
  ['freelancerType', OCCUPATIONS],
  ['workingMode', WORKING_MODES],
  ['workload', WORKLOADS],
  ['expertise', EXPERTISE_AREAS],
  ['yearsOfExperience', ['1', '3', '5', '10', '11']],
];

/** `count` views: 35% landing pages, 20% pages 2–5, 25% with 1–3 filters, 20% keywords. */
export function buildViews(count: number, seed = 17, onlyLanding = false): View[] {
  const next = random(seed);
  return Array.from({ length: count }, () => {
    const tab = next() < 0.8 ? 'Job' : 'Project';
    const params = new URLSearchParams({ tab });
    const roll = onlyLanding ? 0 : next();
    if (roll < 0.35) return toView('landing', params, tab);
    if (roll < 0.55) {
      params.set('page', String(2 + Math.floor(next() * 4)));
      return toView('paged', params, tab);
    }
    if (roll < 0.8) {
      const filters = 1 + Math.floor(next() * 3);
      for (let index = 0; index < filters; index += 1) {
        const [key, values] = pick(next, FILTERS);
        params.append(key, pick(next, values));
      }
      if (next() < 0.3) params.set('page', String(2 + Math.floor(next() * 2)));
      return toView('filtered', params, tab);
    }
    params.set('jobName', KEYWORDS[zipf(next, KEYWORDS.length)] as string);
    // The web app switches to "Best match" when a keyword is typed.
    params.set('sort', 'best');
    if (next() < 0.3) {
      const [key, values] = pick(next, FILTERS);
      params.append(key, pick(next, values));
    }
    return toView('keyword', params, tab);
  });
}
