import { Footer, ShareFeedbackButton } from '@quizcoop/ui';
import { NewsletterSignup } from './NewsletterSignup';
import { CONTACT_EMAIL } from './SiteLayout';
import { renderRouterLink } from './routerLink';

/**
 * The footer with its newsletter and the floating 'Share Feedback' link. It is the last thing on every page and
 * the link floats, so they load just after the page is drawn without moving anything on it.
 */
export function SiteFooter() {
  return (
    <>
      <Footer contactEmail={CONTACT_EMAIL} newsletter={<NewsletterSignup />} renderLink={renderRouterLink} />
      <ShareFeedbackButton renderLink={renderRouterLink} />
    </>
  );
}
