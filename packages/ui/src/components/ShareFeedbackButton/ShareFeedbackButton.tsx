import { cx } from '../../internal/classNames';
import { MessageIcon } from '../../internal/icons';
import { renderAnchor } from '../../internal/link';
import type { RenderLink } from '../../internal/link';
import { buttonClassName } from '../Button/Button';
import { floating } from './ShareFeedbackButton.css';

export interface ShareFeedbackButtonProps {
  href?: string;
  renderLink?: RenderLink;
  className?: string;
}

/**
 * The floating 'Share Feedback' link to the problem-report page, in the corner of every screen but the game's,
 * where it sits in the flow below the game instead.
 */
export function ShareFeedbackButton({
  href = '/report-problem',
  renderLink = renderAnchor,
  className,
}: ShareFeedbackButtonProps) {
  return renderLink({
    href,
    className: cx(buttonClassName({ variant: 'primary' }), floating, className),
    children: (
      <>
        <MessageIcon />
        Share Feedback
      </>
    ),
  });
}
