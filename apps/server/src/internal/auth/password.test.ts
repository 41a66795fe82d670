import { describe, expect, it } from 'vitest';
import type { AuthError } from './errors';
import { checkNewPassword, hashPassword, passwordMatches, weakPasswordReasons } from './password';

describe('the password rule of spec §5', () => {
  it.each([
    ['Correct-Horse-9', []],
    ['Aa1!aaaa', []],
    ['Ünïcødé-Pässwörd-1', []],
    ['Aa1!aaa', ['length']],
    ['correct-horse-9', ['characters']],
    ['CORRECT-HORSE-9', ['characters']],
    ['Correct-Horse', ['characters']],
    ['CorrectHorse9', ['characters']],
    ['', ['length', 'characters']],
  ])('%j breaks it for %j', (password, reasons) => {
    expect(weakPasswordReasons(password)).toEqual(reasons);
  });

  it('refuses a missing, weak or over-long password with the right error', () => {
    const errorOf = (password: unknown) => {
      try {
        checkNewPassword(password);
      } catch (error) {
        return error as AuthError;
      }
      throw new Error('accepted');
    };
    expect(errorOf(undefined)).toMatchObject({ status: 422, code: 'validation_failed' });
    expect(errorOf('weak')).toMatchObject({
      status: 422,
      code: 'weak_password',
      details: { weak_password: { reasons: ['length', 'characters'] } },
    });
    expect(errorOf(`Aa1!${'x'.repeat(69)}`)).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(checkNewPassword(`Aa1!${'x'.repeat(68)}`)).toHaveLength(72);
  });
});

describe('password hashes', () => {
  it('match only their own password, and nothing when there is no hash', async () => {
    const hash = await hashPassword('Correct-Horse-9');
    expect(hash).toMatch(/^\$2b\$10\$/);
    expect(await passwordMatches('Correct-Horse-9', hash)).toBe(true);
    expect(await passwordMatches('Correct-Horse-8', hash)).toBe(false);
    expect(await passwordMatches('Correct-Horse-9', null)).toBe(false);
    expect(await passwordMatches('Correct-Horse-9', '')).toBe(false);
  });
});
