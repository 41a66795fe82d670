import type { ReactNode } from 'react';
import { createContext, useContext, useEffect, useState } from 'react';
import type { Backend } from './backend';
import { loadOnce } from './loadOnce';

/** The backend's code, which arrives after the first paint, and what the first paint needs without it. */
export interface DeferredBackend {
  /** Loads the backend once; a failed load is tried again on the next call. */
  load: () => Promise<Backend>;
  /** The backend, once it has arrived. */
  current: () => Backend | undefined;
  /** The logo's address, known from the configuration before the backend arrives. */
  logoUrl: string;
}

export function deferBackend(load: () => Promise<Backend>, logoUrl: string): DeferredBackend {
  return { ...loadOnce(load), logoUrl };
}

const DeferredBackendContext = createContext<DeferredBackend | null>(null);

export function DeferredBackendProvider({
  backend,
  children,
}: {
  backend: DeferredBackend;
  children: ReactNode;
}) {
  return <DeferredBackendContext.Provider value={backend}>{children}</DeferredBackendContext.Provider>;
}

export function useDeferredBackend(): DeferredBackend {
  const backend = useContext(DeferredBackendContext);
  if (!backend) throw new Error('useDeferredBackend must be used inside <DeferredBackendProvider>.');
  return backend;
}

/** The backend once it has arrived, null until then (and after a failed load, which a later call retries). */
export function useBackend(): Backend | null {
  const deferred = useDeferredBackend();
  const [backend, setBackend] = useState(() => deferred.current() ?? null);
  useEffect(() => {
    if (backend) return undefined;
    let current = true;
    deferred.load().then(
      (loaded) => current && setBackend(loaded),
      (error: unknown) => console.error('The backend code could not be loaded:', error),
    );
    return () => {
      current = false;
    };
  }, [backend, deferred]);
  return backend;
}

export interface WithBackendProps {
  /** What shows until the backend arrives: nothing, or a placeholder holding the same space. */
  fallback?: ReactNode;
  children: (backend: Backend) => ReactNode;
}

/** Renders its children with the backend once it has arrived, inside the backend's providers. */
export function WithBackend({ fallback = null, children }: WithBackendProps) {
  const backend = useBackend();
  if (!backend) return fallback;
  return <backend.BackendScope>{children(backend)}</backend.BackendScope>;
}
