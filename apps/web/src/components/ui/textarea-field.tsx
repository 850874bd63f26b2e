import type { TextareaHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame';

type TextareaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  label: string;
  name: string;
  hint?: string;
  error?: string | undefined;
  isOptional?: boolean;
};

export function TextareaField({
  label,
  hint,
  error,
  isOptional = false,
  className,
  ...rest
}: TextareaFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} isOptional={isOptional} className={className}>
      {(control) => (
        <textarea rows={4} {...rest} {...control} className="field__control field__control--textarea" />
      )}
    </FieldFrame>
  );
}
