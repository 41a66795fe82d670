import type { HTMLAttributes, ReactNode } from 'react';
import { forwardRef } from 'react';
import { banner, icon, text, title as titleStyle } from './EducatorTestingBanner.css';

export interface EducatorTestingBannerProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  title?: ReactNode;
  /** What the testing site means for the teacher; a sensible default is given. */
  children?: ReactNode;
}

/**
 * Tells teachers they are on a testing copy of the game. Whether to show it (localhost, 127.0.0.1 or a
 * preview host) is the screen's decision.
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
      <div ref={ref} role="note" className={[banner, className].filter(Boolean).join(' ')} {...rest}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={icon}>
          <path d="M9 3h6M10 3v6l-5.5 9.5A1.7 1.7 0 0 0 6 21h12a1.7 1.7 0 0 0 1.5-2.5L14 9V3" />
          <path d="M7.5 15h9" />
        </svg>
        <p className={text}>
          <span className={titleStyle}>{title}</span> {children}
        </p>
      </div>
    );
  },
);
