import type { StoredObject } from './objects';

// Objects share the app's origin, so a stored file must never run as a page of it: an uploaded SVG or HTML
// opened directly gets no script, no plugins and an opaque origin.
const ISOLATION_HEADERS = {
  'content-security-policy': "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-site',
} as const;

/**
 * The longest a browser keeps an object of a private bucket without asking again. Whether its reader may still
 * see it can change at any moment (a question turns premium, a set private), and every request asks the
 * database again; a shared cache must never keep it at all.
 */
export const PRIVATE_OBJECT_MAX_AGE_SECONDS = 60;

function cacheControlOf(stored: string, bucketIsPublic: boolean): string {
  if (bucketIsPublic) return stored || 'no-cache';
  if (/no-store/i.test(stored)) return 'private, no-store';
  const maxAge = /max-age=(\d+)/i.exec(stored);
  const seconds = maxAge ? Math.min(Number(maxAge[1]), PRIVATE_OBJECT_MAX_AGE_SECONDS) : 0;
  return seconds > 0 ? `private, max-age=${seconds}` : 'private, no-cache';
}

function byteRange(header: string | null, size: number): { start: number; end: number } | 'invalid' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  return start > end || start >= size ? 'invalid' : { start, end };
}

function contentDisposition(download: string | null, name: string): Record<string, string> {
  if (download === null) return {};
  const fileName = download || name.split('/').pop()!;
  return { 'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}` };
}

/**
 * Serves an object's body with its stored content type and cache policy (kept private and short for a private
 * bucket's object), conditional and ranged requests.
 */
export function objectResponse(
  request: Request,
  object: StoredObject,
  body: Buffer,
  bucketIsPublic: boolean,
): Response {
  const { metadata } = object;
  const download = new URL(request.url).searchParams.get('download');
  const headers: Record<string, string> = {
    ...ISOLATION_HEADERS,
    'content-type': metadata.mimetype || 'application/octet-stream',
    'cache-control': cacheControlOf(metadata.cacheControl, bucketIsPublic),
    etag: metadata.eTag,
    'last-modified': new Date(metadata.lastModified || object.updatedAt).toUTCString(),
    'accept-ranges': 'bytes',
    ...contentDisposition(download, object.name),
  };
  if (request.headers.get('if-none-match') === metadata.eTag) {
    return new Response(null, { status: 304, headers });
  }
  const range = byteRange(request.headers.get('range'), body.byteLength);
  if (range === 'invalid') {
    return new Response(null, {
      status: 416,
      headers: { ...headers, 'content-range': `bytes */${body.byteLength}` },
    });
  }
  if (range) {
    return new Response(new Uint8Array(body.subarray(range.start, range.end + 1)), {
      status: 206,
      headers: { ...headers, 'content-range': `bytes ${range.start}-${range.end}/${body.byteLength}` },
    });
  }
  return new Response(new Uint8Array(body), { headers });
}
