import type { SelectHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame';

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  label: string;
  name: string;
  options: readonly string[];
  placeholder?: string;
  error?: string | undefined;
  /** The text shown for an option, when it is not the value itself. */
  labelFor?: (option: string) => string;
};

export function SelectField({
  label,
  options,
  placeholder,
  error,
  className,
  labelFor,
  ...selectProps
}: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} className={className}>
      {(control) => (
        <select {...selectProps} {...control} className="field__control field__control--select">
          {placeholder ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option} value={option}>
              {labelFor ? labelFor(option) : option}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
