import type { CookieConsent } from '@quizcoop/ui';

/** Where the visitor's cookie choices are kept: in this browser only, since they are about this browser. */
export const COOKIE_CONSENT_KEY = 'cookie_consent';

type ConsentStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * The stored choices, or null until the visitor has made one (the banner shows until then). Anything stored
 * that is not a complete set of choices counts as no choice, so the banner asks again.
 */
export function readCookieConsent(storage: ConsentStorage): CookieConsent | null {
  let stored: unknown;
  try {
    stored = JSON.parse(storage.getItem(COOKIE_CONSENT_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (typeof stored !== 'object' || stored === null) return null;
  const { analytics, preferences, marketing } = stored as Record<string, unknown>;
  if (typeof analytics !== 'boolean' || typeof preferences !== 'boolean' || typeof marketing !== 'boolean') {
    return null;
  }
  return { necessary: true, analytics, preferences, marketing };
}

/** Stores the choices; necessary cookies are always on, whatever is handed in. */
export function writeCookieConsent(storage: ConsentStorage, consent: CookieConsent): CookieConsent {
  const stored: CookieConsent = { ...consent, necessary: true };
  storage.setItem(COOKIE_CONSENT_KEY, JSON.stringify(stored));
  return stored;
}
