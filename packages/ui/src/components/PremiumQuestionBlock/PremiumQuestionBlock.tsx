import { forwardRef, useId } from 'react';
import { cx } from '../../internal/classNames';
import { LockIcon } from '../../internal/icons';
import { renderAnchor } from '../../internal/link';
import type { RenderLink } from '../../internal/link';
import { buttonClassName } from '../Button/Button';
import { badge, block, text, title } from './PremiumQuestionBlock.css';

export interface PremiumQuestionBlockProps {
  /** Where 'Upgrade Now' leads. */
  upgradeHref?: string;
  renderLink?: RenderLink;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** Stands in for a premium question a free player may not see: 'Premium Question' and an 'Upgrade Now' link. */
export const PremiumQuestionBlock = forwardRef<HTMLElement, PremiumQuestionBlockProps>(
  function PremiumQuestionBlock(
    { upgradeHref = '/pricing', renderLink = renderAnchor, headingLevel = 2, className },
    ref,
  ) {
    const titleId = useId();
    const Heading = `h${headingLevel}` as const;
    return (
      <section ref={ref} aria-labelledby={titleId} className={cx(block, className)}>
        <span className={badge}>
          <LockIcon />
        </span>
        <Heading id={titleId} className={title}>
          Premium Question
        </Heading>
        <p className={text}>
          This question is part of Quiz Coop Premium. Upgrade to play every question in the set.
        </p>
        {renderLink({
          href: upgradeHref,
          className: buttonClassName({ size: 'lg' }),
          children: 'Upgrade Now',
        })}
      </section>
    );
  },
);
