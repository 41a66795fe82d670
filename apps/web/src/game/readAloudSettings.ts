import type { ReadAloudSettings } from '@quizcoop/engine';
import { readAloudSettings } from '@quizcoop/engine';
import { useCallback, useState } from 'react';

/**
 * Where this tab keeps how questions are read aloud: chosen in setup, used by the game that follows, and kept
 * for the next game and across a reload, but not for the next class on a shared computer.
 */
export const READ_ALOUD_SETTINGS_KEY = 'quizcoop.readAloud';

export function loadReadAloudSettings(storage: Storage = sessionStorage): ReadAloudSettings {
  try {
    return readAloudSettings(JSON.parse(storage.getItem(READ_ALOUD_SETTINGS_KEY) ?? 'null'));
  } catch {
    return readAloudSettings(null);
  }
}

export function saveReadAloudSettings(settings: ReadAloudSettings, storage: Storage = sessionStorage): void {
  try {
    storage.setItem(READ_ALOUD_SETTINGS_KEY, JSON.stringify(settings));
  } catch (error) {
    // Blocked storage only means the choice lasts until the page closes.
    console.error('Could not keep the read-aloud settings:', error);
  }
}

/** The tab's read-aloud settings, and a way to change some of them that also keeps them. */
export function useReadAloudSettings(): [ReadAloudSettings, (change: Partial<ReadAloudSettings>) => void] {
  const [settings, setSettings] = useState(() => loadReadAloudSettings());
  const change = useCallback((update: Partial<ReadAloudSettings>) => {
    setSettings((current) => {
      const next = readAloudSettings({ ...current, ...update });
      saveReadAloudSettings(next);
      return next;
    });
  }, []);
  return [settings, change];
}
