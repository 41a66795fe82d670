import { SITE_MESSAGES } from '@quizcoop/api';
import type { NewsletterSubmission } from '@quizcoop/ui';
import { Suspense, useState } from 'react';
import { useDeferredBackend } from './deferredBackend';
import { preloadableLazy } from './preloadableLazy';
import { toast } from './siteToasts';
import { useFirstScreenDone } from './useFirstScreenDone';
import { ISLANDS, islandAttributes } from '../islands/markers';
import { useIsStaticPage } from '../islands/staticPage';

const newsletterForm = preloadableLazy(
  () => import('./newsletterForm'),
  (module) => module.NewsletterForm,
);
const NewsletterForm = newsletterForm.Component;

/** The form's height on a phone, held while its code arrives so the page's length does not change. */
function NewsletterPlaceholder() {
  return <div aria-hidden="true" style={{ minHeight: '19rem' }} />;
}

/** Sending an address to the newsletter; each of the three outcomes is a toast, as the form itself stays put. */
export function useNewsletterSubscription() {
  const deferredBackend = useDeferredBackend();
  const [busy, setBusy] = useState(false);
  const subscribe = async ({ email }: NewsletterSubmission) => {
    setBusy(true);
    try {
      const backend = await deferredBackend.load();
      const outcome = await backend.subscribeToNewsletter(email, window.location.origin);
      if (outcome === 'already-subscribed') toast.info(SITE_MESSAGES.newsletterAlreadySubscribed);
      else toast.success(SITE_MESSAGES.newsletterSubscribed);
    } catch (error) {
      console.error('Newsletter sign-up failed:', error);
      toast.error(SITE_MESSAGES.newsletterFailed);
    } finally {
      setBusy(false);
    }
  };
  return { busy, subscribe: (submission: NewsletterSubmission) => void subscribe(submission) };
}

/**
 * The footer's newsletter sign-up. A static page is drawn with the form, which its island takes over when the
 * visitor first comes to it; the app shows it once the first screen is done with.
 */
export function NewsletterSignup() {
  const staticPage = useIsStaticPage();
  const { busy, subscribe } = useNewsletterSubscription();
  // Below the first screen: in the app its code waits until that screen is done with.
  const shown = useFirstScreenDone(newsletterForm.load);

  if (staticPage)
    return (
      <div {...islandAttributes(ISLANDS.newsletter)}>
        <Suspense fallback={<NewsletterPlaceholder />}>
          <NewsletterForm onSubmit={subscribe} />
        </Suspense>
      </div>
    );
  if (!shown) return <NewsletterPlaceholder />;
  return (
    <Suspense fallback={<NewsletterPlaceholder />}>
      <NewsletterForm busy={busy} onSubmit={subscribe} />
    </Suspense>
  );
}
