import { X509Certificate, createHash, createPublicKey, timingSafeEqual, verify } from 'node:crypto';
import type { JsonWebKey, KeyObject } from 'node:crypto';
import type { CborValue } from './cbor';
import { CborError, decodeCbor, decodeCborPrefix } from './cbor';

// The relying party's checks of a WebAuthn ceremony (W3C WebAuthn level 2, sections 7.1 and 7.2): what the
// browser says it signed (client data), what the authenticator says (authenticator data), and the signature
// that binds them. Attestation is read as 'none' or 'packed'; a packed certificate's signature is checked but
// its chain is not followed to a manufacturer's root, so an authenticator's make and model are not vouched for.

export class WebAuthnError extends Error {}

/** The COSE algorithms a credential may use, the ones GoTrue offers: ES256, EdDSA and RS256. */
export const COSE_ALGORITHMS = [-7, -8, -257] as const;

/** What the relying party expects of one ceremony, from its stored challenge. */
export interface Expectation {
  /** base64url, as the options handed it to the browser. */
  challenge: string;
  rpId: string;
  origins: string[];
}

/** A credential as the factor keeps it once registered. */
export interface StoredCredential {
  /** base64url */
  id: string;
  /** The COSE key as the authenticator gave it, base64url. */
  publicKey: string;
  algorithm: number;
  signCount: number;
  rpId: string;
  attestationType: string;
  aaguid: string;
}

interface AuthenticatorData {
  rpIdHash: Uint8Array;
  userPresent: boolean;
  userVerified: boolean;
  signCount: number;
  attested?: { aaguid: string; credentialId: Uint8Array; publicKey: Uint8Array };
}

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_DATA = 0x40;

export function toBase64Url(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('base64url');
}

function fromBase64Url(value: unknown, what: string): Uint8Array {
  if (typeof value !== 'string' || !/^[A-Za-z0-9_-]*={0,2}$/.test(value) || value === '') {
    throw new WebAuthnError(`${what} must be base64url`);
  }
  return new Uint8Array(Buffer.from(value, 'base64url'));
}

const sha256 = (data: Uint8Array) => new Uint8Array(createHash('sha256').update(data).digest());

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

function uuidOf(bytes: Uint8Array): string {
  const hex = Buffer.from(bytes).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function parseAuthenticatorData(bytes: Uint8Array): AuthenticatorData {
  if (bytes.length < 37) throw new WebAuthnError('Authenticator data is too short');
  const flags = bytes[32]!;
  const data: AuthenticatorData = {
    rpIdHash: bytes.subarray(0, 32),
    userPresent: (flags & FLAG_USER_PRESENT) !== 0,
    userVerified: (flags & FLAG_USER_VERIFIED) !== 0,
    signCount: Buffer.from(bytes.subarray(33, 37)).readUInt32BE(0),
  };
  if (flags & FLAG_ATTESTED_DATA) {
    if (bytes.length < 55) throw new WebAuthnError('Attested credential data is too short');
    const idLength = Buffer.from(bytes.subarray(53, 55)).readUInt16BE(0);
    const keyStart = 55 + idLength;
    if (idLength === 0 || idLength > 1023 || keyStart >= bytes.length) {
      throw new WebAuthnError('The credential id is malformed');
    }
    const { length } = decodeCborPrefix(bytes.subarray(keyStart));
    data.attested = {
      aaguid: uuidOf(bytes.subarray(37, 53)),
      credentialId: bytes.slice(55, keyStart),
      publicKey: bytes.slice(keyStart, keyStart + length),
    };
  }
  return data;
}

/** A COSE key (RFC 9053) as a Node key, with its algorithm; other key types and curves are refused. */
export function publicKeyOf(coseKey: Uint8Array): { key: KeyObject; algorithm: number } {
  const { jwk, algorithm } = jwkOf(coseKey);
  try {
    return { key: createPublicKey({ key: jwk, format: 'jwk' }), algorithm };
  } catch {
    throw new WebAuthnError('The public key is not a valid key');
  }
}

function jwkOf(coseKey: Uint8Array): { jwk: JsonWebKey; algorithm: number } {
  const cose = decodeCbor(coseKey);
  if (!(cose instanceof Map)) throw new WebAuthnError('The public key is not a COSE key');
  const bytes = (label: number) => {
    const value = cose.get(label);
    if (!(value instanceof Uint8Array)) throw new WebAuthnError('The public key misses a coordinate');
    return toBase64Url(value);
  };
  const kty = cose.get(1);
  const algorithm = cose.get(3);
  if (kty === 2 && algorithm === -7 && cose.get(-1) === 1) {
    return { jwk: { kty: 'EC', crv: 'P-256', x: bytes(-2), y: bytes(-3) }, algorithm };
  }
  if (kty === 1 && algorithm === -8 && cose.get(-1) === 6) {
    return { jwk: { kty: 'OKP', crv: 'Ed25519', x: bytes(-2) }, algorithm };
  }
  if (kty === 3 && algorithm === -257) {
    return { jwk: { kty: 'RSA', n: bytes(-1), e: bytes(-2) }, algorithm };
  }
  throw new WebAuthnError('The public key uses an algorithm other than ES256, EdDSA or RS256');
}

function signatureMatches(
  algorithm: number,
  key: KeyObject,
  data: Uint8Array,
  signature: Uint8Array,
): boolean {
  try {
    return verify(algorithm === -8 ? null : 'sha256', data, key, signature);
  } catch {
    return false;
  }
}

interface ClientData {
  raw: Uint8Array;
}

/** Steps shared by both ceremonies: the browser's own account of what happened, and where. */
function checkClientData(encoded: unknown, type: string, expected: Expectation): ClientData {
  const raw = fromBase64Url(encoded, 'clientDataJSON');
  let clientData: Record<string, unknown>;
  try {
    clientData = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(raw)) as Record<string, unknown>;
  } catch {
    throw new WebAuthnError('clientDataJSON is not JSON');
  }
  if (clientData === null || typeof clientData !== 'object')
    throw new WebAuthnError('clientDataJSON is not JSON');
  if (clientData.type !== type) throw new WebAuthnError(`The client data is not for ${type}`);
  const challenge = typeof clientData.challenge === 'string' ? clientData.challenge.replace(/=+$/, '') : '';
  if (challenge === '' || !sameBytes(Buffer.from(challenge), Buffer.from(expected.challenge))) {
    throw new WebAuthnError('The response answers another challenge');
  }
  if (typeof clientData.origin !== 'string' || !expected.origins.includes(clientData.origin)) {
    throw new WebAuthnError('The response comes from an origin the relying party does not allow');
  }
  return { raw };
}

function checkAuthenticatorData(data: AuthenticatorData, expected: Expectation): void {
  if (!sameBytes(data.rpIdHash, sha256(Buffer.from(expected.rpId)))) {
    throw new WebAuthnError('The authenticator signed for another relying party');
  }
  if (!data.userPresent) throw new WebAuthnError('The authenticator did not see the user present');
}

function responseOf(credential: unknown): Record<string, unknown> {
  const body = credential as { type?: unknown; response?: unknown } | null;
  if (!body || typeof body !== 'object' || body.type !== 'public-key' || !body.response) {
    throw new WebAuthnError('credential_response must be a public-key credential');
  }
  if (typeof body.response !== 'object') throw new WebAuthnError('credential_response.response is malformed');
  return body.response as Record<string, unknown>;
}

function checkAttestation(
  format: CborValue,
  statement: CborValue,
  signed: Uint8Array,
  credentialKey: { key: KeyObject; algorithm: number },
): string {
  if (format === 'none') return 'none';
  if (format !== 'packed' || !(statement instanceof Map)) {
    throw new WebAuthnError('Only none and packed attestation are accepted');
  }
  const signature = statement.get('sig');
  const algorithm = statement.get('alg');
  if (!(signature instanceof Uint8Array) || typeof algorithm !== 'number') {
    throw new WebAuthnError('The packed attestation statement is malformed');
  }
  const chain = statement.get('x5c');
  if (chain === undefined) {
    // Self attestation: the new credential signs its own registration.
    if (
      algorithm !== credentialKey.algorithm ||
      !signatureMatches(algorithm, credentialKey.key, signed, signature)
    ) {
      throw new WebAuthnError('The self attestation signature does not match');
    }
    return 'self';
  }
  const leaf = Array.isArray(chain) ? chain[0] : undefined;
  if (!(leaf instanceof Uint8Array)) throw new WebAuthnError('The attestation certificate is malformed');
  let certificateKey: KeyObject;
  try {
    certificateKey = new X509Certificate(leaf).publicKey;
  } catch {
    throw new WebAuthnError('The attestation certificate is malformed');
  }
  if (!signatureMatches(algorithm, certificateKey, signed, signature)) {
    throw new WebAuthnError('The attestation signature does not match its certificate');
  }
  return 'basic';
}

/** Checks a registration (navigator.credentials.create) and returns the credential to keep. */
export function verifyRegistration(credential: unknown, expected: Expectation): StoredCredential {
  try {
    const response = responseOf(credential);
    const clientData = checkClientData(response.clientDataJSON, 'webauthn.create', expected);
    const attestation = decodeCbor(fromBase64Url(response.attestationObject, 'attestationObject'));
    if (!(attestation instanceof Map)) throw new WebAuthnError('The attestation object is malformed');
    const rawAuthData = attestation.get('authData');
    if (!(rawAuthData instanceof Uint8Array)) throw new WebAuthnError('The attestation object has no data');
    const authData = parseAuthenticatorData(rawAuthData);
    checkAuthenticatorData(authData, expected);
    if (!authData.attested) throw new WebAuthnError('The registration carries no credential');
    const credentialKey = publicKeyOf(authData.attested.publicKey);
    const signed = Buffer.concat([rawAuthData, sha256(clientData.raw)]);
    const attestationType = checkAttestation(
      attestation.get('fmt'),
      attestation.get('attStmt'),
      signed,
      credentialKey,
    );
    const id = toBase64Url(authData.attested.credentialId);
    const claimedId = (credential as { id?: unknown }).id;
    if (claimedId !== undefined && claimedId !== id)
      throw new WebAuthnError('The credential id does not match');
    return {
      id,
      publicKey: toBase64Url(authData.attested.publicKey),
      algorithm: credentialKey.algorithm,
      signCount: authData.signCount,
      rpId: expected.rpId,
      attestationType,
      aaguid: authData.attested.aaguid,
    };
  } catch (error) {
    if (error instanceof CborError) throw new WebAuthnError(error.message);
    throw error;
  }
}

/** Checks an assertion (navigator.credentials.get) with the stored credential; returns its new signature count. */
export function verifyAssertion(
  credential: unknown,
  expected: Expectation,
  stored: StoredCredential,
): number {
  try {
    const response = responseOf(credential);
    const rawId =
      (credential as { rawId?: unknown; id?: unknown }).rawId ?? (credential as { id?: unknown }).id;
    if (rawId !== stored.id) throw new WebAuthnError('The response is from another credential');
    const clientData = checkClientData(response.clientDataJSON, 'webauthn.get', expected);
    const rawAuthData = fromBase64Url(response.authenticatorData, 'authenticatorData');
    const authData = parseAuthenticatorData(rawAuthData);
    checkAuthenticatorData(authData, expected);
    const signature = fromBase64Url(response.signature, 'signature');
    const { key, algorithm } = publicKeyOf(fromBase64Url(stored.publicKey, 'The stored key'));
    const signed = Buffer.concat([rawAuthData, sha256(clientData.raw)]);
    if (!signatureMatches(algorithm, key, signed, signature)) {
      throw new WebAuthnError('The signature does not match the credential');
    }
    // A counter that does not move forward means a cloned authenticator (or a replay); zero means it keeps none.
    if ((authData.signCount !== 0 || stored.signCount !== 0) && authData.signCount <= stored.signCount) {
      throw new WebAuthnError('The authenticator’s signature counter went backwards');
    }
    return authData.signCount;
  } catch (error) {
    if (error instanceof CborError) throw new WebAuthnError(error.message);
    throw error;
  }
}
