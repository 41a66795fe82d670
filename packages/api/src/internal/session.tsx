import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { useSessionStore } from './provider';
import type { AuthEventListener } from './sessionStore';
import { LOADING_SESSION } from './sessionStore';
import type { SessionState } from './sessionStore';

const serverSnapshot = () => LOADING_SESSION;

/** The current session, kept up to date from the app's one session store. */
export function useSession(): SessionState {
  const store = useSessionStore();
  const subscribe = useCallback((onChange: () => void) => store.subscribe(() => onChange()), [store]);
  return useSyncExternalStore(subscribe, store.current, serverSnapshot);
}

/** Calls `onEvent` with each auth event (sign-in, sign-out, password recovery, …) while mounted. */
export function useAuthEvents(onEvent: AuthEventListener): void {
  const store = useSessionStore();
  const latest = useRef(onEvent);
  useEffect(() => {
    latest.current = onEvent;
  });
  useEffect(() => store.subscribe((event, session) => latest.current(event, session)), [store]);
}
