import type { CookieConsent } from '@quizcoop/ui';
import { COOKIE_CHOICE_STORED_ATTRIBUTE, rejectAllCookies } from '@quizcoop/ui';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { WithBackend } from '../app/deferredBackend';
import type * as CookieSettingsModule from '../app/cookieSettingsDialog';
import { readCookieConsent, writeCookieConsent } from '../app/cookies';
import { NewsletterForm } from '../app/newsletterForm';
import { useNewsletterSubscription } from '../app/NewsletterSignup';
import { SiteToaster } from '../app/siteToasts';
import { IslandFrame, islandBackend } from './IslandFrame';

// The islands of a static page that need React: loaded with React when the first of them is needed.

let toasterShown = false;

/** Renders an island into its element, in place of the static markup, at once (so focus can be put back). */
function render(element: Element, island: ReactNode): void {
  if (!toasterShown) {
    toasterShown = true;
    const toaster = document.body.appendChild(document.createElement('div'));
    createRoot(toaster).render(
      <IslandFrame>
        <SiteToaster />
      </IslandFrame>,
    );
  }
  const root = createRoot(element);
  flushSync(() => root.render(<IslandFrame>{island}</IslandFrame>));
}

/** The header's account area for a visitor whose browser keeps a session: the account menu, or 'Sign in'. */
export async function mountAccount(island: Element): Promise<void> {
  await islandBackend.load();
  render(island, <WithBackend>{(backend) => <backend.SiteAccountArea />}</WithBackend>);
}

/** The pricing plans as a signed-in teacher sees them: their premium, or 'Upgrade' to the checkout. */
export async function mountPricing(island: Element): Promise<void> {
  const [{ Pricing }] = await Promise.all([import('../routes/checkout/PricingPage'), islandBackend.load()]);
  render(island, <WithBackend>{() => <Pricing />}</WithBackend>);
}

function Newsletter({ defaultEmail }: { defaultEmail: string }) {
  const { busy, subscribe } = useNewsletterSubscription();
  return <NewsletterForm busy={busy} defaultEmail={defaultEmail} onSubmit={subscribe} />;
}

/** The footer's newsletter form, with what was typed into its static copy. */
export async function mountNewsletter(island: Element, email: string): Promise<void> {
  render(island, <Newsletter defaultEmail={email} />);
}

let openSettings: (() => void) | undefined;

function CookieSettings({ dialog: Dialog }: { dialog: typeof CookieSettingsModule.CookieSettingsDialog }) {
  const [open, setOpen] = useState(true);
  const [consent, setConsent] = useState(() => readCookieConsent(window.localStorage));
  useEffect(() => {
    openSettings = () => setOpen(true);
  }, []);
  const save = (choice: CookieConsent) => {
    setConsent(writeCookieConsent(window.localStorage, choice));
    // The banner drawn into the page hides itself once the document says a choice is stored.
    document.documentElement.setAttribute(COOKIE_CHOICE_STORED_ATTRIBUTE, '');
  };
  return <Dialog open={open} onOpenChange={setOpen} value={consent ?? rejectAllCookies} onSave={save} />;
}

/** Opens the cookie settings dialog (from the banner's Customize, or the privacy page's Cookie Settings). */
export async function openCookieSettings(): Promise<void> {
  if (openSettings) {
    openSettings();
    return;
  }
  const { CookieSettingsDialog } = await import('../app/cookieSettingsDialog');
  render(
    document.body.appendChild(document.createElement('div')),
    <CookieSettings dialog={CookieSettingsDialog} />,
  );
}
