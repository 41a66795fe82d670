import type { CookieConsent } from '@quizcoop/ui';
import { Button, CookieConsentBanner, acceptAllCookies, rejectAllCookies } from '@quizcoop/ui';
import type { ReactNode } from 'react';
import { Suspense, createContext, lazy, useCallback, useContext, useMemo, useState } from 'react';
import { readCookieConsent, writeCookieConsent } from './cookies';
import { useIsHydrated } from './useIsHydrated';
import { renderRouterLink } from './routerLink';
import { ISLANDS, islandAttributes } from '../islands/markers';

interface CookieSettingsContextValue {
  consent: CookieConsent | null;
  openSettings: () => void;
}

const CookieSettingsDialog = lazy(async () => ({
  default: (await import('./cookieSettingsDialog')).CookieSettingsDialog,
}));

const CookieSettingsContext = createContext<CookieSettingsContextValue | null>(null);

/** Opens the cookie settings again after a choice was made, from pages such as the privacy policy. */
export function CookieSettingsButton() {
  const settings = useContext(CookieSettingsContext);
  // A prerendered page shows the button before the app has taken it over; a press then would be lost.
  const hydrated = useIsHydrated();
  if (!settings) return null;
  return (
    <div>
      <Button
        variant="secondary"
        disabled={!hydrated}
        onClick={settings.openSettings}
        {...islandAttributes(ISLANDS.cookieSettings)}
      >
        Cookie Settings
      </Button>
    </div>
  );
}

/**
 * The cookie consent banner (until a choice is stored) and the settings dialog. Choices live in localStorage,
 * so they survive a reload and the banner does not come back. The stored choice is read once the page is in
 * the browser: a prerendered page knows nobody's choice, so it is drawn with the banner, which its head script
 * hides from the first frame when a choice is stored, and the takeover keeps it until the choice is read.
 */
export function CookieConsentControls({ children }: { children: ReactNode }) {
  const hydrated = useIsHydrated();
  const stored = useMemo(() => (hydrated ? readCookieConsent(window.localStorage) : undefined), [hydrated]);
  const [chosen, setChosen] = useState<CookieConsent>();
  const consent = chosen ?? stored;
  const [settingsOpen, setSettingsOpen] = useState(false);
  // The dialog mounts on its first opening and stays, so closing it animates and hands focus back as usual.
  const [settingsOpened, setSettingsOpened] = useState(false);

  const choose = useCallback((choice: CookieConsent) => {
    setChosen(writeCookieConsent(window.localStorage, choice));
  }, []);
  const openSettings = useCallback(() => {
    setSettingsOpened(true);
    setSettingsOpen(true);
  }, []);
  const context = useMemo(() => ({ consent: consent ?? null, openSettings }), [consent, openSettings]);

  return (
    <CookieSettingsContext.Provider value={context}>
      {children}
      {!consent && (
        <CookieConsentBanner
          onCustomize={openSettings}
          onRejectAll={() => choose(rejectAllCookies)}
          onAcceptAll={() => choose(acceptAllCookies)}
          renderLink={renderRouterLink}
          {...islandAttributes(ISLANDS.cookieBanner)}
        />
      )}
      {settingsOpened && (
        <Suspense fallback={null}>
          <CookieSettingsDialog
            open={settingsOpen}
            onOpenChange={setSettingsOpen}
            value={consent ?? rejectAllCookies}
            onSave={choose}
          />
        </Suspense>
      )}
    </CookieSettingsContext.Provider>
  );
}
