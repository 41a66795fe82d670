/**
 * Runs the callback once the page has loaded and the browser has nothing better to do, at the latest
 * `timeoutMs` after the load; where the browser cannot say when it is idle, soon after the load. Returns a
 * function that calls it off. Work that can wait (fetching the code of pages not yet visited) so never
 * competes with the page's own start.
 */
export function whenIdle(callback: () => void, timeoutMs: number): () => void {
  let cancel = () => undefined as void;
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(callback, { timeout: timeoutMs });
      cancel = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(callback, Math.min(timeoutMs, 500));
      cancel = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') {
    schedule();
  } else {
    window.addEventListener('load', schedule, { once: true });
    cancel = () => window.removeEventListener('load', schedule);
  }
  return () => cancel();
}

/** How long a page is left to its first screen, once it is idle after its load, before work that can wait. */
export const SETTLE_MS = 5000;

/**
 * Runs the callback once the page has loaded, been idle, and then been left for `SETTLE_MS` and is idle
 * again: for what the first screen does not show (the notices, the offline copy, the code of the pages that
 * usually come next), so that it never competes with the first screen for the network or the main thread.
 * Returns a function that calls it off.
 */
export function whenSettled(callback: () => void): () => void {
  let cancel = whenIdle(() => {
    const timer = window.setTimeout(() => {
      cancel = whenIdle(callback, SETTLE_MS);
    }, SETTLE_MS);
    cancel = () => window.clearTimeout(timer);
  }, SETTLE_MS);
  return () => cancel();
}
