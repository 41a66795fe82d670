/**
 * A refusal in Supabase Storage's shape, `{statusCode, error, message}`, answered with the same HTTP status
 * the body names (storage-js reads both).
 */
export class StorageError extends Error {
  override name = 'StorageError';
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 500,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }

  toResponse(): Response {
    return Response.json(
      { statusCode: String(this.status), error: this.error, message: this.message },
      // An upload refused part-way is still arriving: the connection cannot carry another request after it.
      { status: this.status, headers: this.status === 413 ? { connection: 'close' } : {} },
    );
  }
}

export const objectNotFound = () => new StorageError(404, 'not_found', 'Object not found');
export const bucketNotFound = () => new StorageError(404, 'Bucket not found', 'Bucket not found');
export const rowLevelSecurityRefusal = () =>
  new StorageError(403, 'Unauthorized', 'new row violates row-level security policy');
