import { describe, expect, it } from 'vitest';
import { emailOf, redirectPolicy } from './request';

describe('redirects after auth', () => {
  const redirect = redirectPolicy(
    ['https://quiz.school.example', 'http://localhost:3000', 'http://localhost:5173/dev'],
    'https://quiz.school.example',
  );

  it.each([
    ['https://quiz.school.example/game', 'https://quiz.school.example/game'],
    ['https://quiz.school.example', 'https://quiz.school.example/'],
    [
      'https://quiz.school.example/auth/new-password?t=1',
      'https://quiz.school.example/auth/new-password?t=1',
    ],
    ['http://127.0.0.1:3000/game', 'http://127.0.0.1:3000/game'],
    ['http://localhost:5173/dev/game', 'http://localhost:5173/dev/game'],
  ])('allow %s', (requested, allowed) => {
    expect(redirect(requested)).toBe(allowed);
  });

  it.each([
    [undefined],
    [''],
    ['/game'],
    ['https://evil.example/game'],
    ['https://quiz.school.example.evil.example/'],
    ['https://quiz.school.example@evil.example/'],
    ['https://user:pw@quiz.school.example/'],
    ['http://localhost:30001/'],
    ['http://localhost:5173/devious'],
    ['javascript:alert(1)'],
  ])('send %s to the site instead', (requested) => {
    expect(redirect(requested)).toBe('https://quiz.school.example');
  });
});

describe('email addresses', () => {
  it('are trimmed and lower-cased', () => {
    expect(emailOf('  Head.Teacher@School.Example ')).toBe('head.teacher@school.example');
  });

  it.each([
    [42],
    ['no-at-sign'],
    ['a@b'],
    ['two@@signs.example'],
    [`${'x'.repeat(250)}@school.example`],
    ['a\u0000b@c.de'],
  ])('refuse %j', (value) => {
    expect(() => emailOf(value)).toThrow('Unable to validate email address: invalid format');
  });
});
