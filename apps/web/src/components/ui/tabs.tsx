import { LIST_TYPES, type ListType, OPPORTUNITY_TYPES, type OpportunityType } from '@talentport/contract';
import { type KeyboardEvent, useRef } from 'react';

type TypeTabsProps<T extends string> = {
  label: string;
  values: readonly T[];
  selected: T;
  onSelect: (value: T) => void;
  labelFor?: (value: T) => string;
  panelId?: string;
};

/** Accessible tabs (arrow keys move between them). */
export function Tabs<T extends string>({
  label,
  values,
  selected,
  onSelect,
  labelFor,
  panelId,
}: TypeTabsProps<T>) {
  const refs = useRef<Map<T, HTMLButtonElement>>(new Map());
  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const index = values.indexOf(selected);
    const next =
      values[(index + (event.key === 'ArrowRight' ? 1 : -1) + values.length) % values.length] ?? selected;
    onSelect(next);
    refs.current.get(next)?.focus();
  }
  return (
    <div className="tabs" role="tablist" aria-label={label}>
      {values.map((value) => (
        <button
          key={value}
          ref={(element) => {
            if (element) refs.current.set(value, element);
          }}
          type="button"
          role="tab"
          aria-selected={value === selected}
          aria-controls={panelId}
          tabIndex={value === selected ? 0 : -1}
          className={`tabs__tab${value === selected ? ' tabs__tab--selected' : ''}`}
          onClick={() => onSelect(value)}
          onKeyDown={handleKeyDown}
        >
          {labelFor ? labelFor(value) : value}
        </button>
      ))}
    </div>
  );
}

export const typeLabel = (type: OpportunityType) => (type === 'Job' ? 'Jobs' : 'Projects');

export function TypeTabs(props: Omit<TypeTabsProps<OpportunityType>, 'values' | 'labelFor' | 'label'>) {
  return <Tabs label="Opportunity type" values={OPPORTUNITY_TYPES} labelFor={typeLabel} {...props} />;
}

const listTypeLabel = (type: ListType) => (type === 'All' ? 'All' : typeLabel(type));

/** All / Jobs / Projects on a person's own lists: they open on "All" so nothing of theirs hides. */
export function ListTypeTabs(props: Omit<TypeTabsProps<ListType>, 'values' | 'labelFor' | 'label'>) {
  return <Tabs label="Opportunity type" values={LIST_TYPES} labelFor={listTypeLabel} {...props} />;
}
