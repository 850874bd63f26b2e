/**
 * The page views of `bench:search` (issue 33, item 4): every view drawn at random from the whole
 * query space with a seeded generator: every filter of the search page, any values, 0–5 filters,
 * price ranges anywhere from 0 to above the highest pay, keywords from the data's own words (common,
 * rare and misspelled), every sort, pages 1–10; talent views as guests and signed in. A view is the
 * list and the facet counts, requested together as the web app does.
 */
import {
  EXPERTISE_AREAS,
  OCCUPATIONS,
  OPPORTUNITY_SORTS,
  TALENT_SORTS,
  WORKING_MODES,
  WORKLOADS,
} from '@talentport/contract';
import { readFilters, toApiQuery } from '../../apps/web/src/features/opportunities/search-params.js';

export type ViewClass = 'landing' | 'filters' | 'price range' | 'keyword' | 'talent';
export type View = { kind: ViewClass; list: string; facets: string; isSignedIn: boolean };
/** Words of the data: the most used, the rarely used, and the highest pay and rates. */
export type Space = {
  common: string[];
  rare: string[];
  talentCommon: string[];
  talentRare: string[];
  maxPay: number;
  maxHourly: number;
  maxMonthly: number;
};

export function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

type Next = () => number;
const pick = <T>(next: Next, values: readonly T[]): T => values[Math.floor(next() * values.length)] as T;
const YEARS = ['1', '3', '5', '10', '11'];

/** A typo people make: two neighbouring letters swapped, a letter dropped, doubled or replaced. */
export function misspell(next: Next, word: string): string {
  if (word.length < 4) return `${word}${word.at(-1)}`;
  const at = 1 + Math.floor(next() * (word.length - 2));
  switch (Math.floor(next() * 4)) {
    case 0:
      return `${word.slice(0, at)}${word[at + 1]}${word[at]}${word.slice(at + 2)}`;
    case 1:
      return `${word.slice(0, at)}${word.slice(at + 1)}`;
    case 2:
      return `${word.slice(0, at)}${word[at]}${word.slice(at)}`;
    default:
      return `${word.slice(0, at)}${pick(next, [...'aeioustrn'])}${word.slice(at + 1)}`;
  }
}

function keyword(next: Next, common: string[], rare: string[]): string {
  const roll = next();
  if (roll < 0.55 || rare.length === 0) return pick(next, common);
  if (roll < 0.8) return pick(next, rare);
  return misspell(next, pick(next, next() < 0.5 ? common : rare));
}

/** A price range anywhere from 0 to 20% above the highest value. */
function range(next: Next, max: number): string {
  const top = Math.max(1, Math.round(max * 1.2));
  const low = Math.floor(next() * top);
  return `${low},${low + Math.floor(next() * (top - low))}`;
}

function page(next: Next): number {
  return next() < 0.5 ? 1 : 2 + Math.floor(next() * 9);
}

/** The landing page: the first page of jobs as the web app opens it. */
export function landingView(next: Next): View {
  const tab = next() < 0.8 ? 'Job' : 'Project';
  return listingView('landing', new URLSearchParams({ tab }), tab);
}

function listingView(kind: ViewClass, params: URLSearchParams, tab: 'Job' | 'Project'): View {
  const filters = readFilters(params, tab);
  return {
    kind,
    list: `/api/v1/opportunities?${toApiQuery(filters).toString()}`,
    facets: `/api/v1/opportunities/facets?${toApiQuery(filters, false).toString()}`,
    isSignedIn: false,
  };
}

/** Any listing view: 0–5 filters, maybe a price range, maybe a keyword, any sort, pages 1–10. */
export function mixedView(next: Next, space: Space): View {
  const tab = next() < 0.75 ? 'Job' : 'Project';
  const params = new URLSearchParams({ tab });
  const dimensions: [string, readonly string[]][] = [
    ['freelancerType', OCCUPATIONS],
    ['expertise', EXPERTISE_AREAS],
    ['workload', WORKLOADS],
    ['workingMode', WORKING_MODES],
    ['yearsOfExperience', YEARS],
    tab === 'Job' ? ['salary', ['Monthly', 'Hourly']] : ['payType', ['Fixed', 'Hourly']],
  ];
  const count = Math.floor(next() * 6);
  for (const [key, values] of [...dimensions].sort(() => next() - 0.5).slice(0, count)) {
    params.append(key, pick(next, values));
    if (next() < 0.25) params.append(key, pick(next, values));
  }
  const hasRange = next() < 0.3;
  if (hasRange) params.set('rangePrice', range(next, space.maxPay));
  const hasKeyword = next() < 0.3;
  if (hasKeyword) params.set('jobName', keyword(next, space.common, space.rare));
  params.set('sort', pick(next, OPPORTUNITY_SORTS));
  params.set('page', String(page(next)));
  const kind: ViewClass = hasKeyword
    ? 'keyword'
    : hasRange
      ? 'price range'
      : count > 0
        ? 'filters'
        : 'landing';
  return listingView(kind, params, tab);
}

/** Any talent view, by a guest or a signed-in employer (half each); one in twenty on the Agency tab. */
export function talentView(next: Next, space: Space): View {
  const isSignedIn = next() < 0.5;
  const params = new URLSearchParams({ tab: next() < 0.95 ? 'Freelancer' : 'Agency' });
  const dimensions: [string, readonly string[]][] = [
    ['freelancerType', OCCUPATIONS],
    ['expertise', EXPERTISE_AREAS],
    ['workload', WORKLOADS],
    ['workingMode', WORKING_MODES],
    ['yearsOfExperience', YEARS],
    ['payType', ['Hourly', 'Monthly']],
  ];
  const count = Math.floor(next() * 6);
  for (const [key, values] of [...dimensions].sort(() => next() - 0.5).slice(0, count)) {
    params.append(key, pick(next, values));
    if (key !== 'payType' && next() < 0.25) params.append(key, pick(next, values));
  }
  if (next() < 0.3) {
    params.set(
      'rangePrice',
      range(next, params.get('payType') === 'Monthly' ? space.maxMonthly : space.maxHourly),
    );
  }
  if (next() < 0.3) params.set('jobName', keyword(next, space.talentCommon, space.talentRare));
  const facets = new URLSearchParams(params);
  params.set('sort', pick(next, TALENT_SORTS));
  params.set('page', String(page(next)));
  params.set('recordPerPage', '12');
  return {
    kind: 'talent',
    list: `/api/v1/talent?${params}`,
    facets: `/api/v1/talent/facets?${facets}`,
    isSignedIn,
  };
}
