import { removeQueuedPictures } from '../../../../../supabase/functions/_shared/removed-pictures.ts';
import type { Database } from '../db/database';
import type { FileStore } from '../storage/file-store';
import { serviceDatabase } from './service-database';
import { serviceStorage } from './service-storage';

/**
 * What hosted Supabase's schedule does by calling the remove-pictures function, done in-process: the pictures
 * the questions' trigger wrote down go through the same removal, as the service role, batch after batch until
 * none wait. Returns how many were removed.
 */
export async function removeQueuedPicturesAsService(database: Database, files: FileStore): Promise<number> {
  // Nearly always nothing waits, and this runs after every write: one plain statement says so, without the
  // service role's transaction.
  const { rows } = await database.query<{ waiting: boolean }>(
    'select exists (select 1 from private.removed_pictures) as waiting',
  );
  if (!rows[0]?.waiting) return 0;
  const db = serviceDatabase(database);
  const storage = serviceStorage(database, files);
  let removed = 0;
  for (;;) {
    const run = await removeQueuedPictures(db, storage);
    removed += run.removed;
    if (!run.more) return removed;
  }
}
