import {
  RANGE_PRICE_DEFAULT,
  TALENT_PAY_TYPES,
  type TalentFacetKey,
  type TalentFacets,
  type TalentPayType,
} from '@talentport/contract';
import { type FormEvent, useEffect, useState } from 'react';
import { CheckboxFacetGroup, FilterSheetHead } from '../../../components/ui/search-controls';
import { formatNumber } from '../../../lib/format-number';
import {
  activeFilterCount,
  emptyFilters,
  TALENT_FILTER_OPTIONS,
  TALENT_LIST_KEYS,
  type TalentFilters,
  type TalentListKey,
} from '../search-params';
import { TalentLocationFilters } from './talent-location-filters';

const FILTER_LABELS: Record<TalentListKey, string> = {
  freelancerType: 'Occupation',
  expertise: 'Expertise',
  workload: 'Workload',
  workingMode: 'Working mode',
  yearsOfExperience: 'Experience',
};

/** A facet count as shown: exact, or "12+" when its group was counted over the first matches only. */
export function facetCount(facets: TalentFacets | undefined, key: TalentFacetKey, value: string) {
  if (!facets) return null;
  const count = facets[key].find((entry) => entry.value === value)?.count ?? 0;
  return facets.capped.includes(key) ? `${formatNumber(count)}+` : formatNumber(count);
}

type TalentFiltersPanelProps = {
  filters: TalentFilters;
  facets: TalentFacets | undefined;
  onChange: (patch: Partial<TalentFilters>) => void;
  /** On a phone the panel is a full-screen sheet (decision 062); elsewhere it is always shown. */
  isOpen: boolean;
  onClose: () => void;
  idPrefix: string;
  /** "Show 12 results" in the sheet's footer. */
  showLabel: string;
};

/** The freelancer filters with their counts: lists, the pay type, the rate range, "Clear all". */
export function TalentFiltersPanel({
  filters,
  facets,
  onChange,
  isOpen,
  onClose,
  idPrefix,
  showLabel,
}: TalentFiltersPanelProps) {
  const [range, setRange] = useState<[string, string]>(['', '']);
  const [low, high] = filters.rangePrice;
  // Back/forward changes the URL: keep the inputs in step with it.
  useEffect(() => setRange([String(low), String(high)]), [low, high]);

  function toggle(key: TalentListKey, value: string) {
    if (key === 'yearsOfExperience') {
      const years = Number(value);
      const current = filters.yearsOfExperience;
      onChange({
        yearsOfExperience: current.includes(years) ? current.filter((v) => v !== years) : [...current, years],
      });
      return;
    }
    const current = filters[key];
    onChange({ [key]: current.includes(value) ? current.filter((v) => v !== value) : [...current, value] });
  }

  function submitRange(event: FormEvent) {
    event.preventDefault();
    const lowValue = Math.max(0, Number.parseInt(range[0], 10) || 0);
    const highValue = Math.max(lowValue, Number.parseInt(range[1], 10) || 0);
    onChange({ rangePrice: [lowValue, highValue] });
  }

  const payOptions: (TalentPayType | null)[] = [null, ...TALENT_PAY_TYPES];
  const rateUnit = filters.payType === 'Monthly' ? 'a month' : 'an hour';
  return (
    <div
      className={`filters__body${isOpen ? ' filters__body--open' : ''}`}
      {...(isOpen ? { role: 'dialog', 'aria-modal': true, 'aria-labelledby': `${idPrefix}-sheet` } : {})}
    >
      <FilterSheetHead idPrefix={idPrefix} onClose={onClose} />
      {TALENT_LIST_KEYS.map((key) => (
        <CheckboxFacetGroup
          key={key}
          filterKey={key}
          legend={FILTER_LABELS[key]}
          options={TALENT_FILTER_OPTIONS[key]}
          selected={filters[key] as (string | number)[]}
          count={(value) => facetCount(facets, key, value)}
          onToggle={(value) => toggle(key, value)}
        />
      ))}
      <TalentLocationFilters filters={filters} onChange={onChange} idPrefix={idPrefix} />
      <fieldset className="filters__group">
        <legend>Rate</legend>
        {payOptions.map((payType) => {
          const count = payType ? facetCount(facets, 'payType', payType) : null;
          return (
            <label key={payType ?? 'any'} className="checkbox filters__option">
              <input
                type="radio"
                name={`${idPrefix}-payType`}
                checked={filters.payType === payType}
                onChange={() => onChange({ payType })}
              />
              <span>
                {payType === null ? 'Any rate' : payType === 'Hourly' ? 'Hourly rate' : 'Monthly rate'}
              </span>
              {count !== null ? <span className="filters__count">{count}</span> : null}
            </label>
          );
        })}
      </fieldset>
      <form className="filters__group" onSubmit={submitRange}>
        <fieldset>
          <legend>Rate range ($ {rateUnit})</legend>
          <div className="filters__range">
            <input
              className="field__control"
              inputMode="numeric"
              aria-label="Lowest rate"
              value={range[0]}
              onChange={(event) => setRange([event.target.value, range[1]])}
            />
            <span aria-hidden="true">–</span>
            <input
              className="field__control"
              inputMode="numeric"
              aria-label="Highest rate"
              value={range[1]}
              onChange={(event) => setRange([range[0], event.target.value])}
            />
          </div>
          <p className="field__hint">
            {RANGE_PRICE_DEFAULT[0]}–{RANGE_PRICE_DEFAULT[1]} means any rate.
          </p>
          <button type="submit" className="button button--secondary button--compact">
            Apply range
          </button>
        </fieldset>
      </form>
      {activeFilterCount(filters) > 0 || filters.jobName ? (
        <button
          type="button"
          className="button button--ghost button--compact"
          onClick={() => onChange(emptyFilters(filters.tab))}
        >
          Clear all filters
        </button>
      ) : null}
      <div className="filters__sheet-foot">
        <button type="button" className="button button--primary" onClick={onClose}>
          {showLabel}
        </button>
      </div>
    </div>
  );
}
