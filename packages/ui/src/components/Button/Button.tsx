import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { forwardRef } from 'react';
import { button } from './Button.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary';
  size?: 'md' | 'lg';
  /** While true the button is disabled and shows busyLabel, such as 'Please wait...' or 'Checking...'. */
  busy?: boolean;
  busyLabel?: ReactNode;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, busy = false, busyLabel, disabled, className, children, type = 'button', ...rest },
  ref,
) {
  const classes = [button({ variant, size }), className].filter(Boolean).join(' ');
  return (
    <button
      ref={ref}
      type={type}
      className={classes}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      data-state={busy ? 'busy' : 'idle'}
      {...rest}
    >
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
});
