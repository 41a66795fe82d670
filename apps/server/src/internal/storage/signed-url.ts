import { createHmac, timingSafeEqual } from 'node:crypto';
import type { RequestRole } from '../db/request-role';

/** Signed URLs are for reading an object for a while; a week is Supabase's practical ceiling too. */
export const MAX_SIGNED_URL_SECONDS = 7 * 24 * 60 * 60;

export type SignedUrlProblem = 'malformed' | 'tampered' | 'expired';

export class SignedUrlError extends Error {
  override name = 'SignedUrlError';
  constructor(
    readonly problem: SignedUrlProblem,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Who asked for a signed URL. Each use of the URL reads the object again as its signer, so the URL stops
 * working as soon as the signer may no longer read the object or their session ends, however long it was
 * signed for.
 */
export interface UrlSigner {
  role: RequestRole;
  /** The signer's user id; absent for a visitor and the service role. */
  sub?: string;
  /** The session the signer signed in, which must still be live when the URL is used. */
  sessionId?: string;
}

interface SignedObject {
  /** `<bucket>/<name>`, the object the token opens. */
  url: string;
  /** Expiry, in seconds since the epoch. */
  exp: number;
  role: RequestRole;
  sub?: string;
  sid?: string;
}

const REQUEST_ROLES: readonly unknown[] = ['anon', 'authenticated', 'service_role'] satisfies RequestRole[];

const optionalString = (value: unknown) => value === undefined || typeof value === 'string';

// A key of its own, derived from the project secret, so a signed-URL token can never pass for any other token.
function signingKey(jwtSecret: string): Buffer {
  return createHmac('sha256', jwtSecret).update('quizcoop storage signed url').digest();
}

function signature(payload: string, jwtSecret: string): Buffer {
  return createHmac('sha256', signingKey(jwtSecret)).update(payload).digest();
}

/**
 * A token that opens one object for its signer until it expires: base64url(JSON {url, exp, role, sub, sid}) "."
 * base64url(HMAC-SHA256).
 */
export function signObjectUrl(
  bucket: string,
  name: string,
  expiresInSeconds: number,
  signer: UrlSigner,
  jwtSecret: string,
  now = Date.now(),
): string {
  const body: SignedObject = {
    url: `${bucket}/${name}`,
    exp: Math.floor(now / 1000) + expiresInSeconds,
    role: signer.role,
    sub: signer.sub,
    sid: signer.sessionId,
  };
  const payload = Buffer.from(JSON.stringify(body)).toString('base64url');
  return `${payload}.${signature(payload, jwtSecret).toString('base64url')}`;
}

/**
 * Checks that the token was made by this server for exactly this object and has not expired, and says who
 * signed it, for the caller to check that they still may read the object.
 */
export function verifyObjectUrl(
  token: string,
  bucket: string,
  name: string,
  jwtSecret: string,
  now = Date.now(),
): UrlSigner {
  const [payload, mac, extra] = token.split('.');
  if (!payload || !mac || extra !== undefined) {
    throw new SignedUrlError('malformed', 'The token of this signed URL is malformed.');
  }
  const expected = signature(payload, jwtSecret);
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new SignedUrlError('tampered', 'The signature of this URL does not match: it was altered.');
  }
  let body: Partial<SignedObject>;
  try {
    body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<SignedObject>;
  } catch {
    throw new SignedUrlError('malformed', 'The token of this signed URL is malformed.');
  }
  if (body.url !== `${bucket}/${name}`) {
    throw new SignedUrlError('tampered', 'This signed URL was made for a different object.');
  }
  if (typeof body.exp !== 'number' || body.exp * 1000 <= now) {
    throw new SignedUrlError('expired', 'This signed URL has expired.');
  }
  if (!REQUEST_ROLES.includes(body.role) || !optionalString(body.sub) || !optionalString(body.sid)) {
    throw new SignedUrlError('malformed', 'The token of this signed URL does not say who signed it.');
  }
  return { role: body.role!, sub: body.sub, sessionId: body.sid };
}
