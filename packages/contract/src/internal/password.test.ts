import { describe, expect, it } from 'vitest';
import type { PasswordPolicy } from './password';
import {
  DEFAULT_PASSWORD_POLICY,
  PASSWORD_MESSAGES,
  weakPasswordMessage,
  weakPasswordReasons,
} from './password';

describe('the product password rule', () => {
  it.each([
    ['Correct-Horse-9', []],
    ['Aa1!aaaa', []],
    ['Chalk-Dust-42', []],
    ['Ünïcødé-Pässwörd-1', []],
    ['Aa1!aaa', ['length']],
    ['Short1!', ['length']],
    ['correct-horse-9', ['characters']],
    ['CORRECT-HORSE-9', ['characters']],
    ['Correct-Horse', ['characters']],
    ['CorrectHorse9', ['characters']],
    ['', ['length', 'characters']],
  ])('%j breaks it for %j', (password, reasons) => {
    expect(weakPasswordReasons(password)).toEqual(reasons);
  });

  it('counts characters, not UTF-16 units, so emoji do not make a short password long enough', () => {
    expect(weakPasswordReasons('Aa1!😀😀😀')).toEqual(['length']);
  });

  it('is worded as the product words it', () => {
    expect(weakPasswordMessage(DEFAULT_PASSWORD_POLICY, ['length'])).toBe(
      'Password must be at least 8 characters and include uppercase, lowercase, numbers, and special characters',
    );
    expect(PASSWORD_MESSAGES.required).toBe('Password is required');
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

  it('is worded as GoTrue words it, naming what is missing', () => {
    const lenient: PasswordPolicy = { minLength: 6, requirements: 'letters_digits' };
    expect(weakPasswordMessage(lenient, ['length', 'characters'])).toBe(
      'Password should be at least 6 characters.',
    );
    expect(weakPasswordMessage(lenient, ['characters'])).toBe(
      'Password should contain at least a letter and a digit.',
    );
  });
});
