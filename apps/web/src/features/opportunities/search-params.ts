import {
  DEFAULT_RECORDS_PER_PAGE,
  EXPERTISE_AREAS,
  OCCUPATIONS,
  OPPORTUNITY_SORTS,
  OPPORTUNITY_TYPES,
  type OpportunitySort,
  type OpportunityType,
  PAY_TYPES,
  type PayType,
  RANGE_PRICE_DEFAULT,
  SALARY_DEFAULT,
  WORKING_MODES,
  WORKLOADS,
  YEARS_OF_EXPERIENCE,
} from '@talentport/contract';
import { formatNumber } from '../../lib/format-number';

/** The data rules Filter state, as the URL carries it (so searches can be shared and Back works). */
export type OpportunityFilters = {
  tab: OpportunityType;
  freelancerType: string[];
  expertise: string[];
  workload: string[];
  payType: PayType[];
  yearsOfExperience: number[];
  workingMode: string[];
  salary: PayType[];
  rangePrice: [number, number];
  jobName: string;
  sort: OpportunitySort;
  page: number;
};

export const LIST_FILTER_KEYS = [
  'freelancerType',
  'expertise',
  'workload',
  'payType',
  'yearsOfExperience',
  'workingMode',
  'salary',
] as const;
export type ListFilterKey = (typeof LIST_FILTER_KEYS)[number];

export const FILTER_OPTIONS: Record<ListFilterKey, readonly string[]> = {
  freelancerType: OCCUPATIONS,
  expertise: EXPERTISE_AREAS,
  workload: WORKLOADS,
  payType: ['Fixed', 'Hourly'],
  yearsOfExperience: YEARS_OF_EXPERIENCE.map(String),
  workingMode: WORKING_MODES,
  salary: ['Monthly', 'Hourly'],
};

/** The API's default page size: the landing pages it answers before readiness are these (decision 139). */
export const RECORDS_PER_PAGE = DEFAULT_RECORDS_PER_PAGE;

const only = <T extends string>(values: string[], allowed: readonly T[]) =>
  values.filter((value): value is T => (allowed as readonly string[]).includes(value));

/** Reads the filters from the query string, with the data rules/the product constants defaults for anything missing. */
export function readFilters(params: URLSearchParams, defaultTab: OpportunityType): OpportunityFilters {
  const tab =
    OPPORTUNITY_TYPES.find((type) => type.toLowerCase() === params.get('tab')?.toLowerCase()) ?? defaultTab;
  const range = (params.get('rangePrice') ?? '').split(',').map(Number);
  const hasRange = range.length === 2 && range.every((value) => Number.isInteger(value) && value >= 0);
  const sort = OPPORTUNITY_SORTS.find((value) => value === params.get('sort')) ?? 'newest';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  return {
    tab,
    freelancerType: only(params.getAll('freelancerType'), OCCUPATIONS),
    expertise: only(params.getAll('expertise'), EXPERTISE_AREAS),
    workload: only(params.getAll('workload'), WORKLOADS),
    payType: only(params.getAll('payType'), PAY_TYPES),
    yearsOfExperience: params
      .getAll('yearsOfExperience')
      .map(Number)
      .filter((value) => YEARS_OF_EXPERIENCE.includes(value)),
    workingMode: only(params.getAll('workingMode'), WORKING_MODES),
    // An absent `salary` is the default Monthly; `salary=` (empty) means "any".
    salary: params.has('salary') ? only(params.getAll('salary'), PAY_TYPES) : [...SALARY_DEFAULT],
    rangePrice:
      hasRange && (range[0] ?? 0) <= (range[1] ?? 0)
        ? [range[0] ?? 0, range[1] ?? 0]
        : [...RANGE_PRICE_DEFAULT],
    jobName: params.get('jobName') ?? '',
    sort,
    page,
  };
}

/** The query string of a filter state; defaults are left out to keep shared links short. */
export function writeFilters(filters: OpportunityFilters): URLSearchParams {
  const params = new URLSearchParams();
  params.set('tab', filters.tab);
  for (const key of LIST_FILTER_KEYS) {
    if (key === 'salary') continue;
    for (const value of filters[key]) params.append(key, String(value));
  }
  const isDefaultSalary = filters.salary.length === 1 && filters.salary[0] === SALARY_DEFAULT[0];
  if (!isDefaultSalary) {
    if (filters.salary.length === 0) params.set('salary', '');
    for (const value of filters.salary) params.append('salary', value);
  }
  if (filters.rangePrice[0] !== RANGE_PRICE_DEFAULT[0] || filters.rangePrice[1] !== RANGE_PRICE_DEFAULT[1]) {
    params.set('rangePrice', filters.rangePrice.join(','));
  }
  if (filters.jobName.trim()) params.set('jobName', filters.jobName.trim());
  if (filters.sort !== 'newest') params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The API's query for a filter state (salary is sent explicitly; it is a job filter). */
export function toApiQuery(filters: OpportunityFilters, withPaging = true): URLSearchParams {
  const params = writeFilters({ ...filters, page: 1 });
  params.delete('salary');
  if (filters.tab === 'Job') for (const value of filters.salary) params.append('salary', value);
  params.delete('page');
  if (withPaging) {
    params.set('page', String(filters.page));
    params.set('recordPerPage', String(RECORDS_PER_PAGE));
  }
  return params;
}

export function formatPay(payType: PayType, payMin: number, payMax: number): string {
  const money = (value: number) => `$${formatNumber(value)}`;
  const range = payMin === payMax ? money(payMin) : `${money(payMin)}–${money(payMax)}`;
  if (payType === 'Monthly') return `${range} a month`;
  if (payType === 'Hourly') return `${range} an hour`;
  return `${range} fixed`;
}

/** The search as saved (issue 19): the URL's query without the page. */
export function savedSearchQuery(filters: OpportunityFilters): string {
  return writeFilters({ ...filters, page: 1 }).toString();
}

/** A plain name for a search: "Jobs · “react” · Remote". */
export function describeFilters(filters: OpportunityFilters): string {
  const parts = [filters.tab === 'Job' ? 'Jobs' : 'Projects'];
  if (filters.jobName.trim()) parts.push(`“${filters.jobName.trim()}”`);
  parts.push(...filters.freelancerType, ...filters.expertise, ...filters.workingMode, ...filters.workload);
  return parts.join(' · ').slice(0, 80);
}
