import { Header, Logo, sprinkles } from '@quizcoop/ui';
import { Suspense, createContext, useCallback, useContext, useLayoutEffect, useState } from 'react';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { CookieConsentControls } from './cookiesConsent';
import { preloadableLazy } from './preloadableLazy';
import { WithBackend, useDeferredBackend } from './deferredBackend';
import { SiteToaster } from './siteToasts';
import { renderRouterLink } from './routerLink';

// The pages' scaffolding lives apart, so a page's island on a static page can draw it without the layout.
export { CentredPage, SitePage } from './SitePage';
export type { SitePageProps } from './SitePage';
import { StaticAccountArea, useIsStaticPage } from '../islands/staticPage';

/** Where teachers and schools write to us: the footer's contact link and the support pages. */
export const CONTACT_EMAIL = 'support@quizcoop.org';

const siteFooter = preloadableLazy(
  () => import('./SiteFooter'),
  (module) => module.SiteFooter,
);
const SiteFooter = siteFooter.Component;

/** Loads the footer's code, which every page shows below its own. */
export const loadSiteFooter = siteFooter.load;

/** What a route may tell the layout through its `handle`. */
interface SiteRouteHandle {
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
  const { logoUrl } = useDeferredBackend();
  const staticPage = useIsStaticPage();
  return (
    <Header
      logo={<Logo src={logoUrl} size="sm" />}
      renderLink={renderRouterLink}
      profileMenu={
        staticPage ? (
          <StaticAccountArea />
        ) : (
          <WithBackend>{(backend) => <backend.SiteAccountArea />}</WithBackend>
        )
      }
    />
  );
}

const pageAreaClass = sprinkles({ minHeight: 'screen' });

/**
 * The frame around every page: the site header (unless the page has
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
        <div className={pageAreaClass}>
          <Outlet />
        </div>
      </OwnHeaderContext.Provider>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
      <SiteToaster />
      <ScrollRestoration />
    </CookieConsentControls>
  );
}
