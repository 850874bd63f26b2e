import { type TextareaHTMLAttributes, useId } from 'react';

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
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
        {isOptional ? <span className="field__optional"> (optional)</span> : null}
      </label>
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <textarea
        rows={4}
        {...rest}
        id={id}
        className="field__control field__control--textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
