import type { PersistedGame } from '@quizcoop/engine';
import { isPersistedGame } from '@quizcoop/engine';

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
