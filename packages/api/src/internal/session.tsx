import type { Session } from '@supabase/auth-js';
import { useEffect, useState } from 'react';
import { useBackendClient } from './provider';

export type SessionState =
  | { status: 'loading'; session: null }
  | { status: 'signed-in'; session: Session }
  | { status: 'signed-out'; session: null };

/** The current session, kept up to date from the auth client's events. */
export function useSession(): SessionState {
  const client = useBackendClient();
  const [state, setState] = useState<SessionState>({ status: 'loading', session: null });
  useEffect(() => {
    const { data } = client.auth.onAuthStateChange((_event, session) => {
      setState(session ? { status: 'signed-in', session } : { status: 'signed-out', session: null });
    });
    return () => data.subscription.unsubscribe();
  }, [client]);
  return state;
}
