import type { CookieConsent } from '@quizcoop/ui';

/** Where the visitor's cookie choices are kept: in this browser only, since they are about this browser. */
export const COOKIE_CONSENT_KEY = 'cookie_consent';

type ConsentStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * The stored choices, or null until the visitor has made one (the banner shows until then). Anything stored
 * that is not a complete set of choices counts as no choice, so the banner asks again.
 */
export function readCookieConsent(storage: ConsentStorage): CookieConsent | null {
  try {
    const { analytics, preferences, marketing } = JSON.parse(storage.getItem(COOKIE_CONSENT_KEY)!) as Record<
      string,
      unknown
    >;
    return [analytics, preferences, marketing].every((choice) => typeof choice === 'boolean')
      ? ({ necessary: true, analytics, preferences, marketing } as CookieConsent)
      : null;
  } catch {
    // Nothing stored (null cannot be taken apart), or something that is not JSON.
    return null;
  }
}

/** Stores the choices; necessary cookies are always on, whatever is handed in. */
export function writeCookieConsent(storage: ConsentStorage, consent: CookieConsent): CookieConsent {
  const stored: CookieConsent = { ...consent, necessary: true };
  storage.setItem(COOKIE_CONSENT_KEY, JSON.stringify(stored));
  return stored;
}

/** Every optional cookie allowed, or none: the banner's Accept All and Reject All. */
export function allOptionalCookies(allowed: boolean): CookieConsent {
  return { necessary: true, analytics: allowed, preferences: allowed, marketing: allowed };
}
