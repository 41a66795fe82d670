import type { PersistedGame } from '@quizcoop/engine';
import { isPersistedGame } from '@quizcoop/engine';
import type { PersonalStorage } from '../app/personalStorage';
import { whenIdle } from '../app/whenIdle';

/**
 * Where the game in progress is kept among its teacher's entries, so a reload or a crashed tab never loses it.
 * Its questions may be premium or private ones: it is the teacher's alone.
 */
export const SAVED_GAME_KEY = 'savedGame';

export function saveGame(game: PersistedGame, storage: PersonalStorage): void {
  try {
    storage.kept.setItem(SAVED_GAME_KEY, JSON.stringify(game));
  } catch (error) {
    // A full or blocked storage must not stop the game in front of the class.
    console.error('Could not save the game in progress:', error);
  }
}

/** The saved game still being played, or null when there is none or the entry is damaged or finished. */
export function loadSavedGame(storage: PersonalStorage): PersistedGame | null {
  const stored = storage.kept.getItem(SAVED_GAME_KEY);
  if (stored === null) return null;
  try {
    const saved: unknown = JSON.parse(stored);
    return isPersistedGame(saved) && saved.status === 'active' ? saved : null;
  } catch {
    return null;
  }
}

export function clearSavedGame(storage: PersonalStorage): void {
  storage.kept.removeItem(SAVED_GAME_KEY);
}

/**
 * Where the Score Scrambles of this play session are counted. A free account gets two per session, not per
 * game, so the count outlives each game and a reload, and ends with the tab or with the teacher's sign-out.
 */
export const SESSION_SCRAMBLES_KEY = 'scramblesPlayed';

export function loadSessionScrambles(storage: PersonalStorage): number {
  const stored = Number(storage.tab.getItem(SESSION_SCRAMBLES_KEY));
  return Number.isInteger(stored) && stored > 0 ? stored : 0;
}

export function saveSessionScrambles(count: number, storage: PersonalStorage): void {
  try {
    storage.tab.setItem(SESSION_SCRAMBLES_KEY, String(count));
  } catch (error) {
    console.error('Could not save the Score Scramble count:', error);
  }
}

/** Keeps the saved game up to date without writing it inside the click that changed it. */
export interface GameSaver {
  /** Saves this state of the game soon, replacing any state still waiting to be written. */
  save: (game: PersistedGame) => void;
  /** Writes the waiting state now: before the page goes away or the saved game is read. */
  flush: () => void;
  /** Forgets the waiting state, for a game that is being thrown away. */
  cancel: () => void;
}

/**
 * Writing a game with its question sets to storage is slow on a school laptop; done inside a click it delays
 * the click's feedback. The saver writes once the browser is idle (within a second), and the latest state only.
 */
export function createGameSaver(storage: PersonalStorage): GameSaver {
  let waiting: PersistedGame | null = null;
  let callOff: (() => void) | null = null;
  const cancel = () => {
    callOff?.();
    callOff = null;
    waiting = null;
  };
  const flush = () => {
    const game = waiting;
    cancel();
    if (game) saveGame(game, storage);
  };
  const save = (game: PersistedGame) => {
    waiting = game;
    callOff ??= whenIdle(flush, 1000);
  };
  return { save, flush, cancel };
}
