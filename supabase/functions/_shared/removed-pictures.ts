import type { FunctionDatabase, FunctionStorage } from './context.ts';

/** How many pictures a run removes unless asked for another number. */
export const REMOVED_PICTURES_BATCH = 100;
/** The Storage API removes at most this many objects in one call. */
export const REMOVED_PICTURES_MAX_BATCH = 1000;

export interface RemovedPicturesRun {
  /** Pictures removed through the storage service. */
  removed: number;
  /** Pictures a question may show again by now: crossed off, their files kept. */
  kept: number;
  /** Whether the batch was full, so more may be waiting. */
  more: boolean;
}

/**
 * Removes up to `limit` of the pictures the questions' trigger wrote down (private.removed_pictures) through
 * the storage service, then crosses them off. They are crossed off only after the storage service has removed
 * them, so a run that fails leaves them for the next one, and removing a file that is already gone changes
 * nothing: runs may repeat or overlap.
 */
export async function removeQueuedPictures(
  db: FunctionDatabase,
  storage: FunctionStorage,
  limit = REMOVED_PICTURES_BATCH,
): Promise<RemovedPicturesRun> {
  const { rows } = await db.query<{ bucket_id: string; name: string; shown: boolean }>(
    `select removed.bucket_id, removed.name,
       exists (select 1 from public.questions as question
               where question.media_url = removed.name
                 and private.may_show_picture(question.question_set_id, removed.name)) as shown
     from private.removed_pictures as removed
     order by removed.queued_at, removed.bucket_id, removed.name
     limit $1`,
    [limit],
  );
  const unshown = new Map<string, string[]>();
  for (const row of rows) {
    if (!row.shown) unshown.set(row.bucket_id, [...(unshown.get(row.bucket_id) ?? []), row.name]);
  }
  for (const [bucket, names] of unshown) await storage.removeObjects(bucket, names);
  if (rows.length > 0) {
    await db.query(
      `delete from private.removed_pictures as removed
       using unnest($1::text[], $2::text[]) as done (bucket_id, name)
       where removed.bucket_id = done.bucket_id and removed.name = done.name`,
      [rows.map((row) => row.bucket_id), rows.map((row) => row.name)],
    );
  }
  const removed = [...unshown.values()].reduce((sum, names) => sum + names.length, 0);
  return { removed, kept: rows.length - removed, more: rows.length === limit };
}
