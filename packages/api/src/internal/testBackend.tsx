import type { TestServer } from '@quizcoop/server/testing';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createBackendClient } from './client';
import type { BackendClient } from './client';
import { BackendProvider, createQueryClient } from './provider';

/** A client of a test server as a visitor, keeping its session in memory only. */
export function visitorClient(server: TestServer): BackendClient {
  return createBackendClient(
    { supabaseUrl: server.url, supabaseAnonKey: server.anonKey },
    { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  );
}

/** A client of a test server signed in with a password, as the sign-in form does. */
export async function signedInClient(
  server: TestServer,
  credentials: { email: string; password: string },
): Promise<BackendClient> {
  const client = visitorClient(server);
  const { error } = await (await client.auth()).signInWithPassword(credentials);
  if (error) throw error;
  return client;
}

/** The app's query client, except that a read that fails fails at once, so a test sees it without waiting. */
export function queryClientWithoutRetries(): QueryClient {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  return queryClient;
}

/** Renders a hook under the backend's provider, as the app does, with `client` and a query client of its own. */
export function backendWrapper(
  client: BackendClient,
  queryClient: QueryClient = queryClientWithoutRetries(),
) {
  return function BackendWrapper({ children }: { children: ReactNode }) {
    return (
      <BackendProvider client={client} queryClient={queryClient}>
        {children}
      </BackendProvider>
    );
  };
}
