import { experienceLabel } from '../../lib/experience-label';

/**
 * The pieces the opportunity search and the talent directory share: the filter sheet's head on a
 * phone, a group of checkbox facets with their counts, and the sort menu.
 */
export function FilterSheetHead({ idPrefix, onClose }: { idPrefix: string; onClose: () => void }) {
  return (
    <div className="filters__sheet-head">
      <h2 id={`${idPrefix}-sheet`}>Filters</h2>
      <button type="button" className="button button--ghost button--compact" onClick={onClose}>
        Close
      </button>
    </div>
  );
}

/** One filter as checkboxes; `count` answers the facet count shown beside an option, or null. */
export function CheckboxFacetGroup({
  filterKey,
  legend,
  options,
  selected,
  count,
  onToggle,
}: {
  filterKey: string;
  legend: string;
  options: readonly string[];
  selected: readonly (string | number)[];
  count: (value: string) => string | number | null;
  onToggle: (value: string) => void;
}) {
  const checked = selected.map(String);
  return (
    <fieldset className="filters__group">
      <legend>{legend}</legend>
      {options.map((value) => {
        const shown = count(value);
        return (
          <label key={value} className="checkbox filters__option">
            <input type="checkbox" checked={checked.includes(value)} onChange={() => onToggle(value)} />
            <span>{filterKey === 'yearsOfExperience' ? experienceLabel(value) : value}</span>
            {shown !== null ? <span className="filters__count">{shown}</span> : null}
          </label>
        );
      })}
    </fieldset>
  );
}

export function SortSelect<T extends string>({
  value,
  sorts,
  labels,
  onChange,
}: {
  value: T;
  sorts: readonly T[];
  labels: Record<T, string>;
  onChange: (sort: T) => void;
}) {
  return (
    <label className="results__sort">
      Sort by{' '}
      <select
        className="field__control field__control--select"
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
      >
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {labels[sort]}
          </option>
        ))}
      </select>
    </label>
  );
}
