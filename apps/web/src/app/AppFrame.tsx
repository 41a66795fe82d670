import type { ReactNode } from 'react';
import { StrictMode, useEffect } from 'react';
import { DeferredBackendProvider, WithBackend } from './deferredBackend';
import type { DeferredBackend } from './deferredBackend';

export interface AppFrameProps {
  backend: DeferredBackend;
  /** Where the session's events send the browser (a password recovery goes to the new-password screen). */
  navigate: (to: string) => unknown;
  /** The router, with the page it shows. */
  children: ReactNode;
}

/**
 * What surrounds the router, the same in the browser and in a prerendered page: the markup a page was
 * prerendered with is taken over only if both render the very same tree.
 */
/**
 * What a prerendered page's starter script listens for: presses before the takeover starts are kept, and made
 * again once the app has taken the page over.
 */
export const TAKEOVER_EVENTS = { started: 'quizcoop:hydrating', done: 'quizcoop:ready' } as const;

/** Says, once, that the app has drawn (or taken over) the page and answers presses. */
function AnnounceReady() {
  useEffect(() => {
    document.dispatchEvent(new Event(TAKEOVER_EVENTS.done));
  }, []);
  return null;
}

export function AppFrame({ backend, navigate, children }: AppFrameProps) {
  return (
    <StrictMode>
      <DeferredBackendProvider backend={backend}>
        <WithBackend>{({ SessionEvents }) => <SessionEvents navigate={navigate} />}</WithBackend>
        {children}
        <AnnounceReady />
      </DeferredBackendProvider>
    </StrictMode>
  );
}
