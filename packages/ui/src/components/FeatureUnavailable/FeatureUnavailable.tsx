import type { ReactNode } from 'react';
import { forwardRef, useId } from 'react';
import { cx } from '../../internal/classNames';
import { InfoIcon } from '../../internal/icons';
import { gate, heading, text } from './FeatureUnavailable.css';

export interface FeatureUnavailableProps {
  /** What cannot be done here for now, said after the gate's own message. */
  children?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * Stands where a switched-off feature would be: 'Feature Unavailable' and 'This feature is currently
 * unavailable.' It offers no upgrade, since no plan brings the feature back.
 */
export const FeatureUnavailable = forwardRef<HTMLElement, FeatureUnavailableProps>(
  function FeatureUnavailable({ children, headingLevel = 3, className }, ref) {
    const titleId = useId();
    const Heading = `h${headingLevel}` as const;
    return (
      <section ref={ref} aria-labelledby={titleId} className={cx(gate, className)}>
        <Heading id={titleId} className={heading}>
          <InfoIcon />
          Feature Unavailable
        </Heading>
        <p className={text}>This feature is currently unavailable.</p>
        {children ? <p className={text}>{children}</p> : null}
      </section>
    );
  },
);
