import { describe, expect, it } from 'vitest';
import {
  RESET_LINK_MAX_AGE_MS,
  VALIDATION_MESSAGES,
  isResetLinkExpired,
  validateConfirmationCode,
  validateEmail,
  validateNewPassword,
  validatePassword,
  validateSignIn,
  validateContact,
  contactOf,
  validateSignUp,
  validateUsername,
} from './validation';

describe('account form validation', () => {
  it.each(['teacher@school.example', ' a@b.co '])('accepts the email %j', (email) => {
    expect(validateEmail(email)).toBeUndefined();
  });

  it.each(['', 'teacher', 'teacher@school', '@school.example', 'a b@school.example'])(
    'refuses the email %j',
    (email) => {
      expect(validateEmail(email)).toBe('Please enter a valid email address');
    },
  );

  it('takes an emailed confirmation code of six digits, around spaces', () => {
    expect(validateConfirmationCode(' 012345 ')).toBeUndefined();
    for (const wrong of ['', '12345', '1234567', 'abcdef', '12 345']) {
      expect(validateConfirmationCode(wrong)).toBe('Enter the 6-digit code from the email');
    }
  });

  it('asks for a password, and for a strong one only when choosing it', () => {
    expect(validatePassword('', { choosing: false })).toBe('Password is required');
    expect(validatePassword('weak', { choosing: false })).toBeUndefined();
    for (const weak of ['Short1!', 'alllower1!', 'ALLUPPER1!', 'NoDigits!!', 'NoSymbol12']) {
      expect(validatePassword(weak, { choosing: true })).toBe(
        'Password must be at least 8 characters and include uppercase, lowercase, numbers, and special characters',
      );
    }
    expect(validatePassword('Chalk-Dust-42', { choosing: true })).toBeUndefined();
  });

  it("judges usernames by the shared rule, and names what is wrong with the rule's message", () => {
    expect(validateUsername('Ms_Frizzle-2')).toBeUndefined();
    expect(validateUsername('has space')).toBe(VALIDATION_MESSAGES.username);
  });

  it('collects every sign-up problem, the terms included', () => {
    expect(validateSignUp({ email: 'x', password: 'weak', username: 'a', termsAccepted: false })).toEqual({
      email: VALIDATION_MESSAGES.email,
      password: VALIDATION_MESSAGES.passwordRule,
      username: VALIDATION_MESSAGES.username,
      termsAccepted: 'You must accept the terms and privacy policy',
    });
    expect(
      validateSignUp({
        email: 'ada@school.example',
        password: 'Chalk-Dust-42',
        username: 'ada',
        termsAccepted: true,
      }),
    ).toEqual({});
    expect(validateSignIn({ email: 'ada@school.example', password: '' })).toEqual({
      password: 'Password is required',
    });
  });

  it('wants the new password twice, the same', () => {
    expect(validateNewPassword({ password: 'Chalk-Dust-42', confirmation: 'Chalk-Dust-43' })).toEqual({
      confirmation: 'Passwords do not match',
    });
    expect(validateNewPassword({ password: 'Chalk-Dust-42', confirmation: 'Chalk-Dust-42' })).toEqual({});
  });

  it('treats a reset link older than 30 minutes as expired, in milliseconds or seconds', () => {
    const now = Date.UTC(2026, 10, 24, 12);
    expect(isResetLinkExpired(String(now - RESET_LINK_MAX_AGE_MS), now)).toBe(false);
    expect(isResetLinkExpired(String(now - RESET_LINK_MAX_AGE_MS - 1), now)).toBe(true);
    expect(isResetLinkExpired(String(Math.floor(now / 1000) - 31 * 60), now)).toBe(true);
    expect(isResetLinkExpired(String(Math.floor(now / 1000) - 60), now)).toBe(false);
    expect(isResetLinkExpired(null, now)).toBe(false);
    expect(isResetLinkExpired('yesterday', now)).toBe(false);
  });

  it('reads the sign-in field as a phone number when it is only digits and separators', () => {
    expect(contactOf(' ada@school.example ')).toEqual({ email: 'ada@school.example' });
    expect(contactOf('+44 (7700) 900-123')).toEqual({ phone: '+447700900123' });
    expect(contactOf('0044 7700 900123')).toEqual({ phone: '+447700900123' });
    expect(validateContact('+44 7700 900123')).toBeUndefined();
    expect(validateContact('07700 900123')).toBe(VALIDATION_MESSAGES.phone);
    expect(validateContact('+1 23')).toBe(VALIDATION_MESSAGES.phone);
    expect(validateContact('ada@school')).toBe(VALIDATION_MESSAGES.email);
    expect(validateContact('')).toBe(VALIDATION_MESSAGES.email);
  });
});
