import { projectorThemeClass, themeClass } from '@quizcoop/ui';
import { useCallback, useEffect, useState } from 'react';

/** The teacher's choice of the high-contrast projector theme, remembered on this device. */
export const PROJECTOR_THEME_KEY = 'quizcoop.projectorTheme';

/** Switches the whole page to the projector theme while the game is on screen. */
export function useProjectorTheme(): [boolean, (on: boolean) => void] {
  const [projector, setProjector] = useState(() => localStorage.getItem(PROJECTOR_THEME_KEY) === 'true');
  useEffect(() => {
    if (!projector) return;
    const body = document.body;
    body.classList.replace(themeClass, projectorThemeClass);
    return () => {
      body.classList.replace(projectorThemeClass, themeClass);
    };
  }, [projector]);
  const choose = useCallback((on: boolean) => {
    localStorage.setItem(PROJECTOR_THEME_KEY, String(on));
    setProjector(on);
  }, []);
  return [projector, choose];
}
