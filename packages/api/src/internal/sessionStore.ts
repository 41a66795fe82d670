import type { AuthChangeEvent, Session } from '@supabase/auth-js';
import type { BackendClient } from './client';

export type SessionState =
  | { status: 'loading'; session: null }
  | { status: 'signed-in'; session: Session }
  | { status: 'signed-out'; session: null };

export type AuthEventListener = (event: AuthChangeEvent, session: Session | null) => void;

/**
 * The session as the whole app sees it, from one subscription to the auth client's events however many
 * components read it: each subscription is a listener the auth client calls on every token refresh, and a
 * page with a dozen readers would otherwise hold a dozen.
 */
export interface SessionStore {
  /** Calls the listener with every auth event; one that arrives after the first event hears it replayed. */
  subscribe(listener: AuthEventListener): () => void;
  current(): SessionState;
}

export const LOADING_SESSION: SessionState = { status: 'loading', session: null };

function stateOf(session: Session | null): SessionState {
  return session ? { status: 'signed-in', session } : { status: 'signed-out', session: null };
}

/**
 * A session store over one client. It listens to the auth client only while someone listens to it, so a
 * store nobody reads any more holds nothing.
 */
export function createSessionStore(client: BackendClient): SessionStore {
  const listeners = new Set<AuthEventListener>();
  let state = LOADING_SESSION;
  let stopListening: (() => void) | null = null;

  function startListening() {
    let unsubscribe = () => undefined as void;
    const stopWaiting = client.whenAuthLoaded((auth) => {
      const { data } = auth.onAuthStateChange((event, session) => {
        state = stateOf(session);
        for (const listener of [...listeners]) listener(event, session);
      });
      unsubscribe = () => data.subscription.unsubscribe();
    });
    stopListening = () => {
      stopWaiting();
      unsubscribe();
    };
    // A visitor who keeps no session is signed out until they sign in, which loads the auth client, whose
    // events this store hears from then on; one who may have a session waits for the auth client to say.
    if (client.mayHaveSession()) {
      client.auth().catch((error: unknown) => console.error('The sign-in code could not be loaded:', error));
    } else if (state.status === 'loading') {
      state = stateOf(null);
    }
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (!stopListening) startListening();
      // A late listener still learns who is signed in, as the auth client tells each new subscriber.
      if (state.status !== 'loading') listener('INITIAL_SESSION', state.session);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && stopListening) {
          stopListening();
          stopListening = null;
        }
      };
    },
    current: () => state,
  };
}
