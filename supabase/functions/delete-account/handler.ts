import { QUESTION_MEDIA_BUCKET, uploadedFileNames } from '../_shared/account.ts';
import { FunctionError, defineFunction, json, readJsonObject, requireUser } from '../_shared/http.ts';

/** The word the app sends once the person has confirmed, so a stray call cannot delete an account. */
export const DELETE_CONFIRMATION = 'DELETE';

/**
 * Deletes the caller's account for good: their uploaded pictures first, so none outlive the account, then
 * everything private.delete_account removes in one statement (see its migration). Payment records stay,
 * detached from the account, because bookkeeping must keep them.
 */
export const handler = defineFunction(['POST'], async (request, context) => {
  const user = requireUser(context);
  const { confirm } = await readJsonObject(request);
  if (confirm !== DELETE_CONFIRMATION) {
    throw new FunctionError(400, `Send { "confirm": "${DELETE_CONFIRMATION}" } to delete your account.`);
  }
  const files = await uploadedFileNames(context.db, user.id);
  await context.storage.removeObjects(QUESTION_MEDIA_BUCKET, files);
  await context.db.query('select private.delete_account($1)', [user.id]);
  return json({ deleted: true, removedFiles: files.length });
});
