import type { PasswordPolicy } from '@quizcoop/contract';
import { describe, expect, it } from 'vitest';
import type { AuthError } from './errors';
import { checkNewPassword, hashPassword, passwordMatches } from './password';

describe('a new password', () => {
  const errorOf = (password: unknown, policy?: PasswordPolicy) => {
    try {
      checkNewPassword(password, policy);
    } catch (error) {
      return error as AuthError;
    }
    throw new Error('accepted');
  };

  it('is refused when missing, weak or over-long, with the right error', () => {
    expect(errorOf(undefined)).toMatchObject({
      status: 422,
      code: 'validation_failed',
      message: 'Password is required',
    });
    expect(errorOf('weak')).toMatchObject({
      status: 422,
      code: 'weak_password',
      message:
        'Password must be at least 8 characters and include uppercase, lowercase, numbers, and special characters',
      details: { weak_password: { reasons: ['length', 'characters'] } },
    });
    expect(errorOf(`Aa1!${'x'.repeat(69)}`)).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(checkNewPassword(`Aa1!${'x'.repeat(68)}`)).toHaveLength(72);
  });

  it('is refused in GoTrue’s words under a policy a server chooses, naming what is missing', () => {
    expect(errorOf('123', { minLength: 6, requirements: 'none' }).message).toBe(
      'Password should be at least 6 characters.',
    );
    expect(errorOf('simple', { minLength: 6, requirements: 'letters_digits' }).message).toBe(
      'Password should contain at least a letter and a digit.',
    );
    expect(checkNewPassword('simple1', { minLength: 6, requirements: 'letters_digits' })).toBe('simple1');
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
