import type { ReactNode } from 'react';
import { forwardRef, useId } from 'react';
import { cx } from '../../internal/classNames';
import { LockIcon } from '../../internal/icons';
import { renderAnchor } from '../../internal/link';
import type { RenderLink } from '../../internal/link';
import { buttonClassName } from '../Button/Button';
import { gate, heading, text } from './PremiumFeatureGate.css';

export interface PremiumFeatureGateProps {
  /** What a free member misses here, said after the gate's own message. */
  children?: ReactNode;
  /** Where the upgrade link leads. */
  upgradeHref?: string;
  upgradeLabel?: string;
  renderLink?: RenderLink;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * Stands where a premium feature would be for a free member: 'Premium Feature', 'This feature is only available
 * with a premium subscription.' and the way to upgrade.
 */
export const PremiumFeatureGate = forwardRef<HTMLElement, PremiumFeatureGateProps>(
  function PremiumFeatureGate(
    {
      children,
      upgradeHref = '/pricing',
      upgradeLabel = 'Upgrade to Premium',
      renderLink = renderAnchor,
      headingLevel = 3,
      className,
    },
    ref,
  ) {
    const titleId = useId();
    const Heading = `h${headingLevel}` as const;
    return (
      <section ref={ref} aria-labelledby={titleId} className={cx(gate, className)}>
        <Heading id={titleId} className={heading}>
          <LockIcon />
          Premium Feature
        </Heading>
        <p className={text}>This feature is only available with a premium subscription.</p>
        {children ? <p className={text}>{children}</p> : null}
        {renderLink({
          href: upgradeHref,
          className: buttonClassName({ size: 'sm' }),
          children: upgradeLabel,
        })}
      </section>
    );
  },
);
