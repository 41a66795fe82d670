import type { HTMLAttributes } from 'react';
import { forwardRef, useId } from 'react';
import { cx } from '../../internal/classNames';
import { renderAnchor } from '../../internal/link';
import type { RenderLink } from '../../internal/link';
import { Button } from '../Button/Button';
import { actions, banner, body, link, text, title } from './CookieConsentBanner.css';

export interface CookieConsentBannerProps extends HTMLAttributes<HTMLElement> {
  /** Opens the cookie settings dialog. */
  onCustomize: () => void;
  onRejectAll: () => void;
  onAcceptAll: () => void;
  privacyHref?: string;
  renderLink?: RenderLink;
  /** 'fixed' pins it to the foot of the window; 'inline' leaves it in the flow. */
  placement?: 'fixed' | 'inline';
}

/**
 * Asks for cookie consent with Customize, Reject All and Accept All. The app shows it until a choice is stored;
 * it is hidden while the document element carries COOKIE_CHOICE_STORED_ATTRIBUTE.
 */
export const CookieConsentBanner = forwardRef<HTMLElement, CookieConsentBannerProps>(
  function CookieConsentBanner(
    {
      onCustomize,
      onRejectAll,
      onAcceptAll,
      privacyHref = '/privacy',
      renderLink = renderAnchor,
      placement = 'fixed',
      className,
      ...rest
    },
    ref,
  ) {
    const titleId = useId();
    return (
      <section
        ref={ref}
        aria-labelledby={titleId}
        className={cx(banner, className)}
        data-placement={placement}
        {...rest}
      >
        <div className={text}>
          <h2 id={titleId} className={title}>
            We use cookies
          </h2>
          <p className={body}>
            Necessary cookies keep Quiz Coop working. With your permission we also use cookies for analytics,
            preferences and marketing. Read our{' '}
            {renderLink({ href: privacyHref, className: link, children: 'Privacy Policy' })}.
          </p>
        </div>
        <div className={actions}>
          <Button variant="ghost" onClick={onCustomize}>
            Customize
          </Button>
          <Button variant="secondary" onClick={onRejectAll}>
            Reject All
          </Button>
          <Button onClick={onAcceptAll}>Accept All</Button>
        </div>
      </section>
    );
  },
);
