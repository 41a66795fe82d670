import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import type { ContentCoding } from './encoding';
import { CONTENT_CODINGS } from './encoding';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.wav': 'audio/wav',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.wasm': 'application/wasm',
};

/** One encoding of a file, as sent. */
export interface Variant {
  body: Uint8Array;
  /** Strong, and different for each encoding of the same file, so a cache never mixes them up. */
  etag: string;
}

export interface WebFile {
  contentType: string;
  /** Whether the answer depends on Accept-Encoding: the build stored an encoded variant. */
  compressible: boolean;
  identity: Variant;
  encoded: Partial<Record<ContentCoding, Variant>>;
}

export function contentTypeOf(path: string): string {
  return CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

/** A strong entity tag from the bytes of the file as it is, with the coding for an encoded variant. */
export function entityTag(identity: Uint8Array, coding?: ContentCoding): string {
  const digest = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
  return coding ? `"${digest}-${coding}"` : `"${digest}"`;
}

async function filesUnder(root: string): Promise<string[]> {
  try {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

const STORED_VARIANT = /\.(br|gz)$/;

export interface LoadOptions {
  /** Include the source maps (*.map); without them a map's URL is simply not found. */
  serveSourceMaps: boolean;
}

/**
 * Reads the whole built web app into memory once (it is a few megabytes), keyed by URL path, with the .br and
 * .gz files the build made beside a file (it does so for text formats, where compression pays) as that file's
 * encoded variants.
 */
export async function loadWebFiles(
  root: string,
  { serveSourceMaps }: LoadOptions,
): Promise<Map<string, WebFile>> {
  const paths = await filesUnder(root);
  const present = new Set(paths);
  const files = new Map<string, WebFile>();
  for (const path of paths) {
    if (STORED_VARIANT.test(path) && present.has(path.replace(STORED_VARIANT, ''))) continue;
    if (!serveSourceMaps && path.endsWith('.map')) continue;
    const body = new Uint8Array(await readFile(path));
    const encoded: WebFile['encoded'] = {};
    for (const coding of CONTENT_CODINGS) {
      const stored = `${path}.${coding === 'br' ? 'br' : 'gz'}`;
      if (present.has(stored))
        encoded[coding] = { body: new Uint8Array(await readFile(stored)), etag: entityTag(body, coding) };
    }
    const urlPath = `/${relative(root, path).split(sep).join('/')}`;
    files.set(urlPath, {
      contentType: contentTypeOf(path),
      compressible: Object.keys(encoded).length > 0,
      identity: { body, etag: entityTag(body) },
      encoded,
    });
  }
  return files;
}
