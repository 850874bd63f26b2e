/**
 * The talent page views of `bench:search` (issue 18, item 6; decision 099): each view is the
 * result list and the facet counts together, as the directory requests them, by a guest or a
 * signed-in employer. A seeded mix of landing pages, later pages, filters, keywords (typos
 * included), sorts and the agency tab.
 */
import { EXPERTISE_AREAS, OCCUPATIONS, WORKING_MODES, WORKLOADS } from '@talentport/contract';

export type TalentView = { kind: string; list: string; facets: string; isSignedIn: boolean };

const KEYWORDS = [
  'react',
  'designer',
  'python',
  'figma',
  'desinger',
  'typescript',
  'seo',
  'devloper',
  'kotlin',
  'analyst',
  'playwright',
  'aws',
];
const SORTS = ['rating', 'rateLow', 'rateHigh', 'recentlyActive'];
const FILTERS: [string, readonly string[]][] = [
  ['freelancerType', OCCUPATIONS],
  ['workingMode', WORKING_MODES],
  ['workload', WORKLOADS],
  ['expertise', EXPERTISE_AREAS],
  ['yearsOfExperience', ['1', '3', '5', '10', '11']],
];

function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const pick = <T>(next: () => number, values: readonly T[]) => values[Math.floor(next() * values.length)] as T;

function toView(kind: string, params: URLSearchParams, isSignedIn: boolean): TalentView {
  const facets = new URLSearchParams(params);
  facets.delete('page');
  facets.delete('sort');
  params.set('recordPerPage', '12');
  return { kind, list: `/api/v1/talent?${params}`, facets: `/api/v1/talent/facets?${facets}`, isSignedIn };
}

/** `count` views: 30% landing, 15% later pages, 30% filters (rates too), 15% keywords, 5% sorts, 5% agencies. */
export function buildTalentViews(count: number, seed = 18): TalentView[] {
  const next = random(seed);
  return Array.from({ length: count }, () => {
    const isSignedIn = next() < 0.6;
    const params = new URLSearchParams({ tab: 'Freelancer' });
    const roll = next();
    if (roll < 0.3) return toView('landing', params, isSignedIn);
    if (roll < 0.45) {
      params.set('page', String(2 + Math.floor(next() * 4)));
      return toView('paged', params, isSignedIn);
    }
    if (roll < 0.75) {
      const filters = 1 + Math.floor(next() * 3);
      for (let index = 0; index < filters; index += 1) {
        const [key, values] = pick(next, FILTERS);
        params.append(key, pick(next, values));
      }
      if (next() < 0.3) {
        params.set('payType', 'Hourly');
        params.set('rangePrice', `0,${20 + Math.floor(next() * 60)}`);
      }
      return toView('filtered', params, isSignedIn);
    }
    if (roll < 0.9) {
      params.set('jobName', pick(next, KEYWORDS));
      if (next() < 0.3) params.append('workingMode', pick(next, WORKING_MODES));
      return toView('keyword', params, isSignedIn);
    }
    if (roll < 0.95) {
      params.set('sort', pick(next, SORTS));
      return toView('sorted', params, isSignedIn);
    }
    params.set('tab', 'Agency');
    return toView('agencies', params, isSignedIn);
  });
}
