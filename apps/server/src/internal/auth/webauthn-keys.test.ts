import { describe, expect, it } from 'vitest';
import { WebAuthnError, publicKeyOf } from './webauthn';
import { encodeCbor } from './webauthn-test-authenticator';

const coordinate = (fill: number) => Buffer.alloc(32, fill);

describe('COSE public keys', () => {
  it('refuses a P-256 key whose point is not on the curve', () => {
    const key = encodeCbor(
      new Map<number, number | Buffer>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, coordinate(1)],
        [-3, coordinate(2)],
      ]),
    );
    expect(() => publicKeyOf(key)).toThrow(WebAuthnError);
  });

  it.each([
    [
      'a P-384 key',
      [
        [1, 2],
        [3, -35],
        [-1, 2],
        [-2, coordinate(1)],
        [-3, coordinate(2)],
      ],
    ],
    [
      'an algorithm that does not match the key type',
      [
        [1, 1],
        [3, -7],
        [-1, 6],
        [-2, coordinate(1)],
      ],
    ],
    [
      'a key without its coordinates',
      [
        [1, 2],
        [3, -7],
        [-1, 1],
      ],
    ],
    [
      'a symmetric key',
      [
        [1, 4],
        [3, 5],
        [-1, coordinate(3)],
      ],
    ],
  ] as [string, [number, number | Buffer][]][])('refuses %s', (_, entries) => {
    expect(() => publicKeyOf(encodeCbor(new Map(entries)))).toThrow(WebAuthnError);
  });

  it('refuses CBOR that is not a map', () => {
    expect(() => publicKeyOf(encodeCbor([1, 2]))).toThrow(WebAuthnError);
  });
});
