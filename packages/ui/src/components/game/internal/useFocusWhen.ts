import type { RefObject } from 'react';
import { useLayoutEffect, useRef } from 'react';

/**
 * Moves focus to `target` when `condition` turns true, but only while focus is inside `scope` or was dropped
 * to the page body: when the control a player just pressed is replaced (Show Answer → Correct, lever →
 * Next Player), keyboard users keep their place, and nothing steals focus from elsewhere on the page.
 */
export function useFocusWhen(
  condition: boolean,
  target: RefObject<HTMLElement | null>,
  scope: RefObject<HTMLElement | null>,
): void {
  const previous = useRef(condition);
  useLayoutEffect(() => {
    const becameTrue = condition && !previous.current;
    previous.current = condition;
    if (!becameTrue) return;
    const active = document.activeElement;
    const focusWasHere = !active || active === document.body || scope.current?.contains(active) === true;
    if (focusWasHere) target.current?.focus();
  }, [condition, target, scope]);
}
