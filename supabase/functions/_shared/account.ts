import type { FunctionQueryable } from './context.ts';

/** Where teachers upload question pictures, each into their own folder `<user id>/…`. */
export const QUESTION_MEDIA_BUCKET = 'question-media';

/** The names of the pictures a user uploaded, read from storage.objects as the service role. */
export async function uploadedFileNames(db: FunctionQueryable, userId: string): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    `select name from storage.objects where bucket_id = $1 and left(name, length($2)) = $2 order by name`,
    [QUESTION_MEDIA_BUCKET, `${userId}/`],
  );
  return rows.map((row) => row.name);
}
