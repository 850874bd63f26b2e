import type { InputHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  name: string;
  hint?: string;
  error?: string | undefined;
  isOptional?: boolean;
};

export function TextField({
  label,
  hint,
  error,
  isOptional = false,
  className,
  ...inputProps
}: TextFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} isOptional={isOptional} className={className}>
      {(control) => <input {...inputProps} {...control} className="field__control" />}
    </FieldFrame>
  );
}
