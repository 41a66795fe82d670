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

/** How long no file may have arrived before the page counts as settled: longer than a slow screen's pauses. */
const NETWORK_QUIET_MS = 3000;

/** The time the page last received a file, kept up to date from now on. */
function watchNetwork(): { lastArrival: () => number; stop: () => void } {
  let last = performance.now();
  if (typeof PerformanceObserver !== 'function') return { lastArrival: () => last, stop: () => undefined };
  const observer = new PerformanceObserver(() => {
    last = performance.now();
  });
  observer.observe({ type: 'resource' });
  return { lastArrival: () => last, stop: () => observer.disconnect() };
}

/**
 * Runs the callback once the page has loaded and been idle, then left for `SETTLE_MS` with no file arriving in
 * the last few seconds, and is idle again: for what the first screen does not show (the notices, the offline
 * copy, the code of the pages that usually come next), so that it never competes with the first screen for the
 * network or the main thread, however slowly that screen's own files arrive. Returns a function that calls it
 * off.
 */
export function whenSettled(callback: () => void): () => void {
  let cancel = whenIdle(() => {
    const network = watchNetwork();
    const start = performance.now();
    const check = () => {
      const now = performance.now();
      const wait = Math.max(start + SETTLE_MS - now, network.lastArrival() + NETWORK_QUIET_MS - now);
      if (wait > 0) {
        const timer = window.setTimeout(check, wait);
        cancel = () => {
          window.clearTimeout(timer);
          network.stop();
        };
        return;
      }
      network.stop();
      cancel = whenIdle(callback, SETTLE_MS);
    };
    check();
  }, SETTLE_MS);
  return () => cancel();
}
