import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { forwardRef } from 'react';
import { busyRing, button } from './Button.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'danger' | 'ghost';
  size?: 'sm' | 'md' | 'lg';
  fullWidth?: boolean;
  /** While true the button is disabled and shows busyLabel, such as 'Please wait...' or 'Checking...'. */
  busy?: boolean;
  busyLabel?: ReactNode;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant,
    size,
    fullWidth,
    busy = false,
    busyLabel,
    disabled,
    className,
    children,
    type = 'button',
    ...rest
  },
  ref,
) {
  const classes = [button({ variant, size, fullWidth }), className].filter(Boolean).join(' ');
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
      {busy && <span className={busyRing} aria-hidden="true" />}
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
});

/** The button look for links that act as calls to action (such as 'Upgrade Now'). */
export const buttonClassName = (options: Pick<ButtonProps, 'variant' | 'size' | 'fullWidth'> = {}) =>
  button(options);
