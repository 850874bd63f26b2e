import '../talent.css';
import {
  type AgencyCard,
  TALENT_SORTS,
  TALENT_TABS,
  type TalentCard,
  type TalentSort,
  type TalentTab,
} from '@talentport/contract';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Pagination } from '../../../components/ui/pagination';
import { SortSelect } from '../../../components/ui/search-controls';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs } from '../../../components/ui/tabs';
import { formatNumber } from '../../../lib/format-number';
import { useTalentFacets } from '../api/get-talent-facets';
import { useSearchTalent } from '../api/search-talent';
import {
  AGENCY_SORTS,
  activeFilterCount,
  describeTalentFilters,
  readTalentFilters,
  savedTalentQuery,
  TALENT_RECORDS_PER_PAGE,
  type TalentFilters,
  writeTalentFilters,
} from '../search-params';
import { facetCount, TalentFiltersPanel } from './talent-filters';
import { AgencyResultCard, TalentResultCard } from './talent-result-card';

const SORT_LABELS: Record<TalentSort, string> = {
  bestMatch: 'Best match',
  rating: 'Highest rated',
  rateLow: 'Lowest rate',
  rateHigh: 'Highest rate',
  recentlyActive: 'Recently active',
};
const TAB_LABELS: Record<TalentTab, string> = { Freelancer: 'Freelancers', Agency: 'Agencies' };

type TalentSearchProps = {
  heading: string;
  eyebrow: string;
  /** A line under the heading (what a guest can do, shortcuts). */
  intro?: ReactNode;
  /** Who is looking (a role, or "guest"): the API shows each viewer different profiles. */
  viewer: string;
  profilePath: (code: string) => string;
  agencyPath: (code: string) => string;
  /** The buttons on each freelancer's card, composed by the screen. */
  renderActions?: (card: TalentCard) => ReactNode;
  /** Message on an agency card (decision 131): composed by the screen. */
  renderAgencyActions?: (card: AgencyCard) => ReactNode;
  /** "Save this search" above the freelancer results, composed by the screen (decision 114). */
  renderSaveSearch?: (search: { query: string; suggestedName: string }) => ReactNode;
};

function resultCount(total: number, isExact: boolean, tab: TalentTab) {
  const noun =
    tab === 'Freelancer' ? (total === 1 ? 'freelancer' : 'freelancers') : total === 1 ? 'agency' : 'agencies';
  return `${formatNumber(total)}${isExact ? '' : '+'} ${noun}`;
}

/** The talent directory: tabs, keyword, filters with counts (in the URL), sort, cards and pages. */
export function TalentSearch({
  heading,
  eyebrow,
  intro,
  viewer,
  profilePath,
  agencyPath,
  renderActions,
  renderAgencyActions,
  renderSaveSearch,
}: TalentSearchProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readTalentFilters(searchParams);
  const results = useSearchTalent(filters, viewer);
  const facets = useTalentFacets(filters, viewer).data;
  const [keyword, setKeyword] = useState(filters.jobName);
  const [areFiltersOpen, setAreFiltersOpen] = useState(false);
  const idPrefix = useId();
  const isFreelancerTab = filters.tab === 'Freelancer';

  useEffect(() => setKeyword(filters.jobName), [filters.jobName]);
  useEffect(() => {
    if (!areFiltersOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setAreFiltersOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [areFiltersOpen]);

  function update(patch: Partial<TalentFilters>) {
    setSearchParams(writeTalentFilters({ ...filters, page: 1, ...patch }));
  }

  function submitKeyword(event: FormEvent) {
    event.preventDefault();
    update({ jobName: keyword.trim() });
  }

  const data = results.data;
  const activeCount = activeFilterCount(filters);
  const sorts = isFreelancerTab ? TALENT_SORTS : AGENCY_SORTS;
  const showLabel = data
    ? `Show ${formatNumber(data.total)} ${data.total === 1 ? 'result' : 'results'}`
    : 'Show results';

  return (
    <div className="page page--wide">
      <p className="eyebrow">{eyebrow}</p>
      <h1>{heading}</h1>
      {intro}
      <Tabs
        label="Search for"
        values={TALENT_TABS}
        selected={filters.tab}
        onSelect={(tab) => update({ tab, sort: 'bestMatch' })}
        labelFor={(tab) => {
          const count = facetCount(facets, 'tab', tab);
          return count === null ? TAB_LABELS[tab] : `${TAB_LABELS[tab]} (${count})`;
        }}
        panelId={`${idPrefix}-panel`}
      />
      <form className="search-bar" aria-label="Search talent" onSubmit={submitKeyword}>
        <label className="visually-hidden" htmlFor={`${idPrefix}-keyword`}>
          Search by keyword
        </label>
        <input
          id={`${idPrefix}-keyword`}
          className="field__control"
          type="search"
          name="jobName"
          placeholder={isFreelancerTab ? 'Name, skill or keyword' : 'Agency name or keyword'}
          value={keyword}
          maxLength={100}
          onChange={(event) => setKeyword(event.target.value)}
        />
        <button type="submit" className="button button--primary">
          Search
        </button>
      </form>
      <div
        className={`search-layout${isFreelancerTab ? '' : ' search-layout--single'}`}
        id={`${idPrefix}-panel`}
        role="tabpanel"
      >
        {isFreelancerTab ? (
          <aside className="filters" aria-label="Filters">
            <button
              type="button"
              className="button button--secondary filters__toggle"
              aria-expanded={areFiltersOpen}
              onClick={() => setAreFiltersOpen((isOpen) => !isOpen)}
            >
              Filters{activeCount > 0 ? ` (${activeCount})` : ''}
            </button>
            <TalentFiltersPanel
              filters={filters}
              facets={facets}
              onChange={update}
              isOpen={areFiltersOpen}
              onClose={() => setAreFiltersOpen(false)}
              idPrefix={idPrefix}
              showLabel={showLabel}
            />
          </aside>
        ) : null}
        <section className="results" aria-labelledby={`${idPrefix}-results`} aria-busy={results.isFetching}>
          <div className="results__bar">
            <h2 id={`${idPrefix}-results`} className="results__count" aria-live="polite">
              {data ? resultCount(data.total, data.isTotalExact, filters.tab) : 'Searching…'}
            </h2>
            {data?.didYouMean && data.items.length > 0 ? (
              <p className="results__hint">
                Including results for <strong>{data.didYouMean}</strong>
              </p>
            ) : null}
            {results.isFetching ? <Spinner size={18} /> : null}
            <SortSelect
              value={filters.sort}
              sorts={sorts}
              labels={SORT_LABELS}
              onChange={(sort) => update({ sort })}
            />
          </div>
          {isFreelancerTab && renderSaveSearch
            ? renderSaveSearch({
                query: savedTalentQuery(filters),
                suggestedName: describeTalentFilters(filters),
              })
            : null}
          {results.isError ? <Alert>{results.error.message}</Alert> : null}
          {data && data.items.length === 0 ? (
            <div className="empty-state">
              <h3>Nobody matches this search</h3>
              {data.didYouMean ? (
                <p>
                  Did you mean{' '}
                  <button
                    type="button"
                    className="talent-link-button"
                    onClick={() => update({ jobName: data.didYouMean ?? '' })}
                  >
                    {data.didYouMean}
                  </button>
                  ?
                </p>
              ) : null}
              <p>
                {isFreelancerTab
                  ? 'Try another keyword, fewer filters or a wider rate range.'
                  : 'Try another name or keyword, or look among the freelancers.'}
              </p>
              {activeCount > 0 || filters.jobName ? (
                <button
                  type="button"
                  className="button button--secondary button--compact"
                  onClick={() => update({ ...readTalentFilters(new URLSearchParams()), tab: filters.tab })}
                >
                  Clear the search
                </button>
              ) : null}
            </div>
          ) : null}
          <ul className="talent-results">
            {data?.tab === 'Freelancer'
              ? data.items.map((card) => (
                  <li key={card.code}>
                    <TalentResultCard
                      card={card}
                      to={profilePath(card.code)}
                      payType={filters.payType}
                      actions={renderActions?.(card)}
                    />
                  </li>
                ))
              : data?.items.map((card) => (
                  <li key={card.code}>
                    <AgencyResultCard
                      card={card}
                      to={agencyPath(card.code)}
                      actions={renderAgencyActions?.(card)}
                    />
                  </li>
                ))}
          </ul>
          {data ? (
            <Pagination
              page={data.page}
              total={data.total}
              recordPerPage={TALENT_RECORDS_PER_PAGE}
              onPageChange={(page) => {
                setSearchParams(writeTalentFilters({ ...filters, page }));
                window.scrollTo({ top: 0 });
              }}
            />
          ) : null}
        </section>
      </div>
    </div>
  );
}
