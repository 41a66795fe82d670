import { FunctionError, defineFunction, json, readJsonObject } from '../_shared/http.ts';
import {
  REMOVED_PICTURES_BATCH,
  REMOVED_PICTURES_MAX_BATCH,
  removeQueuedPictures,
} from '../_shared/removed-pictures.ts';

/**
 * Removes the files of pictures no question shows any more through the Storage API, a batch at a time
 * (`{ limit }`, 100 unless given). Hosted Supabase calls it on a schedule with the service role key; nobody
 * else may.
 */
export const handler = defineFunction(['POST'], async (request, context) => {
  if (context.role !== 'service_role') {
    throw new FunctionError(
      context.user ? 403 : 401,
      'Only the service role may remove pictures: call this function with the service role key.',
    );
  }
  const { limit = REMOVED_PICTURES_BATCH } = await readJsonObject(request);
  if (
    typeof limit !== 'number' ||
    !Number.isInteger(limit) ||
    limit < 1 ||
    limit > REMOVED_PICTURES_MAX_BATCH
  ) {
    throw new FunctionError(400, `limit must be a whole number from 1 to ${REMOVED_PICTURES_MAX_BATCH}.`);
  }
  return json(await removeQueuedPictures(context.db, context.storage, limit));
});
