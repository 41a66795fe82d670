import type { ReactNode } from 'react';
import { createContext, startTransition, useContext, useEffect, useState } from 'react';

const HydratedContext = createContext(true);

export interface HydrationProviderProps {
  /** This render takes over a prerendered page (or is that page's prerender). */
  takingOver: boolean;
  children: ReactNode;
}

/**
 * Says whether the page is the browser's own yet. Rendered ahead of time and while the browser takes that
 * markup over, it is not; from then on it is. The change is a transition: the page then renders what only the
 * browser knows in short, interruptible steps, not in one long stretch the visitor would have to wait out.
 */
export function HydrationProvider({ takingOver, children }: HydrationProviderProps) {
  const [hydrated, setHydrated] = useState(!takingOver);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <HydratedContext.Provider value={hydrated}>{children}</HydratedContext.Provider>;
}

/**
 * False while a page is rendered ahead of time and while the browser takes that markup over, true from then
 * on. What only the browser knows (its storage, the address it shows) must wait for true, so the takeover
 * renders exactly what was prerendered.
 */
export function useIsHydrated(): boolean {
  return useContext(HydratedContext);
}
