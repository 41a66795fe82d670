import { EMAIL_PATTERN } from '../config-mail';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../http/json-body';
import { AuthError, validationFailed } from './errors';
import type { RouteContext } from '../http/env';

export type Body = Record<string, unknown>;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The JSON object a request carries; an empty body reads as `{}`. */
export async function readBody(c: RouteContext): Promise<Body> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  if (nestsDeeperThan(text)) {
    throw new AuthError(400, 'bad_json', `The request body nests deeper than ${MAX_JSON_DEPTH} levels`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON');
  }
  if (!isPlainObject(parsed)) throw new AuthError(400, 'bad_json', 'The request body must be a JSON object');
  return parsed;
}

/** GoTrue's shape of an address: the characters RFC 5322 allows unquoted before the @, host name labels after. */
const GOTRUE_EMAIL =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** An email address as GoTrue keeps it: trimmed and lower-cased. */
export function emailOf(value: unknown): string {
  if (typeof value !== 'string') throw validationFailed('Unable to validate email address: invalid format');
  const email = value.trim().toLowerCase();
  if (email.length > 255 || !EMAIL_PATTERN.test(email) || !GOTRUE_EMAIL.test(email)) {
    throw validationFailed('Unable to validate email address: invalid format');
  }
  return email;
}

export function isGiven(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

const MAX_METADATA_BYTES = 16 * 1024;

/** User metadata (`data`/`options.data`): a JSON object of modest size. */
export function metadataOf(value: unknown): Record<string, unknown> {
  if (value === undefined || value === null) return {};
  if (!isPlainObject(value)) throw validationFailed('data must be a JSON object');
  if (Buffer.byteLength(JSON.stringify(value)) > MAX_METADATA_BYTES) {
    throw validationFailed('data must be at most 16 KB of JSON');
  }
  return value;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The URL with loopback host names made one, so localhost and 127.0.0.1 count as the same place. */
function comparable(url: URL): string {
  const copy = new URL(url.href);
  if (LOOPBACK_HOSTS.has(copy.hostname)) copy.hostname = 'localhost';
  return copy.href.replace(/\/$/, '');
}

/**
 * Where auth may send a browser back to: the site, the server itself, or an additional redirect URL (and any
 * path below them). Anything else falls back to the site, so a crafted link cannot send tokens elsewhere.
 */
export function redirectPolicy(allowed: string[], fallback: string): (requested: unknown) => string {
  const prefixes = allowed.map((entry) => comparable(new URL(entry)));
  return (requested) => {
    if (typeof requested !== 'string' || requested === '') return fallback;
    let url: URL;
    try {
      url = new URL(requested);
    } catch {
      return fallback;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return fallback;
    if (url.username || url.password) return fallback;
    const candidate = comparable(url);
    const permitted = prefixes.some(
      (prefix) =>
        candidate === prefix || ['/', '?', '#'].some((separator) => candidate.startsWith(prefix + separator)),
    );
    return permitted ? url.href : fallback;
  };
}
