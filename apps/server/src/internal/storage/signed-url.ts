import { createHmac, timingSafeEqual } from 'node:crypto';

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

interface SignedObject {
  /** `<bucket>/<name>`, the object the token opens. */
  url: string;
  /** Expiry, in seconds since the epoch. */
  exp: number;
}

// A key of its own, derived from the project secret, so a signed-URL token can never pass for any other token.
function signingKey(jwtSecret: string): Buffer {
  return createHmac('sha256', jwtSecret).update('quizcoop storage signed url').digest();
}

function signature(payload: string, jwtSecret: string): Buffer {
  return createHmac('sha256', signingKey(jwtSecret)).update(payload).digest();
}

/** A token that opens one object until it expires: base64url(JSON {url, exp}) "." base64url(HMAC-SHA256). */
export function signObjectUrl(
  bucket: string,
  name: string,
  expiresInSeconds: number,
  jwtSecret: string,
  now = Date.now(),
): string {
  const body: SignedObject = { url: `${bucket}/${name}`, exp: Math.floor(now / 1000) + expiresInSeconds };
  const payload = Buffer.from(JSON.stringify(body)).toString('base64url');
  return `${payload}.${signature(payload, jwtSecret).toString('base64url')}`;
}

/** Checks that the token was made by this server for exactly this object and has not expired. */
export function verifyObjectUrl(
  token: string,
  bucket: string,
  name: string,
  jwtSecret: string,
  now = Date.now(),
): void {
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
}
