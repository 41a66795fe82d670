import type { FeatureEventInput } from '@quizcoop/api';
import { recordFeatureEvent } from '@quizcoop/api';

type AnalyticsStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Whether the visitor's stored cookie choice (as cookies.ts writes and reads it) allows analytics. It reads the
 * choice itself rather than through that module, which belongs to the landing page's bundle: any module shared
 * between that bundle and a screen's chunk splits the bundle in two and makes every first load bigger. The
 * tests hold this reading to readCookieConsent's on every kind of stored value.
 */
export function analyticsConsented(storage: Pick<Storage, 'getItem'>): boolean {
  try {
    const { analytics, preferences, marketing } = JSON.parse(storage.getItem('cookie_consent')!) as Record<
      string,
      unknown
    >;
    return analytics === true && typeof preferences === 'boolean' && typeof marketing === 'boolean';
  } catch {
    return false;
  }
}

/**
 * Notes one use of a gated feature in this browser, only once the visitor has allowed analytics cookies; until
 * they choose, or when they refuse, nothing is kept.
 */
export function recordFeatureUse(
  input: FeatureEventInput,
  storage: AnalyticsStorage = window.localStorage,
): void {
  recordFeatureEvent(storage, input, { analyticsConsent: analyticsConsented(storage) });
}
