import type { ReactNode } from 'react';
import { Button } from './button';

type RepeatableFieldsetProps<T> = {
  /** The group's label, e.g. "Work experience". */
  legend: ReactNode;
  isOptional?: boolean;
  items: readonly T[];
  /** The fields of a new entry. */
  empty: T;
  onChange: (items: T[]) => void;
  /** The fields of one entry; `update` changes that entry only. */
  renderItem: (item: T, update: (patch: Partial<T>) => void, index: number) => ReactNode;
  addLabel: string;
  removeLabel: string;
  error?: string | undefined;
};

/**
 * A list of alike field groups (jobs, schools…) the user adds to and removes from. Entries are
 * plain values without an identity of their own, so they are keyed and named by position
 * (`workExperience.0.company`), the way the server reports errors about them.
 */
export function RepeatableFieldset<T>({
  legend,
  isOptional = false,
  items,
  empty,
  onChange,
  renderItem,
  addLabel,
  removeLabel,
  error,
}: RepeatableFieldsetProps<T>) {
  const update = (index: number, patch: Partial<T>) =>
    onChange(items.map((item, i) => (i === index ? { ...item, ...patch } : item)));
  return (
    <fieldset className="repeat">
      <legend className="field__label">
        {legend}
        {isOptional ? (
          <>
            {' '}
            <span className="field__optional">(optional)</span>
          </>
        ) : null}
      </legend>
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: entries have no identity of their own
        <div className="repeat__item" key={index}>
          {renderItem(item, (patch) => update(index, patch), index)}
          <Button
            variant="ghost"
            className="button--compact"
            onClick={() => onChange(items.filter((_, i) => i !== index))}
          >
            {removeLabel}
          </Button>
        </div>
      ))}
      {error ? <p className="field__error">{error}</p> : null}
      <Button variant="secondary" className="button--compact" onClick={() => onChange([...items, empty])}>
        {addLabel}
      </Button>
    </fieldset>
  );
}
