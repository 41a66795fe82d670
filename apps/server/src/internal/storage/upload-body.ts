import { readBoundedBody } from '../http/bounded-body';
import { StorageError } from './storage-error';

/** Uploads larger than this are refused even in a bucket without a limit of its own (Supabase's default). */
export const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024;
// Room for the multipart boundaries and the small form fields storage-js sends beside the file.
const MULTIPART_OVERHEAD = 64 * 1024;

export interface UploadBody {
  bytes: Uint8Array;
  contentType: string;
  /** The Cache-Control value to serve the object with, as storage-js asks for it (`max-age=3600`). */
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

const payloadTooLarge = () =>
  new StorageError(413, 'Payload too large', 'The object exceeded the maximum allowed size');

async function readCapped(request: Request, cap: number): Promise<Uint8Array> {
  const body = await readBoundedBody(request, cap);
  if (!body) throw payloadTooLarge();
  return body;
}

function cacheControlOf(seconds: string | null | undefined): string {
  const value = (seconds ?? '3600').trim();
  if (/^max-age=\d{1,9}$/.test(value)) return value;
  if (/^\d{1,9}$/.test(value)) return `max-age=${value}`;
  throw new StorageError(400, 'InvalidRequest', 'cacheControl must be a number of seconds.');
}

function parseMetadata(json: string | null | undefined): Record<string, unknown> | null {
  if (json === null || json === undefined || json === '') return null;
  try {
    const value: unknown = JSON.parse(json);
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      return value as Record<string, unknown>;
    }
  } catch {
    // Reported below with the same message as a non-object.
  }
  throw new StorageError(400, 'InvalidRequest', 'metadata must be a JSON object.');
}

function withoutParameters(type: string): string {
  return type.split(';')[0]!.trim().toLowerCase();
}

/**
 * Reads an upload as storage-js sends it: a multipart form with the file (Blob and File bodies) or the raw
 * bytes with their content type (ArrayBuffer, Buffer, stream). Never reads more than `limit` bytes of file.
 */
export async function readUploadBody(request: Request, limit: number): Promise<UploadBody> {
  const type = request.headers.get('content-type') ?? '';
  if (withoutParameters(type) === 'multipart/form-data') {
    const raw = await readCapped(request, limit + MULTIPART_OVERHEAD);
    let form: FormData;
    try {
      form = await new Response(raw, { headers: { 'content-type': type } }).formData();
    } catch {
      throw new StorageError(400, 'InvalidRequest', 'The multipart form could not be read.');
    }
    const file = [...form.values()].find(
      (value): value is Exclude<typeof value, string> => typeof value !== 'string',
    );
    if (!file) throw new StorageError(400, 'InvalidRequest', 'The form holds no file.');
    if (file.size > limit) throw payloadTooLarge();
    const cacheControl = form.get('cacheControl');
    const metadata = form.get('metadata');
    return {
      bytes: new Uint8Array(await file.arrayBuffer()),
      contentType: file.type || 'application/octet-stream',
      cacheControl: cacheControlOf(typeof cacheControl === 'string' ? cacheControl : undefined),
      userMetadata: parseMetadata(typeof metadata === 'string' ? metadata : undefined),
    };
  }
  const bytes = await readCapped(request, limit);
  const encodedMetadata = request.headers.get('x-metadata');
  return {
    bytes,
    contentType: type || 'application/octet-stream',
    cacheControl: cacheControlOf(request.headers.get('cache-control')),
    userMetadata: parseMetadata(
      encodedMetadata ? Buffer.from(encodedMetadata, 'base64').toString('utf8') : undefined,
    ),
  };
}

/** Whether a bucket's allowed_mime_types (exact types or `type/*`) admit a content type; none means any. */
export function isMimeTypeAllowed(contentType: string, allowed: readonly string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true;
  const type = withoutParameters(contentType);
  return allowed.some((pattern) => {
    const wanted = pattern.trim().toLowerCase();
    return wanted.endsWith('/*') ? type.startsWith(wanted.slice(0, -1)) : type === wanted;
  });
}
