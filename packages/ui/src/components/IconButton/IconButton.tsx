import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { forwardRef } from 'react';
import { cx } from '../../internal/classNames';
import { iconButton } from './IconButton.css';

export interface IconButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'> {
  /** The button's accessible name: an icon alone says nothing to a screen reader. */
  label: string;
  /** The icon, drawn aria-hidden. */
  children: ReactNode;
  variant?: 'ghost' | 'secondary' | 'primary';
  size?: 'sm' | 'md' | 'lg';
}

/** A button that shows only an icon; its label is required and becomes its accessible name. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, variant, size, className, type = 'button', children, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      aria-label={label}
      className={cx(iconButton({ variant, size }), className)}
      {...rest}
    >
      {children}
    </button>
  );
});
