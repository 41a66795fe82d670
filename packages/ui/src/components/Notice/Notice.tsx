import type { HTMLAttributes, ReactNode } from 'react';
import { forwardRef } from 'react';
import { cx } from '../../internal/classNames';
import { InfoIcon } from '../../internal/icons';
import { body, callout, content, icon, title as titleClass } from '../Alert/Alert.css';
import { aside as asideClass } from './Notice.css';

export interface NoticeProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  title?: ReactNode;
  children?: ReactNode;
  /** A smaller follow-up line, such as a hint to check the spam folder. */
  aside?: ReactNode;
}

/**
 * The blue confirmation notice, such as 'Check your email to confirm your account'. It is a polite status: read
 * out when the person is ready, without interrupting.
 */
export const Notice = forwardRef<HTMLDivElement, NoticeProps>(function Notice(
  { title, children, aside, className, ...rest },
  ref,
) {
  return (
    <div
      ref={ref}
      role="status"
      className={cx(callout({ tone: 'info' }), className)}
      data-tone="info"
      {...rest}
    >
      <InfoIcon className={icon} />
      <div className={body}>
        {title && <p className={titleClass}>{title}</p>}
        {children && <div className={content}>{children}</div>}
        {aside && <p className={asideClass}>{aside}</p>}
      </div>
    </div>
  );
});
