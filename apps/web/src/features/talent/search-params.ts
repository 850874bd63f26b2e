import {
  COUNTRY_CODES,
  EXPERTISE_AREAS,
  LANGUAGE_CODES,
  LANGUAGE_LEVELS,
  type LanguageLevel,
  OCCUPATIONS,
  RANGE_PRICE_DEFAULT,
  TALENT_PAY_TYPES,
  TALENT_SORTS,
  TALENT_TABS,
  type TalentPayType,
  type TalentSort,
  type TalentTab,
  WORKING_MODES,
  WORKLOADS,
  YEARS_OF_EXPERIENCE,
} from '@talentport/contract';
import { browserTimeZone } from '../../lib/location-names';

/** The data rules Filter state applied to people, as the URL carries it (shareable, and Back works). */
export type TalentFilters = {
  tab: TalentTab;
  freelancerType: string[];
  expertise: string[];
  workload: string[];
  workingMode: string[];
  yearsOfExperience: number[];
  /** Which rate the range and the rate sorts read; null is "any" (the API reads hourly rates then). */
  payType: TalentPayType | null;
  rangePrice: [number, number];
  jobName: string;
  sort: TalentSort;
  page: number;
  /** Decision 129: countries (ISO codes), languages (ISO codes) at a minimum level, and at least
   * this many working hours in common with the viewer's own time zone (the browser's; not in the URL). */
  country: string[];
  language: string[];
  languageLevel: LanguageLevel | null;
  overlap: number | null;
};

export const TALENT_LIST_KEYS = [
  'freelancerType',
  'expertise',
  'workload',
  'workingMode',
  'yearsOfExperience',
] as const;
export type TalentListKey = (typeof TALENT_LIST_KEYS)[number];

export const TALENT_FILTER_OPTIONS: Record<TalentListKey, readonly string[]> = {
  freelancerType: OCCUPATIONS,
  expertise: EXPERTISE_AREAS,
  workload: WORKLOADS,
  workingMode: WORKING_MODES,
  yearsOfExperience: YEARS_OF_EXPERIENCE.map(String),
};

/** Sorts that mean something for agencies (the API refuses the rate sorts there). */
export const AGENCY_SORTS: readonly TalentSort[] = ['bestMatch', 'rating'];

export const TALENT_RECORDS_PER_PAGE = 12;

const only = <T extends string>(values: string[], allowed: readonly T[]) =>
  values.filter((value): value is T => (allowed as readonly string[]).includes(value));

/** Reads the filters from the query string; anything unknown falls back to its default. */
export function readTalentFilters(params: URLSearchParams): TalentFilters {
  const tab = TALENT_TABS.find((value) => value.toLowerCase() === params.get('tab')?.toLowerCase());
  const range = (params.get('rangePrice') ?? '').split(',').map(Number);
  const [low = 0, high = 0] = range;
  const hasRange =
    range.length === 2 && range.every((value) => Number.isInteger(value) && value >= 0) && low <= high;
  const sort = TALENT_SORTS.find((value) => value === params.get('sort')) ?? 'bestMatch';
  const resolvedTab = tab ?? 'Freelancer';
  return {
    tab: resolvedTab,
    freelancerType: only(params.getAll('freelancerType'), OCCUPATIONS),
    expertise: only(params.getAll('expertise'), EXPERTISE_AREAS),
    workload: only(params.getAll('workload'), WORKLOADS),
    workingMode: only(params.getAll('workingMode'), WORKING_MODES),
    yearsOfExperience: params
      .getAll('yearsOfExperience')
      .map(Number)
      .filter((value) => YEARS_OF_EXPERIENCE.includes(value)),
    payType: TALENT_PAY_TYPES.find((value) => value === params.get('payType')) ?? null,
    rangePrice: hasRange ? [low, high] : [...RANGE_PRICE_DEFAULT],
    jobName: (params.get('jobName') ?? '').trim(),
    sort: resolvedTab === 'Agency' && !AGENCY_SORTS.includes(sort) ? 'bestMatch' : sort,
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
    country: params.getAll('country').filter((code) => COUNTRY_CODES.includes(code)),
    language: params.getAll('language').filter((code) => LANGUAGE_CODES.includes(code)),
    languageLevel: LANGUAGE_LEVELS.find((level) => level === params.get('languageLevel')) ?? null,
    overlap: OVERLAP_HOURS.find((hours) => String(hours) === params.get('overlap')) ?? null,
  };
}

/** The choices of "working hours in common". */
export const OVERLAP_HOURS = [1, 2, 3, 4, 5, 6, 7, 8] as const;

/** The query string of a filter state; defaults are left out to keep shared links short. */
export function writeTalentFilters(filters: TalentFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.tab !== 'Freelancer') params.set('tab', filters.tab);
  for (const key of TALENT_LIST_KEYS) {
    for (const value of filters[key]) params.append(key, String(value));
  }
  if (filters.payType) params.set('payType', filters.payType);
  if (filters.rangePrice[0] !== RANGE_PRICE_DEFAULT[0] || filters.rangePrice[1] !== RANGE_PRICE_DEFAULT[1]) {
    params.set('rangePrice', filters.rangePrice.join(','));
  }
  if (filters.jobName.trim()) params.set('jobName', filters.jobName.trim());
  for (const code of filters.country) params.append('country', code);
  for (const code of filters.language) params.append('language', code);
  if (filters.languageLevel && filters.language.length > 0)
    params.set('languageLevel', filters.languageLevel);
  if (filters.overlap) params.set('overlap', String(filters.overlap));
  if (filters.sort !== 'bestMatch') params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** With hours in common asked, the viewer's time zone goes along (the API counts against it). */
function withViewerZone(params: URLSearchParams, filters: TalentFilters): URLSearchParams {
  if (filters.overlap) params.set('tz', browserTimeZone() || 'UTC');
  return params;
}

/**
 * The API's query. The Agency tab takes only the keyword and the sort, so the freelancer filters
 * stay in the URL (for coming back to the other tab) but are not sent.
 */
export function toTalentApiQuery(filters: TalentFilters, withPaging = true): URLSearchParams {
  const params =
    filters.tab === 'Agency'
      ? writeTalentFilters({ ...emptyFilters('Agency'), jobName: filters.jobName, sort: filters.sort })
      : writeTalentFilters({ ...filters, page: 1 });
  params.set('tab', filters.tab);
  params.delete('page');
  if (filters.tab !== 'Agency') withViewerZone(params, filters);
  if (withPaging) {
    params.set('page', String(filters.page));
    params.set('recordPerPage', String(TALENT_RECORDS_PER_PAGE));
  }
  return params;
}

export function emptyFilters(tab: TalentTab): TalentFilters {
  return { ...readTalentFilters(new URLSearchParams()), tab };
}

/** How many filters (not the keyword) narrow the freelancer list: the badge on the phone's button. */
export function activeFilterCount(filters: TalentFilters): number {
  const lists = TALENT_LIST_KEYS.reduce((sum, key) => sum + filters[key].length, 0);
  const isRangeSet =
    filters.rangePrice[0] !== RANGE_PRICE_DEFAULT[0] || filters.rangePrice[1] !== RANGE_PRICE_DEFAULT[1];
  const location = filters.country.length + filters.language.length + (filters.overlap ? 1 : 0);
  return lists + (filters.payType ? 1 : 0) + (isRangeSet ? 1 : 0) + location;
}

/** The search a "Save this search" keeps: the URL's filters without the page (decision 114). */
export function savedTalentQuery(filters: TalentFilters): string {
  return withViewerZone(writeTalentFilters({ ...filters, page: 1 }), filters).toString();
}

/** A plain name for a talent search: "Freelancers · “react” · Remote". */
export function describeTalentFilters(filters: TalentFilters): string {
  const parts = ['Freelancers'];
  if (filters.jobName.trim()) parts.push(`“${filters.jobName.trim()}”`);
  parts.push(...filters.freelancerType, ...filters.expertise, ...filters.workingMode, ...filters.workload);
  return parts.join(' · ').slice(0, 80);
}
