import { useEffect, useState } from 'react';
import { whenSettled } from './whenIdle';

/** What tells the page that the visitor has reached for it. */
const REACHING_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Becomes true once the first screen is done with: the page has settled, or the visitor has pressed, typed
 * or moved focus. For parts of a page that are folded away or below the first screen, whose code would
 * otherwise compete with what the visitor is looking at.
 */
export function useFirstScreenDone(): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (done) return undefined;
    const finish = () => setDone(true);
    const cancel = whenSettled(finish);
    for (const type of REACHING_EVENTS)
      document.addEventListener(type, finish, { once: true, capture: true });
    return () => {
      cancel();
      for (const type of REACHING_EVENTS) document.removeEventListener(type, finish, { capture: true });
    };
  }, [done]);
  return done;
}
