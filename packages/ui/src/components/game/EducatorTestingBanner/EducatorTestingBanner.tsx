import type { HTMLAttributes, ReactNode } from 'react';
import { forwardRef } from 'react';
import { cx } from '../../../internal/classNames';
import { InfoIcon } from '../../../internal/icons';
import { banner, icon, text, title as titleStyle } from './EducatorTestingBanner.css';

export interface EducatorTestingBannerProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  title?: ReactNode;
  /** What the testing site means for the teacher; a sensible default is given. */
  children?: ReactNode;
}

/**
 * Tells teachers they are on a testing copy of the game. Whether to show it (localhost, 127.0.0.1 or a
 * preview host) is the screen's decision; it is hidden while the document element carries
 * NOT_A_TESTING_HOST_ATTRIBUTE.
 */
export const EducatorTestingBanner = forwardRef<HTMLDivElement, EducatorTestingBannerProps>(
  function EducatorTestingBanner(
    {
      title = 'Educator testing mode',
      children = 'This is a testing copy of Quiz Coop. Games and question sets here may be reset at any time.',
      className,
      ...rest
    },
    ref,
  ) {
    return (
      <div ref={ref} role="note" className={cx(banner, className)} {...rest}>
        <InfoIcon className={icon} />
        <p className={text}>
          <span className={titleStyle}>{title}</span> {children}
        </p>
      </div>
    );
  },
);
