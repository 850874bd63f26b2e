import { type ChangeEvent, type InputHTMLAttributes, useState } from 'react';
import { CharacterCounter, lengthOf } from './character-counter';
import { FieldFrame } from './field-frame';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  name: string;
  hint?: string;
  error?: string | undefined;
  isOptional?: boolean;
};

/** Typed text whose limit a person should see; addresses and secrets have limits nobody reaches. */
const COUNTED_TYPES = new Set(['text', 'search']);

/**
 * A labelled one-line input. With `maxLength` on a text field, the limit shows as you type, like
 * on TextareaField (issue 35); the same number is the server's limit in the contract.
 */
export function TextField({
  label,
  hint,
  error,
  isOptional = false,
  className,
  onChange,
  ...inputProps
}: TextFieldProps) {
  const [typed, setTyped] = useState(() => lengthOf(inputProps.value ?? inputProps.defaultValue));
  const length = inputProps.value !== undefined ? lengthOf(inputProps.value) : typed;
  const max = inputProps.maxLength;
  const isCounted = max !== undefined && COUNTED_TYPES.has(inputProps.type ?? 'text');
  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    setTyped(event.target.value.length);
    onChange?.(event);
  }
  return (
    <FieldFrame label={label} hint={hint} error={error} isOptional={isOptional} className={className}>
      {(control) => (
        <>
          <input {...inputProps} {...control} onChange={handleChange} className="field__control" />
          {isCounted ? <CharacterCounter length={length} max={max} /> : null}
        </>
      )}
    </FieldFrame>
  );
}
