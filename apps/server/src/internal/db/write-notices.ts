import { randomUUID } from 'node:crypto';
import type { Database } from './database';

const CHANNEL = 'quizcoop_writes';

/** Tells the other server processes on the database that this one wrote, and hears when one of them did. */
export interface WriteNotices {
  /** Resolves once a notice sent after this call was made has been committed. */
  announce(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The caches of each process (REST reads, live sessions) are emptied by every write the process makes itself.
 * On a PostgreSQL database that other processes share, each write is also announced with NOTIFY, and a notice
 * from another process empties the caches as a write here would. A write's answer waits for its notice, so by
 * the time a client hears "signed out" every other process has been told. Announcements coalesce: writes that
 * finish while a notice is on its way share the next one. Undefined for a database only one process uses.
 */
export async function shareWrites(
  database: Database,
  forget: () => void,
  log: (message: string, error?: unknown) => void,
): Promise<WriteNotices | undefined> {
  if (!database.listen) return undefined;
  const sender = randomUUID();
  const listener = await database.listen(
    CHANNEL,
    (payload) => {
      if (payload !== sender) forget();
    },
    forget,
  );

  let waiting: Promise<void> | undefined;
  let previous: Promise<void> = Promise.resolve();
  async function send(): Promise<void> {
    waiting = undefined;
    try {
      await database.query('select pg_notify($1, $2)', [CHANNEL, sender]);
    } catch (error) {
      // The write itself succeeded; other processes see it once their caches expire.
      log('Telling the other server processes about a write failed', error);
    }
  }
  return {
    announce() {
      waiting ??= previous = previous.then(send);
      return waiting;
    },
    close: () => listener.close(),
  };
}
