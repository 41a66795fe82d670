import type { FeatureEventInput } from '@quizcoop/api';
import { recordFeatureEvent } from '@quizcoop/api';

type AnalyticsStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The analytics choice as the cookie banner stores it (see cookies.ts, whose writer the tests use). Read here
 * rather than through that module, which belongs to the landing page's bundle: importing it from a screen's
 * chunk splits that bundle in two and makes every first load bigger.
 */
function analyticsAllowed(storage: Pick<Storage, 'getItem'>): boolean {
  try {
    const stored: unknown = JSON.parse(storage.getItem('cookie_consent') ?? 'null');
    return (
      typeof stored === 'object' && stored !== null && (stored as { analytics?: unknown }).analytics === true
    );
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
  recordFeatureEvent(storage, input, { analyticsConsent: analyticsAllowed(storage) });
}
