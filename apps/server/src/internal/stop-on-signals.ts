/**
 * How long a server told to stop lets the requests under way finish: well inside the 30 s a service manager
 * (systemd's TimeoutStopSec, Docker's stop timeout) waits before killing it, leaving time to close the database.
 */
export const STOP_DRAIN_MS = 10_000;

/** What tells a server process to stop: a signal, or the primary process going away. */
export type StopEvent = 'SIGTERM' | 'SIGINT' | 'disconnect';

/** Closes the server and exits once the first of these events comes; any that follow change nothing. */
export function stopOn(events: readonly StopEvent[], server: { close(): Promise<void> }): void {
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await server.close();
    process.exit(0);
  };
  for (const event of events) process.once(event, stop);
}
