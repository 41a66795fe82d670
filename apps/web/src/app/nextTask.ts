/**
 * Resolves in a task of its own: code that awaits it lets the browser paint and answer the visitor before it
 * goes on, instead of holding the main thread for one long stretch.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}
