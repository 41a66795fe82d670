import { startTransition, useEffect, useState } from 'react';
import { whenSettled } from './whenIdle';

/** What tells the page that the visitor has reached for it. */
const REACHING_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;

const nothingToLoad = async () => undefined;

/**
 * Becomes true once the first screen is done with: the page has settled, or the visitor has pressed, typed
 * or moved focus. For parts of a page that are folded away or below the first screen, whose code would
 * otherwise compete with what the visitor is looking at. `load` (a function that stays the same from one
 * render to the next) fetches that code first, so that the part is drawn in one go rather than as a fallback
 * and then again; drawing it is a transition, which yields to the browser every few milliseconds instead of
 * holding the main thread for the whole of it.
 */
export function useFirstScreenDone(load: () => Promise<unknown> = nothingToLoad): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (done) return undefined;
    let cancelled = false;
    // A failed load still shows the part, whose own loading then tries again.
    const finish = () =>
      void load()
        .catch(() => undefined)
        .then(() => {
          if (!cancelled) startTransition(() => setDone(true));
        });
    const cancel = whenSettled(finish);
    for (const type of REACHING_EVENTS)
      document.addEventListener(type, finish, { once: true, capture: true });
    return () => {
      cancelled = true;
      cancel();
      for (const type of REACHING_EVENTS) document.removeEventListener(type, finish, { capture: true });
    };
  }, [done, load]);
  return done;
}
