import { describe, expect, it } from 'vitest';
import { httpsRedirectTarget } from './secureOrigin';

function at(href: string) {
  const { protocol, hostname } = new URL(href);
  return { protocol, hostname, href };
}

describe('httpsRedirectTarget', () => {
  it('moves plain http to https, keeping the path and query', () => {
    expect(httpsRedirectTarget(at('http://quiz.school.example/auth?mode=sign_up'))).toBe(
      'https://quiz.school.example/auth?mode=sign_up',
    );
  });

  it.each([
    'http://localhost:3000/auth',
    'http://127.0.0.1:3000/auth',
    'http://[::1]:3000/auth',
    'https://quiz.school.example/auth',
  ])('stays on %s', (href) => {
    expect(httpsRedirectTarget(at(href))).toBeNull();
  });
});
