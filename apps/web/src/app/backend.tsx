import { createBackendClient, currentSession, subscribeToNewsletter } from '@quizcoop/api';
import type { BackendClient, BackendConfig } from '@quizcoop/api';
import { BackendProvider, createQueryClient, createSessionStore } from '@quizcoop/api/react';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SiteAccountArea } from './SiteAccountArea';
import { SessionEvents } from './SessionEvents';
import { RequireAdmin, RequireSignIn } from './guards';

/**
 * The backend client with everything that needs it to render. This module is loaded after the first paint,
 * so the auth, table and storage clients and the query cache stay out of the code the landing page waits for.
 */
export function backendFor(client: BackendClient, queryClient: QueryClient = createQueryClient()) {
  // The page renders a scope in several places (the header's menu, the guards, the page itself); sharing one
  // session store keeps a single listener on the auth client for all of them.
  const sessionStore = createSessionStore(client);
  /** Gives its children the one client, the one query cache and the one session of the app. */
  function BackendScope({ children }: { children: ReactNode }) {
    return (
      <BackendProvider client={client} queryClient={queryClient} sessionStore={sessionStore}>
        {children}
      </BackendProvider>
    );
  }
  return {
    client,
    BackendScope,
    SessionEvents,
    SiteAccountArea,
    RequireSignIn,
    RequireAdmin,
    currentSession: () => currentSession(client),
    subscribeToNewsletter: (email: string, origin: string) => subscribeToNewsletter(client, email, origin),
  };
}

export type Backend = ReturnType<typeof backendFor>;

export function createBackend(config: BackendConfig): Backend {
  return backendFor(createBackendClient(config));
}
