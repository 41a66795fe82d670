import type { JWK } from 'jose';
import { ConfigError } from '../config-values';

/** The asymmetric algorithms a token may be signed with, as Supabase's JWT signing keys offer them. */
export type PublicKeyAlgorithm = 'RS256' | 'ES256';

/** The public half of a signing key, as a JWK with the id that tokens name in their `kid` header. */
export interface PublicSigningKey {
  kid: string;
  alg: PublicKeyAlgorithm;
  jwk: JWK;
}

const ALGORITHM_OF_KEY_TYPE: Record<string, PublicKeyAlgorithm> = { RSA: 'RS256', EC: 'ES256' };

/** The members of a JWK that make up its public half; a private key given by mistake loses the rest. */
const PUBLIC_MEMBERS: Record<PublicKeyAlgorithm, readonly string[]> = {
  RS256: ['kty', 'n', 'e'],
  ES256: ['kty', 'crv', 'x', 'y'],
};

/** The members a private key adds to its public half. */
const PRIVATE_MEMBERS: Record<PublicKeyAlgorithm, readonly string[]> = {
  RS256: ['d', 'p', 'q', 'dp', 'dq', 'qi'],
  ES256: ['d'],
};

/** A key pair the server signs access tokens with, as a JWK, and the public half it publishes and trusts. */
export interface PrivateSigningKey {
  privateJwk: JWK;
  publicKey: PublicSigningKey;
}

/** A setting's JSON, or undefined when it is not set; text that is not JSON is refused with what it must be. */
function jsonSetting(variable: string, value: string | undefined, mustBe: string): unknown {
  if (value === undefined || value.trim() === '') return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    throw new ConfigError(variable, mustBe);
  }
}

function describe(index: number): string {
  return `key ${index + 1}`;
}

/**
 * Reads a JSON array of JWKs (GoTrue's `GOTRUE_JWT_KEYS` shape: RSA or P-256 keys, each with a `kid`). Only each
 * key's public half is kept: the server verifies with these keys and never signs with them.
 */
export function parsePublicSigningKeys(variable: string, value: string | undefined): PublicSigningKey[] {
  const parsed = jsonSetting(
    variable,
    value,
    'must be a JSON array of JWKs, such as [{"kty":"RSA","kid":"…","n":"…","e":"AQAB"}].',
  );
  if (parsed === undefined) return [];
  if (!Array.isArray(parsed)) throw new ConfigError(variable, 'must be a JSON array of JWKs.');
  return parsed.map((entry: unknown, index) => publicKeyOf(variable, entry, index));
}

function publicKeyOf(variable: string, entry: unknown, index: number): PublicSigningKey {
  if (typeof entry !== 'object' || entry === null) {
    throw new ConfigError(variable, `has ${describe(index)} that is not a JSON object.`);
  }
  const key = entry as Record<string, unknown>;
  const alg = ALGORITHM_OF_KEY_TYPE[String(key.kty)];
  if (!alg) throw new ConfigError(variable, `has ${describe(index)} whose kty is not RSA or EC.`);
  if (key.alg !== undefined && key.alg !== alg) {
    throw new ConfigError(variable, `has ${describe(index)} whose alg is not ${alg}.`);
  }
  if (typeof key.kid !== 'string' || key.kid === '') {
    throw new ConfigError(variable, `has ${describe(index)} without a kid.`);
  }
  if (alg === 'ES256' && key.crv !== 'P-256') {
    throw new ConfigError(variable, `has ${describe(index)} whose crv is not P-256.`);
  }
  return { kid: key.kid, alg, jwk: membersOf(variable, key, PUBLIC_MEMBERS[alg], index) };
}

function membersOf(
  variable: string,
  key: Record<string, unknown>,
  members: readonly string[],
  index: number,
): JWK {
  const jwk: Record<string, unknown> = {};
  for (const member of members) {
    if (typeof key[member] !== 'string') {
      throw new ConfigError(variable, `has ${describe(index)} without its "${member}".`);
    }
    jwk[member] = key[member];
  }
  return jwk as JWK;
}

/**
 * Reads the private key the server signs access tokens with: one RSA or P-256 JWK with a `kid`, or an array whose
 * first key is it (the shape of Supabase's `signing_keys.json`).
 */
export function parsePrivateSigningKey(
  variable: string,
  value: string | undefined,
): PrivateSigningKey | undefined {
  const parsed = jsonSetting(
    variable,
    value,
    'must be a private JWK as JSON, such as {"kty":"RSA","kid":"…","n":"…","d":"…",…}.',
  );
  if (parsed === undefined) return undefined;
  const entry: unknown = Array.isArray(parsed) ? parsed[0] : parsed;
  const publicKey = publicKeyOf(variable, entry, 0);
  const secretHalf = membersOf(variable, entry as Record<string, unknown>, PRIVATE_MEMBERS[publicKey.alg], 0);
  return { privateJwk: { ...publicKey.jwk, ...secretHalf }, publicKey };
}

/** Every public key tokens may be signed with: the signing key's public half first, then the others. */
export function publishedKeys(config: {
  jwtSigningKey: PrivateSigningKey | undefined;
  jwtPublicKeys: readonly PublicSigningKey[];
}): PublicSigningKey[] {
  return [...(config.jwtSigningKey ? [config.jwtSigningKey.publicKey] : []), ...config.jwtPublicKeys];
}
