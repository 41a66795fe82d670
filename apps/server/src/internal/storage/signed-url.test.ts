import { describe, expect, it } from 'vitest';
import type { UrlSigner } from './signed-url';
import { SignedUrlError, signObjectUrl, verifyObjectUrl } from './signed-url';

const secret = 'a-project-secret-that-is-long-enough-for-hs256';
const now = Date.parse('2026-11-22T12:00:00Z');
const visitor: UrlSigner = { role: 'anon' };

function problem(check: () => void): string | undefined {
  try {
    check();
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(SignedUrlError);
    return (error as SignedUrlError).problem;
  }
}

describe('signed object URLs', () => {
  it('open exactly the signed object until they expire', () => {
    const token = signObjectUrl('sounds', 'coin.mp3', 3600, visitor, secret, now);
    expect(
      problem(() => verifyObjectUrl(token, 'sounds', 'coin.mp3', secret, now + 3_599_000)),
    ).toBeUndefined();
    expect(problem(() => verifyObjectUrl(token, 'sounds', 'coin.mp3', secret, now + 3_600_000))).toBe(
      'expired',
    );
    expect(problem(() => verifyObjectUrl(token, 'sounds', 'wheel.mp3', secret, now))).toBe('tampered');
    expect(problem(() => verifyObjectUrl(token, 'assets', 'coin.mp3', secret, now))).toBe('tampered');
  });

  it('refuse a token signed with another secret or altered in any part', () => {
    const token = signObjectUrl('sounds', 'coin.mp3', 60, visitor, secret, now);
    expect(problem(() => verifyObjectUrl(token, 'sounds', 'coin.mp3', `${secret}!`, now))).toBe('tampered');
    const [payload, mac] = token.split('.') as [string, string];
    const longer = Buffer.from(JSON.stringify({ url: 'sounds/coin.mp3', exp: now / 1000 + 1e6 })).toString(
      'base64url',
    );
    expect(problem(() => verifyObjectUrl(`${longer}.${mac}`, 'sounds', 'coin.mp3', secret, now))).toBe(
      'tampered',
    );
    expect(
      problem(() => verifyObjectUrl(`${payload}.${mac.slice(1)}`, 'sounds', 'coin.mp3', secret, now)),
    ).toBe('tampered');
    for (const malformed of ['', 'abc', 'a.b.c', `${payload}.`]) {
      expect(
        problem(() => verifyObjectUrl(malformed, 'sounds', 'coin.mp3', secret, now)),
        malformed,
      ).toBe('malformed');
    }
  });

  it('are not JWTs, so no API accepts one as a bearer token', () => {
    const token = signObjectUrl('sounds', 'coin.mp3', 60, visitor, secret, now);
    expect(token.split('.')).toHaveLength(2);
  });

  it('say who signed them, and nothing else passes for a signer', () => {
    const teacher: UrlSigner = { role: 'authenticated', sub: 'a-user-id', sessionId: 'a-session-id' };
    const token = signObjectUrl('question-media', 'a/b.png', 60, teacher, secret, now);
    expect(verifyObjectUrl(token, 'question-media', 'a/b.png', secret, now)).toEqual(teacher);
    const unsigned = signObjectUrl('sounds', 'coin.mp3', 60, { role: 'postgres' } as never, secret, now);
    expect(problem(() => verifyObjectUrl(unsigned, 'sounds', 'coin.mp3', secret, now))).toBe('malformed');
  });
});
