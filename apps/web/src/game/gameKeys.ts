import { useEffect, useRef } from 'react';

/**
 * The game's keyboard (and presentation clicker) controls. Keys 1–4 for multiple-choice options are the
 * option grid's own.
 */
export type GameKeyAction =
  | 'showAnswer'
  | 'correct'
  | 'incorrect'
  | 'continue'
  | 'pullLever'
  | 'undo'
  | 'readAloud'
  | 'fullscreen';

export type GameKeyBindings = Partial<Record<GameKeyAction, () => void>>;

/** The key for Undo, also shown on the Undo button. */
export const UNDO_KEY = 'U';

/** The key that reads the question aloud or stops reading, also shown on the Read aloud button. */
export const READ_ALOUD_KEY = 'R';

/** The key that puts the page on the whole screen, or back. */
export const FULLSCREEN_KEY = 'F';

/** The documented keys, shown to teachers beside the game. */
export const GAME_KEYS: readonly { keys: string; action: string }[] = [
  { keys: 'Space or Enter', action: 'Show Answer' },
  { keys: 'C', action: 'Correct' },
  { keys: 'X', action: 'Incorrect' },
  { keys: '1 to 4', action: 'Choose an option' },
  { keys: 'Enter', action: 'Continue, or the next step after a spin' },
  { keys: 'L', action: 'Pull Lever' },
  { keys: UNDO_KEY, action: 'Undo the last mark or spin' },
  { keys: READ_ALOUD_KEY, action: 'Read the question aloud, or stop reading' },
  { keys: FULLSCREEN_KEY, action: 'Fullscreen, or back' },
];

function isTextEntry(target: Element): boolean {
  return (
    (target instanceof HTMLElement && target.isContentEditable) ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)
  );
}

/** Space and Enter already press a focused button or link; acting on them again would act twice. */
function activatesNatively(target: Element): boolean {
  return (
    target.closest('button, a[href], input, select, textarea, [role="button"], [role="combobox"]') !== null
  );
}

/** Which action a key press asks for, or null when it is not the game's to handle. */
export function gameKeyAction(event: KeyboardEvent, bindings: GameKeyBindings): GameKeyAction | null {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.repeat) return null;
  const target = event.target instanceof Element ? event.target : null;
  if (target && (isTextEntry(target) || target.closest('[role="dialog"], [role="alertdialog"]'))) return null;
  const key = event.key.toLowerCase();
  if (key === ' ' || key === 'enter') {
    if (target && activatesNatively(target)) return null;
    if (bindings.showAnswer) return 'showAnswer';
    return bindings.continue ? 'continue' : null;
  }
  const letterActions: Record<string, GameKeyAction> = {
    c: 'correct',
    x: 'incorrect',
    l: 'pullLever',
    [UNDO_KEY.toLowerCase()]: 'undo',
    [READ_ALOUD_KEY.toLowerCase()]: 'readAloud',
    [FULLSCREEN_KEY.toLowerCase()]: 'fullscreen',
  };
  const action = letterActions[key];
  return action && bindings[action] ? action : null;
}

/** Calls the bound action for each documented key pressed anywhere on the page, except while typing. */
export function useGameKeys(bindings: GameKeyBindings): void {
  const current = useRef(bindings);
  useEffect(() => {
    current.current = bindings;
  });
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const action = gameKeyAction(event, current.current);
      if (!action) return;
      event.preventDefault();
      current.current[action]?.();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
