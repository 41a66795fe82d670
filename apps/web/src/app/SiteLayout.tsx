import { SITE_MESSAGES, subscribeToNewsletter } from '@quizcoop/api';
import { useBackendClient, useLogoUrl, useSession, useSubscription } from '@quizcoop/api/react';
import {
  Footer,
  Header,
  Logo,
  NewsletterForm,
  ShareFeedbackButton,
  Toaster,
  buttonClassName,
  sprinkles,
  toast,
} from '@quizcoop/ui';
import type { NewsletterSubmission } from '@quizcoop/ui';
import type { ReactNode } from 'react';
import { createContext, useCallback, useContext, useLayoutEffect, useState } from 'react';
import { Link, Outlet, ScrollRestoration, useMatches } from 'react-router';
import { AccountMenu } from './AccountMenu';
import { CookieConsentControls } from './cookiesConsent';
import { renderRouterLink } from './routerLink';

/** Where teachers and schools write to us: the footer's contact link and the support pages. */
export const CONTACT_EMAIL = 'support@quizcoop.org';

/** What a route may tell the layout through its `handle`. */
export interface SiteRouteHandle {
  /** The page draws its own header (the game, with its mute toggle and game buttons). */
  ownHeader?: boolean;
}

/** The handle for a route whose page always renders its own header: `{ path, element, handle: ownHeader }`. */
export const ownHeader: SiteRouteHandle = { ownHeader: true };

function usesOwnHeader(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && (handle as SiteRouteHandle).ownHeader === true;
}

const OwnHeaderContext = createContext<((claimed: boolean) => void) | null>(null);

/**
 * For a screen that draws its own header only in some states (the game while it is played): while the
 * calling component is mounted, the site header steps aside. A layout effect, so the two never show together.
 */
export function useOwnHeader(): void {
  const claim = useContext(OwnHeaderContext);
  useLayoutEffect(() => {
    if (!claim) return undefined;
    claim(true);
    return () => claim(false);
  }, [claim]);
}

function SiteHeader() {
  const logoUrl = useLogoUrl();
  const { status } = useSession();
  const { isPremium } = useSubscription();
  return (
    <Header
      logo={<Logo src={logoUrl} size="sm" />}
      renderLink={renderRouterLink}
      profileMenu={
        status === 'signed-in' ? (
          <AccountMenu isPremium={isPremium} />
        ) : status === 'signed-out' ? (
          <Link to="/auth" className={buttonClassName({ variant: 'secondary' })}>
            Sign in
          </Link>
        ) : null
      }
    />
  );
}

/** The footer's newsletter sign-up, with the three outcomes of spec §8 as toasts. */
function NewsletterSignup() {
  const client = useBackendClient();
  const [busy, setBusy] = useState(false);
  const subscribe = async ({ email }: NewsletterSubmission) => {
    setBusy(true);
    try {
      const outcome = await subscribeToNewsletter(client, email, window.location.origin);
      if (outcome === 'already-subscribed') toast.info(SITE_MESSAGES.newsletterAlreadySubscribed);
      else toast.success(SITE_MESSAGES.newsletterSubscribed);
    } catch (error) {
      console.error('Newsletter sign-up failed:', error);
      toast.error(SITE_MESSAGES.newsletterFailed);
    } finally {
      setBusy(false);
    }
  };
  return <NewsletterForm busy={busy} onSubmit={(submission) => void subscribe(submission)} />;
}

/**
 * The frame around every page (spec §2 "Footer and global elements"): the site header (unless the page has
 * its own: a route `handle` of `ownHeader`, or `useOwnHeader()` in the component that draws it), the page, the footer with the newsletter, the floating 'Share Feedback'
 * link, the cookie consent banner and settings, and the one Toaster of the app. Each page renders its own
 * `<main>` (SitePage does for the site's pages), so the layout adds none.
 */
export function SiteLayout() {
  const matches = useMatches();
  const [ownHeaderClaims, setOwnHeaderClaims] = useState(0);
  const claimOwnHeader = useCallback(
    (claimed: boolean) => setOwnHeaderClaims((count) => count + (claimed ? 1 : -1)),
    [],
  );
  const showSiteHeader = ownHeaderClaims === 0 && !matches.some((match) => usesOwnHeader(match.handle));
  return (
    <CookieConsentControls>
      {showSiteHeader && <SiteHeader />}
      <OwnHeaderContext.Provider value={claimOwnHeader}>
        <Outlet />
      </OwnHeaderContext.Provider>
      <Footer contactEmail={CONTACT_EMAIL} newsletter={<NewsletterSignup />} renderLink={renderRouterLink} />
      <ShareFeedbackButton renderLink={renderRouterLink} />
      <Toaster />
      <ScrollRestoration />
    </CookieConsentControls>
  );
}

const pageClass = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg', padding: 'lg' });

export interface SitePageProps {
  title: ReactNode;
  /** A line under the heading saying what the page is for. */
  intro?: ReactNode;
  children?: ReactNode;
}

/** The scaffolding of a site page: its main landmark, one level-1 heading and the content. */
export function SitePage({ title, intro, children }: SitePageProps) {
  return (
    <main className={pageClass} style={{ maxWidth: '60rem', marginInline: 'auto', width: '100%' }}>
      <header>
        <h1>{title}</h1>
        {intro && <p>{intro}</p>}
      </header>
      {children}
    </main>
  );
}

const centredPageClass = sprinkles({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 'lg',
  paddingY: 'xl',
  paddingX: 'md',
});
const centredTextClass = sprinkles({ textAlign: 'center' });

/** A page standing in one centred column: the landing page and the account screens. */
export function CentredPage({ centredText, children }: { centredText?: boolean; children: ReactNode }) {
  return (
    <main className={centredText ? `${centredPageClass} ${centredTextClass}` : centredPageClass}>
      {children}
    </main>
  );
}
