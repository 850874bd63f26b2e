import type { ReactNode } from 'react';

type AlertProps = { tone?: 'error' | 'success' | 'info'; children: ReactNode };

/** Announced as soon as it appears: use it for outcomes of an action, not for static help. */
export function Alert({ tone = 'error', children }: AlertProps) {
  return (
    <div className={`alert alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
