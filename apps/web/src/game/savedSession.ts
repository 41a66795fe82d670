import type { PersistedSession, SessionStorage } from '@quizcoop/engine';
import type { PersonalStorage } from '../app/personalStorage';
import { whenIdle } from '../app/whenIdle';

/**
 * Where the play session is kept among its teacher's entries: the roster, the Score Scrambles played and any
 * game in progress with its questions, which may be premium or private ones. It is kept for the tab, so a
 * reload (or the browser bringing the tab back) carries on, and a new tab is a new play session.
 */
export const SAVED_SESSION_KEY = 'playSession';

/** What earlier versions kept apart: a saved game in every tab, and the session's count in the tab. */
const EARLIER_KEPT_ENTRIES = ['savedGame'];
const EARLIER_TAB_ENTRIES = ['scramblesPlayed'];

/** The session's storage port, whose writes wait for an idle moment; `flush` writes the waiting one now. */
export interface SavedSession extends SessionStorage {
  readonly flush: () => void;
}

/**
 * Writing a session with its question sets is slow on a school laptop; done inside a click it delays the
 * click's feedback. Saves are written once the browser is idle (within a second), and only the latest.
 */
export function savedSessionIn(storage: PersonalStorage): SavedSession {
  for (const name of EARLIER_KEPT_ENTRIES) storage.kept.removeItem(name);
  for (const name of EARLIER_TAB_ENTRIES) storage.tab.removeItem(name);
  let waiting: PersistedSession | null = null;
  let callOff: (() => void) | null = null;
  const forgetWaiting = () => {
    callOff?.();
    callOff = null;
    waiting = null;
  };
  const flush = () => {
    const session = waiting;
    forgetWaiting();
    if (!session) return;
    try {
      storage.tab.setItem(SAVED_SESSION_KEY, JSON.stringify(session));
    } catch (error) {
      // A full or blocked storage must not stop the game in front of the class.
      console.error('Could not save the play session:', error);
    }
  };
  return {
    load: () => {
      flush();
      const stored = storage.tab.getItem(SAVED_SESSION_KEY);
      if (stored === null) return null;
      try {
        return JSON.parse(stored) as unknown;
      } catch {
        // Not JSON: handed back as it is, for the engine to find it is no session and drop it.
        return stored;
      }
    },
    save: (session) => {
      waiting = session;
      callOff ??= whenIdle(flush, 1000);
    },
    clear: () => {
      forgetWaiting();
      storage.tab.removeItem(SAVED_SESSION_KEY);
    },
    flush,
  };
}
