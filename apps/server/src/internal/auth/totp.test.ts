import { describe, expect, it } from 'vitest';
import { FactorSecrets } from './factor-secrets';
import {
  base32Decode,
  base32Encode,
  matchingTotpStep,
  newTotpSecret,
  otpauthUri,
  qrCodeSvg,
  totpCode,
  totpStep,
} from './totp';

// RFC 6238 appendix B: the SHA-1 seed is the ASCII string "12345678901234567890", codes have eight digits.
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890', 'ascii'));
const RFC_VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(RFC_VECTORS)('at %i s computes the RFC test vector %s', (seconds, code) => {
    expect(totpCode(RFC_SECRET, new Date(seconds * 1000), 8)).toBe(code);
  });

  it('gives six-digit codes, the last six digits of the eight-digit ones', () => {
    for (const [seconds, code] of RFC_VECTORS) {
      expect(totpCode(RFC_SECRET, new Date(seconds * 1000))).toBe(code.slice(2));
    }
  });

  it('round-trips base32 and makes 160-bit secrets', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
    expect(base32Encode(base32Decode(secret))).toBe(secret);
    expect(base32Decode('jbsw y3dp ehpk 3pxp')).toEqual(base32Decode('JBSWY3DPEHPK3PXP'));
  });

  it('accepts the codes of one step either side of now, and no further', () => {
    const secret = newTotpSecret();
    const now = new Date('2026-11-25T12:00:10Z');
    const step = totpStep(now);
    for (const offset of [-1, 0, 1]) {
      const code = totpCode(secret, new Date(now.getTime() + offset * 30_000));
      expect(matchingTotpStep(secret, code, now)).toBe(step + offset);
    }
    for (const offset of [-2, 2]) {
      const code = totpCode(secret, new Date(now.getTime() + offset * 30_000));
      expect(matchingTotpStep(secret, code, now)).toBeUndefined();
    }
    expect(matchingTotpStep(secret, '12345', now)).toBeUndefined();
    expect(matchingTotpStep(secret, 'abcdef', now)).toBeUndefined();
  });

  it('writes the otpauth URI and its QR code as an SVG an <img> can show', () => {
    const uri = otpauthUri('quizcoop.example', 'teacher@school.example', 'JBSWY3DPEHPK3PXP');
    expect(uri).toBe(
      'otpauth://totp/quizcoop.example:teacher%40school.example?algorithm=SHA1&digits=6&issuer=quizcoop.example&period=30&secret=JBSWY3DPEHPK3PXP',
    );
    const svg = qrCodeSvg(uri);
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    // supabase-js turns it into a data URI without encoding it: a '#' would cut the image short.
    expect(svg).not.toContain('#');
  });
});

describe('factor secrets at rest', () => {
  it('opens only with the same JWT secret and for the same factor', () => {
    const secrets = new FactorSecrets('one-jwt-secret-of-the-project');
    const sealed = secrets.seal('factor-a', 'JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(secrets.open('factor-a', sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(secrets.open('factor-b', sealed)).toBeUndefined();
    expect(new FactorSecrets('another-jwt-secret').open('factor-a', sealed)).toBeUndefined();
    expect(secrets.open('factor-a', 'JBSWY3DPEHPK3PXP')).toBeUndefined();
  });
});
