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
