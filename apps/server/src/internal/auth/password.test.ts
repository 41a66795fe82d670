import { describe, expect, it } from 'vitest';
import type { AuthError } from './errors';
import type { PasswordPolicy } from './password';
import { checkNewPassword, hashPassword, passwordMatches, weakPasswordReasons } from './password';

describe('the product password rule', () => {
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

describe('a password policy a server chooses', () => {
  it.each([
    [{ minLength: 6, requirements: 'none' }, 'simple', []],
    [{ minLength: 6, requirements: 'none' }, '12345', ['length']],
    [{ minLength: 6, requirements: 'letters_digits' }, 'simple', ['characters']],
    [{ minLength: 6, requirements: 'letters_digits' }, 'simple1', []],
    [{ minLength: 6, requirements: 'lower_upper_letters_digits' }, 'simple1', ['characters']],
    [{ minLength: 6, requirements: 'lower_upper_letters_digits' }, 'Simple1', []],
    [{ minLength: 12, requirements: 'lower_upper_letters_digits_symbols' }, 'Correct-Horse-9', []],
    [{ minLength: 16, requirements: 'lower_upper_letters_digits_symbols' }, 'Correct-Horse-9', ['length']],
  ] as const)('%j finds %j breaking it for %j', (policy, password, reasons) => {
    expect(weakPasswordReasons(password, policy)).toEqual(reasons);
  });

  it('refuses in GoTrue’s words, naming what is missing', () => {
    const errorOf = (password: string, policy: PasswordPolicy) => {
      try {
        checkNewPassword(password, policy);
      } catch (error) {
        return error as AuthError;
      }
      throw new Error('accepted');
    };
    expect(errorOf('123', { minLength: 6, requirements: 'none' }).message).toBe(
      'Password should be at least 6 characters.',
    );
    expect(errorOf('simple', { minLength: 6, requirements: 'letters_digits' }).message).toBe(
      'Password should contain at least a letter and a digit.',
    );
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
