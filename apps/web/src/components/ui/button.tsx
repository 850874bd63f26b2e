import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './spinner';

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'primary' | 'secondary' | 'ghost';
  isPending?: boolean;
  pendingLabel?: string;
};

export function Button({
  variant = 'primary',
  isPending = false,
  pendingLabel,
  className,
  children,
  disabled,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={['button', `button--${variant}`, className].filter(Boolean).join(' ')}
      disabled={disabled || isPending}
      aria-busy={isPending || undefined}
    >
      {isPending ? <Spinner size={18} /> : null}
      <span>{isPending && pendingLabel ? pendingLabel : children}</span>
    </button>
  );
}
