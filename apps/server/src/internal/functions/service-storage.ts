import type { FunctionStorage } from '../../../../../supabase/functions/_shared/context.ts';
import type { Database } from '../db/database';
import type { FileStore } from '../storage/file-store';
import { SERVICE_ROLE, deleteObjectRows } from '../storage/objects';

/** Removes objects as the storage routes do: the rows as the service role, then the bodies on disk. */
export function serviceStorage(database: Database, files: FileStore): FunctionStorage {
  return {
    async removeObjects(bucket, names) {
      if (names.length === 0) return;
      const removed = await deleteObjectRows(database, SERVICE_ROLE, bucket, names);
      for (const object of removed) await files.remove(bucket, object.name);
    },
  };
}
