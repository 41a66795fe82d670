import type { webcrypto } from 'node:crypto';
import { decodeProtectedHeader, errors, importJWK, jwtVerify } from 'jose';
import type { JWTPayload } from 'jose';
import type { PublicSigningKey } from './signing-keys';

/** The database roles an API request can act as; anything else in a token is refused. */
export type CallerRole = 'anon' | 'authenticated' | 'service_role';

const ROLES: ReadonlySet<string> = new Set<CallerRole>(['anon', 'authenticated', 'service_role']);

/** Who sent a request: the role to act as and the verified claims (what `request.jwt.claims` carries). */
export interface Caller {
  role: CallerRole;
  claims: JWTPayload & { role: CallerRole };
  /** The verified token itself, for handlers that forward it. */
  token: string;
}

/**
 * A request whose credentials are refused, always answered with 401. `code` is PostgREST's: PGRST301 for a
 * missing, malformed, wrongly signed or unacceptable token, PGRST303 for an expired one.
 */
export class CallerError extends Error {
  override name = 'CallerError';
  readonly status = 401;
  constructor(
    readonly code: 'PGRST301' | 'PGRST303',
    message: string,
  ) {
    super(message);
  }
}

/** Tells whether the session an access token was issued for still exists (it ends at sign-out). */
export interface SessionCheck {
  isLive(sessionId: string, userId: string): Promise<boolean>;
}

interface HeaderSource {
  get(name: string): string | null | undefined;
}

function tokenOf(headers: HeaderSource): string {
  const authorization = headers.get('authorization');
  if (authorization) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    if (!match) throw new CallerError('PGRST301', 'The Authorization header must be "Bearer <token>".');
    return match[1]!;
  }
  const apikey = headers.get('apikey');
  if (apikey) return apikey.trim();
  throw new CallerError('PGRST301', 'No API key found in request: send the apikey header.');
}

/** Tokens already verified, most recently verified last; a browser sends the same token for an hour. */
const VERIFIED_TOKENS_KEPT = 2_000;

type VerificationKey = webcrypto.CryptoKey | Uint8Array;

/**
 * The project secret as a key imported once, the public keys trusted beside it (by `kid`), and the payloads of
 * tokens they have verified.
 */
interface Verifier {
  key: Promise<webcrypto.CryptoKey>;
  publicKeys: Map<string, { alg: string; key: Promise<VerificationKey> }>;
  verified: Map<string, JWTPayload>;
}

const verifiers = new Map<string, Verifier>();

function verifierOf(jwtSecret: string): Verifier {
  let verifier = verifiers.get(jwtSecret);
  if (!verifier) {
    verifier = {
      key: crypto.subtle.importKey(
        'raw',
        new TextEncoder().encode(jwtSecret),
        { name: 'HMAC', hash: 'SHA-256' },
        false,
        ['verify'],
      ),
      publicKeys: new Map(),
      verified: new Map(),
    };
    verifiers.set(jwtSecret, verifier);
  }
  return verifier;
}

/**
 * Trusts tokens signed with these public keys wherever tokens for the project secret are verified, as Supabase
 * accepts tokens signed with a project's asymmetric signing keys.
 */
export function trustPublicKeys(jwtSecret: string, keys: readonly PublicSigningKey[]): void {
  const { publicKeys, verified } = verifierOf(jwtSecret);
  // The keys given replace earlier ones, and so must every verdict reached with a key no longer trusted.
  publicKeys.clear();
  verified.clear();
  for (const { kid, alg, jwk } of keys) publicKeys.set(kid, { alg, key: importJWK({ ...jwk }, alg) });
}

/** The key a token's header asks to be verified with: the secret for HS256, a trusted public key by `kid`. */
async function keyFor(token: string, verifier: Verifier): Promise<{ key: VerificationKey; alg: string }> {
  let header: ReturnType<typeof decodeProtectedHeader>;
  try {
    header = decodeProtectedHeader(token);
  } catch {
    throw new CallerError('PGRST301', 'JWT could not be verified: it is malformed or wrongly signed.');
  }
  if (header.alg !== 'HS256' && typeof header.kid === 'string') {
    const trusted = verifier.publicKeys.get(header.kid);
    if (trusted && trusted.alg === header.alg) return { key: await trusted.key, alg: trusted.alg };
  }
  return { key: await verifier.key, alg: 'HS256' };
}

// Verifying an HMAC through WebCrypto costs more than the rest of a small request, so a token's signature is
// checked once; its expiry is checked on every use.
async function verify(token: string, jwtSecret: string): Promise<JWTPayload> {
  const verifier = verifierOf(jwtSecret);
  const known = verifier.verified.get(token);
  if (known) {
    if (typeof known.exp === 'number' && known.exp <= Math.floor(Date.now() / 1000)) {
      verifier.verified.delete(token);
      throw new CallerError('PGRST303', 'JWT expired');
    }
    return known;
  }
  const { key, alg } = await keyFor(token, verifier);
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, key, { algorithms: [alg] }));
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new CallerError('PGRST303', 'JWT expired');
    throw new CallerError('PGRST301', 'JWT could not be verified: it is malformed or wrongly signed.');
  }
  if (verifier.verified.size >= VERIFIED_TOKENS_KEPT) {
    verifier.verified.delete(verifier.verified.keys().next().value!);
  }
  verifier.verified.set(token, payload);
  return payload;
}

/**
 * Verifies the credentials of a request from `Authorization: Bearer <jwt>` (which wins) or the `apikey`
 * header. Only HS256 tokens signed with the project secret, or tokens signed with a trusted public key, are
 * accepted; a user token (any role other than
 * the project keys' anon and service_role) must carry `exp`. Throws CallerError when refused.
 */
export async function verifyCaller(headers: HeaderSource, jwtSecret: string): Promise<Caller> {
  const token = tokenOf(headers);
  const payload = await verify(token, jwtSecret);
  const role = payload.role;
  if (typeof role !== 'string' || !ROLES.has(role)) {
    throw new CallerError('PGRST301', 'JWT role is not one the API accepts.');
  }
  if (role === 'authenticated' && typeof payload.exp !== 'number') {
    throw new CallerError('PGRST301', 'JWT has no expiry: user tokens must carry "exp".');
  }
  return { role: role as CallerRole, claims: payload as Caller['claims'], token };
}

/**
 * The caller of an API request, as `verifyCaller` finds it, whose user token, when it names a session (as every
 * token the auth API issues does), still belongs to a session that exists: a token copied before sign-out opens
 * nothing after it. The project keys name no session and stay valid.
 */
export async function resolveCaller(
  headers: HeaderSource,
  jwtSecret: string,
  sessions: SessionCheck,
): Promise<Caller> {
  const caller = await verifyCaller(headers, jwtSecret);
  const { role, claims } = caller;
  if (role === 'authenticated' && claims.session_id !== undefined) {
    const { session_id: sessionId, sub } = claims;
    const live =
      typeof sessionId === 'string' && typeof sub === 'string' && (await sessions.isLive(sessionId, sub));
    if (!live) throw new CallerError('PGRST301', 'JWT session has ended: sign in again.');
  }
  return caller;
}
