import '../opportunities.css';
import {
  type FacetKey,
  OPPORTUNITY_SORTS,
  type OpportunityFacets,
  type OpportunitySort,
  type OpportunityType,
  RANGE_PRICE_DEFAULT,
} from '@talentport/contract';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Pagination } from '../../../components/ui/pagination';
import { CheckboxFacetGroup, FilterSheetHead, SortSelect } from '../../../components/ui/search-controls';
import { Spinner } from '../../../components/ui/spinner';
import { TypeTabs } from '../../../components/ui/tabs';
import { formatNumber } from '../../../lib/format-number';
import { useOpportunityFacets } from '../api/get-opportunity-facets';
import { useOtherTabTotal, useSearchOpportunities } from '../api/search-opportunities';
import {
  describeFilters,
  FILTER_OPTIONS,
  type ListFilterKey,
  type OpportunityFilters,
  RECORDS_PER_PAGE,
  readFilters,
  savedSearchQuery,
  writeFilters,
} from '../search-params';
import { OpportunityCard } from './opportunity-card';
import { SearchAlertPanel } from './search-alert-panel';

const FILTER_LABELS: Record<ListFilterKey, string> = {
  freelancerType: 'Freelancer type',
  expertise: 'Expertise',
  workload: 'Workload',
  payType: 'Pay type',
  yearsOfExperience: 'Years of experience',
  workingMode: 'Working mode',
  salary: 'Salary',
};
const FACET_FOR: Record<ListFilterKey, FacetKey> = {
  freelancerType: 'freelancerType',
  expertise: 'expertise',
  workload: 'workload',
  payType: 'payType',
  yearsOfExperience: 'yearsOfExperience',
  workingMode: 'workingMode',
  salary: 'payType',
};
const SORT_LABELS: Record<OpportunitySort, string> = {
  newest: 'Newest',
  best: 'Best match',
  pay: 'Highest pay',
  forYou: 'For you',
};

type OpportunitySearchProps = {
  heading: string;
  eyebrow: string;
  defaultTab: OpportunityType;
  /** The detail page of an opportunity for this viewer. */
  detailPath: (id: string) => string;
  /** Links under the heading (applied, saved, requests). */
  shortcuts?: ReactNode;
  /** "Save this search" for freelancers and agencies, email alerts for guests (issue 19). */
  alerts?: { mode: 'save' | 'guest'; settingsPath?: string };
};

/** "1 job", "2 jobs", "1 project". */
export function resultNoun(tab: OpportunityType, total: number): string {
  const noun = tab === 'Job' ? 'job' : 'project';
  return total === 1 ? noun : `${noun}s`;
}

/** A facet count as shown: exact, or "12+" when its group was counted over the first matches only. */
function facetCount(facets: OpportunityFacets | undefined, key: ListFilterKey, value: string): string | null {
  if (!facets) return null;
  const count = facets[FACET_FOR[key]].find((entry) => entry.value === value)?.count ?? 0;
  const isCapped = facets.capped?.includes(FACET_FOR[key]) ?? false;
  return isCapped ? `${formatNumber(count)}+` : formatNumber(count);
}

/** The role landing list: filters (in the URL), keyword, sort, results with facet counts, pages. */
export function OpportunitySearch({
  heading,
  eyebrow,
  defaultTab,
  detailPath,
  shortcuts,
  alerts,
}: OpportunitySearchProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readFilters(searchParams, defaultTab);
  const results = useSearchOpportunities(filters);
  const facets = useOpportunityFacets(filters).data;
  const otherTab: OpportunityType = filters.tab === 'Job' ? 'Project' : 'Job';
  const otherTotal = useOtherTabTotal(filters, results.data?.total === 0).data ?? 0;
  const [keyword, setKeyword] = useState(filters.jobName);
  const [range, setRange] = useState<[string, string]>([
    String(filters.rangePrice[0]),
    String(filters.rangePrice[1]),
  ]);
  const [areFiltersOpen, setAreFiltersOpen] = useState(false);
  const idPrefix = useId();

  useEffect(() => {
    if (!areFiltersOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setAreFiltersOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [areFiltersOpen]);

  // Back/forward changes the URL: keep the text inputs in step with it.
  useEffect(() => setKeyword(filters.jobName), [filters.jobName]);
  const [low, high] = filters.rangePrice;
  useEffect(() => setRange([String(low), String(high)]), [low, high]);

  function update(patch: Partial<OpportunityFilters>, { isNewEntry = true } = {}) {
    const next = { ...filters, page: 1, ...patch };
    setSearchParams(writeFilters(next), { replace: !isNewEntry });
  }

  function toggle(key: ListFilterKey, value: string) {
    if (key === 'yearsOfExperience') {
      const years = Number(value);
      const current = filters.yearsOfExperience;
      update({
        yearsOfExperience: current.includes(years) ? current.filter((v) => v !== years) : [...current, years],
      });
      return;
    }
    const current = filters[key] as string[];
    const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
    update({ [key]: next } as Partial<OpportunityFilters>);
  }

  function submitKeyword(event: FormEvent) {
    event.preventDefault();
    update({ jobName: keyword, sort: keyword.trim() && filters.sort === 'newest' ? 'best' : filters.sort });
  }

  function submitRange(event: FormEvent) {
    event.preventDefault();
    const lowValue = Math.max(0, Number.parseInt(range[0], 10) || 0);
    const highValue = Math.max(lowValue, Number.parseInt(range[1], 10) || 0);
    update({ rangePrice: [lowValue, highValue] });
  }

  const filterKeys: ListFilterKey[] =
    filters.tab === 'Job'
      ? ['salary', 'freelancerType', 'expertise', 'workload', 'yearsOfExperience', 'workingMode']
      : ['payType', 'freelancerType', 'expertise', 'workload', 'yearsOfExperience', 'workingMode'];
  const activeCount = filterKeys.reduce((sum, key) => sum + filters[key].length, 0);
  const data = results.data;

  return (
    <div className="page page--wide">
      <p className="eyebrow">{eyebrow}</p>
      <h1>{heading}</h1>
      {shortcuts}
      <TypeTabs selected={filters.tab} onSelect={(tab) => update({ tab })} panelId={`${idPrefix}-panel`} />
      <form className="search-bar" aria-label="Search opportunities" onSubmit={submitKeyword}>
        <label className="visually-hidden" htmlFor={`${idPrefix}-keyword`}>
          Search by keyword
        </label>
        <input
          id={`${idPrefix}-keyword`}
          className="field__control"
          type="search"
          name="jobName"
          placeholder="Title, skill or keyword"
          value={keyword}
          maxLength={100}
          onChange={(event) => setKeyword(event.target.value)}
        />
        <button type="submit" className="button button--primary">
          Search
        </button>
      </form>
      <div className="search-layout" id={`${idPrefix}-panel`} role="tabpanel">
        <aside className="filters" aria-label="Filters">
          <button
            type="button"
            className="button button--secondary filters__toggle"
            aria-expanded={areFiltersOpen}
            onClick={() => setAreFiltersOpen((isOpen) => !isOpen)}
          >
            Filters{activeCount > 0 ? ` (${activeCount})` : ''}
          </button>
          <div
            className={`filters__body${areFiltersOpen ? ' filters__body--open' : ''}`}
            {...(areFiltersOpen
              ? { role: 'dialog', 'aria-modal': true, 'aria-labelledby': `${idPrefix}-sheet` }
              : {})}
          >
            <FilterSheetHead idPrefix={idPrefix} onClose={() => setAreFiltersOpen(false)} />
            {filterKeys.map((key) => (
              <CheckboxFacetGroup
                key={key}
                filterKey={key}
                legend={FILTER_LABELS[key]}
                options={FILTER_OPTIONS[key]}
                selected={filters[key] as (string | number)[]}
                count={(value) => facetCount(facets, key, value)}
                onToggle={(value) => toggle(key, value)}
              />
            ))}
            <form className="filters__group" onSubmit={submitRange}>
              <fieldset>
                <legend>Pay range</legend>
                <div className="filters__range">
                  <label>
                    <span className="visually-hidden">Lowest pay</span>
                    <input
                      className="field__control"
                      inputMode="numeric"
                      aria-label="Lowest pay"
                      value={range[0]}
                      onChange={(event) => setRange([event.target.value, range[1]])}
                    />
                  </label>
                  <span aria-hidden="true">–</span>
                  <label>
                    <span className="visually-hidden">Highest pay</span>
                    <input
                      className="field__control"
                      inputMode="numeric"
                      aria-label="Highest pay"
                      value={range[1]}
                      onChange={(event) => setRange([range[0], event.target.value])}
                    />
                  </label>
                </div>
                <p className="field__hint">
                  In the pay unit above. {RANGE_PRICE_DEFAULT[0]}–{RANGE_PRICE_DEFAULT[1]} means any pay.
                </p>
                <button type="submit" className="button button--secondary button--compact">
                  Apply range
                </button>
              </fieldset>
            </form>
            {activeCount > 0 || filters.jobName ? (
              <button
                type="button"
                className="button button--ghost button--compact"
                onClick={() => setSearchParams(writeFilters(readFilters(new URLSearchParams(), filters.tab)))}
              >
                Clear all filters
              </button>
            ) : null}
            <div className="filters__sheet-foot">
              <button
                type="button"
                className="button button--primary"
                onClick={() => setAreFiltersOpen(false)}
              >
                {data
                  ? `Show ${formatNumber(data.total)} ${data.total === 1 ? 'result' : 'results'}`
                  : 'Show results'}
              </button>
            </div>
          </div>
        </aside>
        <section className="results" aria-labelledby={`${idPrefix}-results`} aria-busy={results.isFetching}>
          <div className="results__bar">
            <h2 id={`${idPrefix}-results`} className="results__count" aria-live="polite">
              {data
                ? `${formatNumber(data.total)}${data.isTotalExact === false ? '+' : ''} ${resultNoun(filters.tab, data.total)}`
                : 'Searching…'}
            </h2>
            {data?.didYouMean ? (
              <p className="results__hint">
                Including results for <strong>{data.didYouMean}</strong>
              </p>
            ) : null}
            {results.isFetching ? <Spinner size={18} /> : null}
            <SortSelect
              value={filters.sort}
              sorts={OPPORTUNITY_SORTS}
              labels={SORT_LABELS}
              onChange={(sort) => update({ sort })}
            />
          </div>
          {alerts ? (
            <SearchAlertPanel
              query={savedSearchQuery(filters)}
              suggestedName={describeFilters(filters)}
              mode={alerts.mode}
              {...(alerts.settingsPath ? { settingsPath: alerts.settingsPath } : {})}
            />
          ) : null}
          {results.isError ? <Alert>{results.error.message}</Alert> : null}
          {data && data.items.length === 0 ? (
            <div className="empty-state">
              <h3>Nothing matches these filters</h3>
              {otherTotal > 0 ? (
                <p>
                  {formatNumber(otherTotal)} {resultNoun(otherTab, otherTotal)}{' '}
                  {otherTotal === 1 ? 'matches' : 'match'}.{' '}
                  <Button
                    variant="secondary"
                    className="button--compact"
                    onClick={() => update({ tab: otherTab, page: 1 })}
                  >
                    Show {otherTab === 'Job' ? 'jobs' : 'projects'}
                  </Button>
                </p>
              ) : null}
              <p>
                Try fewer filters, a wider pay range or another keyword. New opportunities arrive every day.
              </p>
            </div>
          ) : null}
          <ul className="opportunity-list">
            {data?.items.map((opportunity) => (
              <li key={opportunity._id}>
                <OpportunityCard opportunity={opportunity} to={detailPath(opportunity._id)} />
              </li>
            ))}
          </ul>
          {data ? (
            <Pagination
              page={data.page}
              total={data.total}
              recordPerPage={RECORDS_PER_PAGE}
              onPageChange={(page) => {
                update({ page });
                window.scrollTo({ top: 0 });
              }}
            />
          ) : null}
        </section>
      </div>
    </div>
  );
}
