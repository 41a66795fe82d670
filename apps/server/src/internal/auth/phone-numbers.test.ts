import { describe, expect, it } from 'vitest';
import { AuthError } from './errors';
import { phoneOf } from './phone-numbers';

describe('phone numbers', () => {
  it.each([
    ['+44 7700 900123', '+447700900123'],
    ['+1 (555) 010-0199', '+15550100199'],
    ['0044 7700 900123', '+447700900123'],
    ['447700900123', '+447700900123'],
    [' +33.6.12.34.56.78 ', '+33612345678'],
  ])('reads %j as %s', (typed, e164) => {
    expect(phoneOf(typed)).toBe(e164);
  });

  it.each(['', '+44', '+0 7700 900123', '+44 7700 900123 4567', 'call me', '+44 7700 9001x3', 7700900123])(
    'refuses %j with the format it needs',
    (typed) => {
      const refusal = (() => {
        try {
          phoneOf(typed);
        } catch (error) {
          return error;
        }
        return undefined;
      })();
      expect(refusal).toBeInstanceOf(AuthError);
      expect(refusal).toMatchObject({ status: 400, code: 'validation_failed' });
      expect((refusal as AuthError).message).toMatch(/^Invalid phone number format \(E\.164 required\)/);
    },
  );
});
