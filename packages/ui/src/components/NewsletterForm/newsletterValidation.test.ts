import { describe, expect, it } from 'vitest';
import { validateNewsletter } from './newsletterValidation';

describe('validateNewsletter', () => {
  it('accepts an address with an @ and ticked consent', () => {
    expect(validateNewsletter({ email: 'teacher@school.example', consent: true })).toEqual({});
  });

  it('asks for a valid address when the email is empty or blank', () => {
    expect(validateNewsletter({ email: '', consent: true })).toEqual({
      email: 'Please enter a valid email address',
    });
    expect(validateNewsletter({ email: '   ', consent: true }).email).toBe(
      'Please enter a valid email address',
    );
  });

  it('asks for a valid address when the email has no @', () => {
    expect(validateNewsletter({ email: 'teacher.school.example', consent: true }).email).toBe(
      'Please enter a valid email address',
    );
  });

  it('asks for consent when the box is not ticked', () => {
    expect(validateNewsletter({ email: 'teacher@school.example', consent: false })).toEqual({
      consent: 'Please confirm you agree to receive our newsletter',
    });
  });

  it('reports both problems at once', () => {
    expect(Object.keys(validateNewsletter({ email: 'nope', consent: false }))).toEqual(['email', 'consent']);
  });
});
