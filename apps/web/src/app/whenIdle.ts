/**
 * Runs the callback once the browser has nothing better to do, at the latest after `timeoutMs`; where the
 * browser cannot say when it is idle, soon after. Returns a function that calls it off.
 */
export function whenIdle(callback: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, Math.min(timeoutMs, 500));
  return () => window.clearTimeout(id);
}
