import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import type { KeyObject } from 'node:crypto';

// A software authenticator for tests: a P-256 key pair made here, the authenticator data and CBOR attestation
// object a security key would return, and client data as a browser at the given origin would write it.

type CborInput = number | string | boolean | Uint8Array | CborInput[] | Map<CborInput, CborInput>;

function head(major: number, value: number): Buffer {
  if (value < 24) return Buffer.from([(major << 5) | value]);
  if (value < 0x100) return Buffer.from([(major << 5) | 24, value]);
  if (value < 0x10000) {
    const bytes = Buffer.alloc(3);
    bytes[0] = (major << 5) | 25;
    bytes.writeUInt16BE(value, 1);
    return bytes;
  }
  const bytes = Buffer.alloc(5);
  bytes[0] = (major << 5) | 26;
  bytes.writeUInt32BE(value, 1);
  return bytes;
}

/** CBOR as CTAP2 writes it, for the few kinds of value an attestation object holds. */
export function encodeCbor(value: CborInput): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'boolean') return Buffer.from([value ? 0xf5 : 0xf4]);
  if (typeof value === 'string') {
    const text = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, text.length), text]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  if (Array.isArray(value)) return Buffer.concat([head(4, value.length), ...value.map(encodeCbor)]);
  const entries = [...value.entries()].flatMap(([key, item]) => [encodeCbor(key), encodeCbor(item)]);
  return Buffer.concat([head(5, value.size), ...entries]);
}

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest();
const base64url = (data: Uint8Array) => Buffer.from(data).toString('base64url');

/** What a test may change in one ceremony to see the server refuse it. */
export interface Tampering {
  origin?: string;
  challenge?: string;
  type?: string;
  rpId?: string;
  userPresent?: boolean;
  signCount?: number;
  corruptSignature?: boolean;
}

interface Options {
  challenge: string;
  rp?: { id: string };
  rpId?: string;
}

export type KeyAlgorithm = 'ES256' | 'EdDSA' | 'RS256';

const COSE_ALGORITHM: Record<KeyAlgorithm, number> = { ES256: -7, EdDSA: -8, RS256: -257 };

function keyPair(algorithm: KeyAlgorithm) {
  if (algorithm === 'EdDSA') return generateKeyPairSync('ed25519');
  if (algorithm === 'RS256') return generateKeyPairSync('rsa', { modulusLength: 2048 });
  return generateKeyPairSync('ec', { namedCurve: 'P-256' });
}

export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  signCount = 0;

  constructor(private readonly algorithm: KeyAlgorithm = 'ES256') {
    const pair = keyPair(algorithm);
    this.privateKey = pair.privateKey;
    this.publicKey = pair.publicKey;
  }

  private coseKey(): Buffer {
    const jwk = this.publicKey.export({ format: 'jwk' });
    const field = (value: string | undefined) => Buffer.from(value!, 'base64url');
    const alg = COSE_ALGORITHM[this.algorithm];
    const entries: [CborInput, CborInput][] =
      this.algorithm === 'ES256'
        ? [
            [1, 2],
            [3, alg],
            [-1, 1],
            [-2, field(jwk.x)],
            [-3, field(jwk.y)],
          ]
        : this.algorithm === 'EdDSA'
          ? [
              [1, 1],
              [3, alg],
              [-1, 6],
              [-2, field(jwk.x)],
            ]
          : [
              [1, 3],
              [3, alg],
              [-1, field(jwk.n)],
              [-2, field(jwk.e)],
            ];
    return encodeCbor(new Map(entries));
  }

  private authenticatorData(rpId: string, tampering: Tampering, attested: boolean): Buffer {
    this.signCount += 1;
    const count = Buffer.alloc(4);
    count.writeUInt32BE(tampering.signCount ?? this.signCount);
    const flags = (tampering.userPresent === false ? 0 : 0x01) | 0x04 | (attested ? 0x40 : 0);
    const parts: Uint8Array[] = [sha256(Buffer.from(tampering.rpId ?? rpId)), Buffer.from([flags]), count];
    if (attested) {
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(this.credentialId.length);
      parts.push(Buffer.alloc(16), idLength, this.credentialId, this.coseKey());
    }
    return Buffer.concat(parts);
  }

  private clientData(type: string, challenge: string, origin: string, tampering: Tampering): Buffer {
    return Buffer.from(
      JSON.stringify({
        type: tampering.type ?? type,
        challenge: tampering.challenge ?? challenge,
        origin: tampering.origin ?? origin,
        crossOrigin: false,
      }),
    );
  }

  private signature(authData: Buffer, clientData: Buffer, tampering: Tampering): Buffer {
    const data = Buffer.concat([authData, sha256(clientData)]);
    const signature = sign(this.algorithm === 'EdDSA' ? null : 'sha256', data, this.privateKey);
    if (tampering.corruptSignature) signature[signature.length - 1]! ^= 0xff;
    return signature;
  }

  /** navigator.credentials.create() with the server's options, as the credential's toJSON() writes it. */
  register(options: Options, origin: string, tampering: Tampering = {}, format: 'none' | 'packed' = 'none') {
    const authData = this.authenticatorData(options.rp!.id, tampering, true);
    const clientData = this.clientData('webauthn.create', options.challenge, origin, tampering);
    const statement =
      format === 'none'
        ? new Map<CborInput, CborInput>()
        : new Map<CborInput, CborInput>([
            ['alg', COSE_ALGORITHM[this.algorithm]],
            ['sig', this.signature(authData, clientData, tampering)],
          ]);
    const attestationObject = encodeCbor(
      new Map<CborInput, CborInput>([
        ['fmt', format],
        ['attStmt', statement],
        ['authData', authData],
      ]),
    );
    return {
      id: base64url(this.credentialId),
      rawId: base64url(this.credentialId),
      type: 'public-key',
      response: { attestationObject: base64url(attestationObject), clientDataJSON: base64url(clientData) },
      clientExtensionResults: {},
    };
  }

  /** navigator.credentials.get() with the server's options, as the credential's toJSON() writes it. */
  assert(options: Options, origin: string, tampering: Tampering = {}) {
    const authData = this.authenticatorData(options.rpId!, tampering, false);
    const clientData = this.clientData('webauthn.get', options.challenge, origin, tampering);
    return {
      id: base64url(this.credentialId),
      rawId: base64url(this.credentialId),
      type: 'public-key',
      response: {
        authenticatorData: base64url(authData),
        clientDataJSON: base64url(clientData),
        signature: base64url(this.signature(authData, clientData, tampering)),
      },
      clientExtensionResults: {},
    };
  }
}
