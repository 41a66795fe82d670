import type { Database, Queryable } from '../db/database';
import { removeQueuedPicturesAsService } from '../functions/queued-pictures';
import type { FileStore } from './file-store';

/**
 * Removes the files of objects whose rows were deleted (the platform SQL writes each one down), and returns how
 * many went. A name uploaded again since keeps its new file. Each note is taken by exactly one sweep, however
 * many processes share the database, and the files are removed after the notes' transaction has committed.
 */
export async function removeFilesOfDeletedObjects(database: Queryable, files: FileStore): Promise<number> {
  const { rows } = await database.query<{ bucket_id: string; name: string; uploaded_again: boolean }>(
    `delete from quizcoop_shared.removed_objects as removed
     returning removed.bucket_id, removed.name,
       exists (select 1 from storage.objects as object
               where object.bucket_id = removed.bucket_id and object.name = removed.name) as uploaded_again`,
  );
  const gone = rows.filter((row) => !row.uploaded_again);
  for (const { bucket_id, name } of gone) await files.remove(bucket_id, name);
  return gone.length;
}

export interface RemovedFileSweeper {
  /** Sweeps from now on, once the database has the platform's tables, starting with one sweep now. */
  start(): void;
  /** Asks for a sweep soon; asks made while one runs are answered by one more sweep after it. */
  request(): void;
  /** Waits for the sweep under way, and starts no more. */
  stop(): Promise<void>;
}

/**
 * Sweeps after writes: any write may have deleted object rows or written down pictures to remove, and the
 * sweep is two statements on tables that are empty nearly always, so it runs after every write rather than on
 * a timer that would keep files around. The pictures go first, since removing them deletes object rows; the
 * sweep's own statements are not watched as writes (they would ask for sweep after sweep), so `objectsDeleted`
 * tells the rest of the server when rows went.
 */
export function sweepRemovedFiles(
  database: Database,
  files: FileStore,
  log: (message: string, error?: unknown) => void,
  objectsDeleted: () => Promise<void>,
): RemovedFileSweeper {
  let running: Promise<void> | undefined;
  let again = false;
  let started = false;
  let stopped = false;

  async function sweepUntilQuiet(): Promise<void> {
    do {
      again = false;
      try {
        if ((await removeQueuedPicturesAsService(database, files)) > 0) await objectsDeleted();
      } catch (error) {
        log('Removing the pictures no question shows any more failed', error);
      }
      try {
        await removeFilesOfDeletedObjects(database, files);
      } catch (error) {
        log('Removing the files of deleted storage objects failed', error);
      }
    } while (again && !stopped);
    running = undefined;
  }

  const request = () => {
    if (!started || stopped) return;
    if (running) again = true;
    else running = sweepUntilQuiet();
  };
  return {
    start() {
      started = true;
      request();
    },
    request,
    async stop() {
      stopped = true;
      await running;
    },
  };
}
