import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False while a page is rendered ahead of time and while the browser takes that markup over, true from then
 * on. What only the browser knows (its storage, the address it shows) must wait for true, so the takeover
 * renders exactly what was prerendered.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
