import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createContext, useContext, useMemo, useState } from 'react';
import type { BackendClient } from './client';
import type { SessionStore } from './sessionStore';
import { createSessionStore } from './sessionStore';

/**
 * One retry, no refetch when the window regains focus, and data fresh for 30 seconds: a classroom screen is
 * left open for a whole lesson, and refetching every time a teacher switches windows would only add load.
 */
export const QUERY_DEFAULTS = { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: QUERY_DEFAULTS } });
}

interface Backend {
  client: BackendClient;
  sessionStore: SessionStore;
}

const BackendContext = createContext<Backend | null>(null);

export interface BackendProviderProps {
  client: BackendClient;
  /** A query client of the caller's; a new one with the defaults above otherwise. */
  queryClient?: QueryClient;
  /**
   * The app's one session store, when the app renders several providers over one client; a provider makes
   * its own otherwise.
   */
  sessionStore?: SessionStore;
  children: ReactNode;
}

export function BackendProvider({ client, queryClient, sessionStore, children }: BackendProviderProps) {
  const [ownQueryClient] = useState(() => queryClient ?? createQueryClient());
  const backend = useMemo(
    () => ({ client, sessionStore: sessionStore ?? createSessionStore(client) }),
    [client, sessionStore],
  );
  return (
    <BackendContext.Provider value={backend}>
      <QueryClientProvider client={ownQueryClient}>{children}</QueryClientProvider>
    </BackendContext.Provider>
  );
}

function useBackend(): Backend {
  const backend = useContext(BackendContext);
  if (!backend) throw new Error('The backend hooks must be used inside <BackendProvider>.');
  return backend;
}

export function useBackendClient(): BackendClient {
  return useBackend().client;
}

export function useSessionStore(): SessionStore {
  return useBackend().sessionStore;
}
