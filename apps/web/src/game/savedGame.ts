import type { PersistedGame } from '@quizcoop/engine';
import { isPersistedGame } from '@quizcoop/engine';
import { whenIdle } from '../app/whenIdle';

/** Where the game in progress is kept, so a reload or a crashed tab never loses it. */
export const SAVED_GAME_KEY = 'quizcoop.savedGame';

export function saveGame(game: PersistedGame, storage: Storage = localStorage): void {
  try {
    storage.setItem(SAVED_GAME_KEY, JSON.stringify(game));
  } catch (error) {
    // A full or blocked storage must not stop the game in front of the class.
    console.error('Could not save the game in progress:', error);
  }
}

/** The saved game still being played, or null when there is none or the entry is damaged or finished. */
export function loadSavedGame(storage: Storage = localStorage): PersistedGame | null {
  const stored = storage.getItem(SAVED_GAME_KEY);
  if (stored === null) return null;
  try {
    const saved: unknown = JSON.parse(stored);
    return isPersistedGame(saved) && saved.status === 'active' ? saved : null;
  } catch {
    return null;
  }
}

export function clearSavedGame(storage: Storage = localStorage): void {
  storage.removeItem(SAVED_GAME_KEY);
}

/**
 * Where the Score Scrambles of this play session are counted. A free account gets two per session, not per
 * game, so the count outlives each game and a reload, and ends with the tab.
 */
export const SESSION_SCRAMBLES_KEY = 'quizcoop.scramblesPlayed';

export function loadSessionScrambles(storage: Storage = sessionStorage): number {
  const stored = Number(storage.getItem(SESSION_SCRAMBLES_KEY));
  return Number.isInteger(stored) && stored > 0 ? stored : 0;
}

export function saveSessionScrambles(count: number, storage: Storage = sessionStorage): void {
  try {
    storage.setItem(SESSION_SCRAMBLES_KEY, String(count));
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
export function createGameSaver(storage: Storage = localStorage): GameSaver {
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
