import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createContext, useContext, useState } from 'react';
import type { BackendClient } from './client';

/** Spec §7: 1 retry, no refetch on window focus, data fresh for 30 s. */
export const QUERY_DEFAULTS = { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: QUERY_DEFAULTS } });
}

const BackendClientContext = createContext<BackendClient | null>(null);

export interface BackendProviderProps {
  client: BackendClient;
  /** A query client of the caller's; a new one with the spec's defaults otherwise. */
  queryClient?: QueryClient;
  children: ReactNode;
}

export function BackendProvider({ client, queryClient, children }: BackendProviderProps) {
  const [ownQueryClient] = useState(() => queryClient ?? createQueryClient());
  return (
    <BackendClientContext.Provider value={client}>
      <QueryClientProvider client={ownQueryClient}>{children}</QueryClientProvider>
    </BackendClientContext.Provider>
  );
}

export function useBackendClient(): BackendClient {
  const client = useContext(BackendClientContext);
  if (!client) throw new Error('useBackendClient must be used inside <BackendProvider>.');
  return client;
}
