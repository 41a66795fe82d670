// The part of CBOR (RFC 8949) that WebAuthn needs: an authenticator's attestation object and the COSE public key
// inside its data are CBOR. Definite lengths only, as CTAP2's canonical encoding requires; anything else is
// refused as malformed, never guessed at.

export type CborValue =
  | number
  | bigint
  | string
  | boolean
  | null
  | undefined
  | Uint8Array
  | CborValue[]
  | Map<CborValue, CborValue>;

export class CborError extends Error {}

/** Nesting deeper than any authenticator writes; it bounds the work hostile input can cause. */
const MAX_DEPTH = 16;

class Reader {
  offset = 0;
  private readonly bytes: Uint8Array;

  constructor(bytes: Uint8Array) {
    // A plain copy: a Node Buffer's slices share its memory, and the values read here must not.
    this.bytes = new Uint8Array(bytes);
  }

  take(length: number): Uint8Array {
    if (length > this.bytes.length - this.offset) throw new CborError('CBOR data ends too early');
    const slice = this.bytes.subarray(this.offset, this.offset + length);
    this.offset += length;
    return slice;
  }

  byte(): number {
    return this.take(1)[0]!;
  }

  /** The argument of a head: the value itself below 24, else the 1, 2, 4 or 8 bytes that follow. */
  argument(info: number): number | bigint {
    if (info < 24) return info;
    const sizes: Record<number, number> = { 24: 1, 25: 2, 26: 4, 27: 8 };
    const size = sizes[info];
    if (size === undefined) throw new CborError('Indefinite or reserved CBOR lengths are not accepted');
    const bytes = this.take(size);
    const view = new DataView(bytes.buffer, bytes.byteOffset, size);
    if (size === 1) return view.getUint8(0);
    if (size === 2) return view.getUint16(0);
    if (size === 4) return view.getUint32(0);
    const big = view.getBigUint64(0);
    return big <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(big) : big;
  }

  length(info: number): number {
    const value = this.argument(info);
    if (typeof value !== 'number' || value > this.bytes.length - this.offset) {
      throw new CborError('A CBOR length runs past the end of the data');
    }
    return value;
  }

  value(depth: number): CborValue {
    if (depth > MAX_DEPTH) throw new CborError('CBOR data is nested too deeply');
    const head = this.byte();
    const major = head >> 5;
    const info = head & 0x1f;
    switch (major) {
      case 0:
        return this.argument(info);
      case 1: {
        const value = this.argument(info);
        return typeof value === 'number' ? -1 - value : -1n - value;
      }
      case 2:
        return this.take(this.length(info)).slice();
      case 3:
        return utf8(this.take(this.length(info)));
      case 4: {
        const count = this.length(info);
        const items: CborValue[] = [];
        for (let index = 0; index < count; index += 1) items.push(this.value(depth + 1));
        return items;
      }
      case 5: {
        const count = this.length(info);
        const map = new Map<CborValue, CborValue>();
        for (let index = 0; index < count; index += 1) {
          const key = this.value(depth + 1);
          if (map.has(key)) throw new CborError('A CBOR map repeats a key');
          map.set(key, this.value(depth + 1));
        }
        return map;
      }
      case 6:
        this.argument(info);
        return this.value(depth + 1);
      default:
        return this.simple(info);
    }
  }

  simple(info: number): CborValue {
    if (info === 20) return false;
    if (info === 21) return true;
    if (info === 22) return null;
    if (info === 23) return undefined;
    const view = (size: number) => {
      const bytes = this.take(size);
      return new DataView(bytes.buffer, bytes.byteOffset, size);
    };
    if (info === 25) return halfFloat(view(2).getUint16(0));
    if (info === 26) return view(4).getFloat32(0);
    if (info === 27) return view(8).getFloat64(0);
    throw new CborError('Unsupported CBOR simple value');
  }
}

function utf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new CborError('CBOR text is not UTF-8');
  }
}

function halfFloat(bits: number): number {
  const exponent = (bits >> 10) & 0x1f;
  const fraction = bits & 0x3ff;
  const sign = bits & 0x8000 ? -1 : 1;
  if (exponent === 0) return sign * 2 ** -14 * (fraction / 1024);
  if (exponent === 31) return fraction ? Number.NaN : sign * Number.POSITIVE_INFINITY;
  return sign * 2 ** (exponent - 15) * (1 + fraction / 1024);
}

/** The first CBOR item in the bytes, and how many bytes it took (authenticator data has more after its key). */
export function decodeCborPrefix(bytes: Uint8Array): { value: CborValue; length: number } {
  const reader = new Reader(bytes);
  const value = reader.value(0);
  return { value, length: reader.offset };
}

/** Exactly one CBOR item; trailing bytes are refused. */
export function decodeCbor(bytes: Uint8Array): CborValue {
  const { value, length } = decodeCborPrefix(bytes);
  if (length !== bytes.length) throw new CborError('Unexpected bytes after the CBOR data');
  return value;
}
