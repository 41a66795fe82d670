import { SITE_MESSAGES } from '@quizcoop/api';
import type { NewsletterSubmission } from '@quizcoop/ui';
import { Suspense, lazy, useState } from 'react';
import { useDeferredBackend } from './deferredBackend';
import { toast } from './siteToasts';
import { useFirstScreenDone } from './useFirstScreenDone';

const NewsletterForm = lazy(async () => ({ default: (await import('./newsletterForm')).NewsletterForm }));

/** The form's height on a phone, held while its code arrives so the page's length does not change. */
function NewsletterPlaceholder() {
  return <div aria-hidden="true" style={{ minHeight: '19rem' }} />;
}

/** The footer's newsletter sign-up; each of its three outcomes is a toast, as the form itself stays put. */
export function NewsletterSignup() {
  const deferredBackend = useDeferredBackend();
  // Below the first screen: its code waits until that screen is done with.
  const shown = useFirstScreenDone();
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

  if (!shown) return <NewsletterPlaceholder />;
  return (
    <Suspense fallback={<NewsletterPlaceholder />}>
      <NewsletterForm busy={busy} onSubmit={(submission) => void subscribe(submission)} />
    </Suspense>
  );
}
