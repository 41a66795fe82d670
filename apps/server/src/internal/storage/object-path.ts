/** Storage keys are bounded like Supabase's: S3 allows 1024 bytes for a whole key. */
const MAX_OBJECT_NAME_BYTES = 1024;
const BUCKET_ID = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,62}$/;
// Control characters and the backslash have no place in a key and would mean different things on disk.
// eslint-disable-next-line no-control-regex
const FORBIDDEN_CHARACTERS = /[\u0000-\u001f\u007f\\]/;

export class InvalidObjectPathError extends Error {
  override name = 'InvalidObjectPathError';
}

/** A bucket id safe to use as a folder name: letters, digits, `_`, `-` and `.`, never `.` or `..`. */
export function validateBucketId(bucket: string): string {
  if (!BUCKET_ID.test(bucket) || bucket === '..') {
    throw new InvalidObjectPathError(
      `Invalid bucket name "${bucket.slice(0, 80)}": use letters, digits, "_", "-" and ".".`,
    );
  }
  return bucket;
}

/**
 * An object's name inside its bucket, as it appears in storage.objects.name: relative, slash-separated,
 * with no empty, "." or ".." segment, so it can never name a file outside the bucket's folder.
 */
export function validateObjectName(name: string): string {
  if (name === '') throw new InvalidObjectPathError('The object path is empty.');
  if (Buffer.byteLength(name) > MAX_OBJECT_NAME_BYTES) {
    throw new InvalidObjectPathError(`The object path is longer than ${MAX_OBJECT_NAME_BYTES} bytes.`);
  }
  if (FORBIDDEN_CHARACTERS.test(name)) {
    throw new InvalidObjectPathError('The object path contains a control character or a backslash.');
  }
  if (name.startsWith('/')) throw new InvalidObjectPathError('The object path must be relative.');
  for (const segment of name.split('/')) {
    if (segment === '' || segment === '.' || segment === '..') {
      throw new InvalidObjectPathError(
        `The object path "${name.slice(0, 80)}" has an empty, "." or ".." segment.`,
      );
    }
  }
  return name;
}

/** Splits the percent-encoded rest of a URL path into its decoded segments. */
export function decodeSegments(encoded: string): string[] {
  try {
    return encoded.split('/').map((segment) => decodeURIComponent(segment));
  } catch {
    throw new InvalidObjectPathError('The object path is not valid percent-encoding.');
  }
}
