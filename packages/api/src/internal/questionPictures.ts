import type { BackendClient } from './client';
import { currentUserId } from './currentUser';
import { QUESTION_MEDIA_BUCKET } from './questions';

/** The pictures an author may upload, by content type, with the extension each is stored under. */
export const QUESTION_PICTURE_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
} as const;

export type QuestionPictureType = keyof typeof QUESTION_PICTURE_TYPES;

/** The question-media bucket's limit, which the server enforces too. */
export const QUESTION_PICTURE_MAX_BYTES = 5 * 1024 * 1024;

/** The alt text and attribution limits of the questions table. */
export const QUESTION_PICTURE_TEXT_MAX_LENGTH = 300;

const LIMITS = 'Pictures must be PNG, JPEG, WebP or GIF, at most 5 MB.';

export const QUESTION_PICTURE_MESSAGES = {
  limits: LIMITS,
  wrongType: `This file is not a picture that can be used. ${LIMITS}`,
  svgRefused: `SVG pictures cannot be uploaded: only the official library uses them. ${LIMITS}`,
  tooLarge: `This picture is larger than 5 MB. ${LIMITS}`,
  altRequired: 'Describe the picture in the alt text, for players who cannot see it.',
  altLength: 'The alt text can be at most 300 characters.',
  attributionLength: 'The attribution can be at most 300 characters.',
  signInRequired: 'Sign in to upload pictures.',
  uploadFailed: 'The picture could not be uploaded. Please try again.',
} as const;

/** A picture the author has chosen for a question, as the question stores it. */
export interface QuestionPictureDraft {
  /** The picture's path in the question-media bucket (or a full URL). */
  mediaUrl?: string;
  mediaType?: string;
  mediaAlt?: string;
  mediaAttribution?: string;
}

export const isQuestionPictureType = (type: string): type is QuestionPictureType =>
  Object.hasOwn(QUESTION_PICTURE_TYPES, type);

/** What is wrong with a file as a question picture, by its type and size, or null when it can be uploaded. */
export function questionPictureFileProblem(file: Pick<Blob, 'type' | 'size'>): string | null {
  if (file.type === 'image/svg+xml') return QUESTION_PICTURE_MESSAGES.svgRefused;
  if (!isQuestionPictureType(file.type)) return QUESTION_PICTURE_MESSAGES.wrongType;
  if (file.size > QUESTION_PICTURE_MAX_BYTES) return QUESTION_PICTURE_MESSAGES.tooLarge;
  return null;
}

/** What is wrong with a question's picture fields, with the rules the database enforces, or null. */
export function questionPictureDraftProblem(draft: QuestionPictureDraft): string | null {
  if (!draft.mediaUrl) return null;
  const alt = draft.mediaAlt?.trim() ?? '';
  if (alt === '') return QUESTION_PICTURE_MESSAGES.altRequired;
  if (alt.length > QUESTION_PICTURE_TEXT_MAX_LENGTH) return QUESTION_PICTURE_MESSAGES.altLength;
  if ((draft.mediaAttribution?.trim().length ?? 0) > QUESTION_PICTURE_TEXT_MAX_LENGTH)
    return QUESTION_PICTURE_MESSAGES.attributionLength;
  return null;
}

const SIGNED_PICTURE_PATH = `/object/sign/${QUESTION_MEDIA_BUCKET}/`;

/**
 * What a loaded question's picture is stored as, for saving it back: the storage path inside the signed URL the
 * question was loaded with, or the address itself when the picture is not in storage.
 */
export function storedQuestionPicture(mediaUrl: string | null): string | undefined {
  if (!mediaUrl) return undefined;
  const { pathname } = new URL(mediaUrl);
  const at = pathname.indexOf(SIGNED_PICTURE_PATH);
  if (at < 0) return mediaUrl;
  return pathname
    .slice(at + SIGNED_PICTURE_PATH.length)
    .split('/')
    .map(decodeURIComponent)
    .join('/');
}

/** A refused picture; its message is the text to show. */
export class QuestionPictureError extends Error {
  override name = 'QuestionPictureError';
}

const PAYLOAD_TOO_LARGE = 413;
const UNSUPPORTED_MEDIA_TYPE = 415;

function uploadRefusal(status: number | undefined): string {
  if (status === PAYLOAD_TOO_LARGE) return QUESTION_PICTURE_MESSAGES.tooLarge;
  // The bucket and its upload policy refuse any other type, SVG included, whatever the file is called.
  if (status === UNSUPPORTED_MEDIA_TYPE || status === 403) return QUESTION_PICTURE_MESSAGES.wrongType;
  return QUESTION_PICTURE_MESSAGES.uploadFailed;
}

export interface UploadedQuestionPicture {
  /** The storage path to save as the question's media_url. */
  path: string;
  type: QuestionPictureType;
}

/**
 * Uploads a picture into the signed-in author's own folder of the question-media bucket, under a fresh name so a
 * replaced picture never overwrites one a saved question still shows. The file is checked here first so the
 * author learns the limits at once; the bucket and its policies check again.
 */
export async function uploadQuestionPicture(
  client: BackendClient,
  file: Blob,
): Promise<UploadedQuestionPicture> {
  const problem = questionPictureFileProblem(file);
  if (problem) throw new QuestionPictureError(problem);
  const type = file.type as QuestionPictureType;
  const userId = await currentUserId(client);
  if (!userId) throw new QuestionPictureError(QUESTION_PICTURE_MESSAGES.signInRequired);
  const path = `${userId}/${crypto.randomUUID()}.${QUESTION_PICTURE_TYPES[type]}`;
  const { error } = await (await client.storage())
    .from(QUESTION_MEDIA_BUCKET)
    .upload(path, file, { contentType: type, upsert: false });
  if (error) {
    const status = Number((error as { status?: unknown; statusCode?: unknown }).status ?? Number.NaN);
    throw new QuestionPictureError(uploadRefusal(status), { cause: error });
  }
  return { path, type };
}

/**
 * Deletes a picture the author uploaded that no question shows (replaced or removed before the question was
 * saved). A picture a saved question shows stays: the database deletes it once no question shows it any more.
 */
export async function discardQuestionPicture(client: BackendClient, path: string): Promise<void> {
  const shown = await client.from('questions').select('id').eq('media_url', path).limit(1);
  if (shown.error || shown.data.length > 0) return;
  const { error } = await (await client.storage()).from(QUESTION_MEDIA_BUCKET).remove([path]);
  if (error) console.error('Could not delete an unused question picture:', error.message);
}
