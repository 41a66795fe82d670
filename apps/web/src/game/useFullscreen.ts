import { useCallback, useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
}

const isFullscreen = () => document.fullscreenElement !== null;

export interface Fullscreen {
  /** Whether the browser can show the page fullscreen here (not in every frame or browser). */
  available: boolean;
  on: boolean;
  toggle: () => void;
}

/**
 * The whole page on the whole screen, as a projector wants it, through the browser's Fullscreen API. The browser
 * may refuse (outside a user's press, or by policy); the game goes on as it was.
 */
export function useFullscreen(): Fullscreen {
  const on = useSyncExternalStore(subscribe, isFullscreen, () => false);
  const toggle = useCallback(() => {
    const change = isFullscreen() ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    change.catch((error: unknown) => console.error('Fullscreen was refused:', error));
  }, []);
  return { available: document.fullscreenEnabled, on, toggle };
}
