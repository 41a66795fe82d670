import { describe, expect, it } from 'vitest';
import { CborError, decodeCbor, decodeCborPrefix } from './cbor';
import { encodeCbor } from './webauthn-test-authenticator';

const hex = (value: string) => Uint8Array.from(Buffer.from(value, 'hex'));

describe('CBOR decoding', () => {
  it('reads the examples of RFC 8949 appendix A that WebAuthn data uses', () => {
    expect(decodeCbor(hex('00'))).toBe(0);
    expect(decodeCbor(hex('1903e8'))).toBe(1000);
    expect(decodeCbor(hex('1bffffffffffffffff'))).toBe(18446744073709551615n);
    expect(decodeCbor(hex('3863'))).toBe(-100);
    expect(decodeCbor(hex('f93c00'))).toBe(1);
    expect(decodeCbor(hex('f5'))).toBe(true);
    expect(decodeCbor(hex('6449455446'))).toBe('IETF');
    expect(decodeCbor(hex('4401020304'))).toEqual(hex('01020304'));
    expect(decodeCbor(hex('83010203'))).toEqual([1, 2, 3]);
    expect(decodeCbor(hex('a201020304'))).toEqual(
      new Map([
        [1, 2],
        [3, 4],
      ]),
    );
  });

  it('reads what the test authenticator writes', () => {
    const value = new Map<never, never>([
      ['fmt', 'none'],
      [-2, Buffer.alloc(32, 7)],
    ] as never);
    const decoded = decodeCbor(encodeCbor(value)) as Map<unknown, unknown>;
    expect(decoded.get('fmt')).toBe('none');
    expect(decoded.get(-2)).toEqual(new Uint8Array(32).fill(7));
  });

  it('tells how long the first item is, for a key followed by more data', () => {
    expect(decodeCborPrefix(hex('a10102ff'))).toEqual({ value: new Map([[1, 2]]), length: 3 });
  });

  it.each([
    ['data that ends early', '5a000000ff00'],
    ['indefinite lengths', '9f0102ff'],
    ['a repeated map key', 'a201020103'],
    ['bytes after the item', '0000'],
    ['a length past the end', '9b00000000ffffffff'],
    ['text that is not UTF-8', '62c328'],
    ['nesting without end', '81'.repeat(40) + '00'],
  ])('refuses %s', (_, input) => {
    expect(() => decodeCbor(hex(input))).toThrow(CborError);
  });
});
