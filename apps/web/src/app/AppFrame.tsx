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
/** What a prerendered page's starter script waits for: buttons pressed before it are pressed again. */
export const APP_READY_EVENT = 'quizcoop:ready';

/** Says, once, that the app has drawn (or taken over) the page and answers presses. */
function AnnounceReady() {
  useEffect(() => {
    document.dispatchEvent(new Event(APP_READY_EVENT));
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
