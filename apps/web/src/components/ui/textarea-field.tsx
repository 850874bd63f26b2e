import { type ChangeEvent, type TextareaHTMLAttributes, useState } from 'react';
import { CharacterCounter, lengthOf } from './character-counter';
import { FieldFrame } from './field-frame';

type TextareaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  label: string;
  name: string;
  hint?: string;
  error?: string | undefined;
  isOptional?: boolean;
};

/**
 * A labelled textarea. With `maxLength`, the limit shows as you type ("120 / 2000"), so nobody
 * learns it only on submit (issue 35); the same number is the server's limit in the contract.
 */
export function TextareaField({
  label,
  hint,
  error,
  isOptional = false,
  className,
  onChange,
  ...rest
}: TextareaFieldProps) {
  const [typed, setTyped] = useState(() => lengthOf(rest.value ?? rest.defaultValue));
  const length = rest.value !== undefined ? lengthOf(rest.value) : typed;
  const max = rest.maxLength;
  function handleChange(event: ChangeEvent<HTMLTextAreaElement>) {
    setTyped(event.target.value.length);
    onChange?.(event);
  }
  return (
    <FieldFrame label={label} hint={hint} error={error} isOptional={isOptional} className={className}>
      {(control) => (
        <>
          <textarea
            rows={4}
            {...rest}
            {...control}
            onChange={handleChange}
            className="field__control field__control--textarea"
          />
          {max !== undefined ? <CharacterCounter length={length} max={max} /> : null}
        </>
      )}
    </FieldFrame>
  );
}
