import type { ReactNode } from 'react';
import { StrictMode, useEffect } from 'react';
import { DeferredBackendProvider, WithBackend } from './deferredBackend';
import type { DeferredBackend } from './deferredBackend';
import { APP_READY_EVENT } from './appReady';
import { HydrationProvider } from './useIsHydrated';

export interface AppFrameProps {
  backend: DeferredBackend;
  /** Where the session's events send the browser (a password recovery goes to the new-password screen). */
  navigate: (to: string) => unknown;
  /** This render takes over a prerendered page (or is that page's prerender). */
  takingOver: boolean;
  /** The router, with the page it shows. */
  children: ReactNode;
}

/** Says, once, that the app has drawn (or taken over) the page and answers presses. */
function AnnounceReady() {
  useEffect(() => {
    document.dispatchEvent(new Event(APP_READY_EVENT));
  }, []);
  return null;
}

/**
 * What surrounds the router, the same in the browser and in a prerendered page: the markup a page was
 * prerendered with is taken over only if both render the very same tree.
 */
export function AppFrame({ backend, navigate, takingOver, children }: AppFrameProps) {
  return (
    <StrictMode>
      <HydrationProvider takingOver={takingOver}>
        <DeferredBackendProvider backend={backend}>
          <WithBackend>{({ SessionEvents }) => <SessionEvents navigate={navigate} />}</WithBackend>
          {children}
          <AnnounceReady />
        </DeferredBackendProvider>
      </HydrationProvider>
    </StrictMode>
  );
}
