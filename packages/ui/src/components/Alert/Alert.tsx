import type { HTMLAttributes, ReactNode } from 'react';
import { forwardRef } from 'react';
import { cx } from '../../internal/classNames';
import { AlertIcon } from '../../internal/icons';
import { body, callout, content, icon, title as titleClass } from './Alert.css';

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  title?: ReactNode;
  children?: ReactNode;
}

/** An error message, such as a failed sign-in. It is announced at once (role alert) when it appears. */
export const Alert = forwardRef<HTMLDivElement, AlertProps>(function Alert(
  { title, children, className, ...rest },
  ref,
) {
  return (
    <div
      ref={ref}
      role="alert"
      className={cx(callout({ tone: 'danger' }), className)}
      data-tone="danger"
      {...rest}
    >
      <AlertIcon className={icon} />
      <div className={body}>
        {title && <p className={titleClass}>{title}</p>}
        {children && <div className={content}>{children}</div>}
      </div>
    </div>
  );
});
