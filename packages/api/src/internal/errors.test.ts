import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGES,
  passwordUpdateErrorMessage,
  profileSetupErrorMessage,
  profileUpdateErrorMessage,
  resetErrorMessage,
  signInErrorMessage,
  signUpErrorMessage,
} from './errors';

describe('the translation of backend errors into the messages the screens show', () => {
  it('gives every sign-in failure the same message', () => {
    expect(signInErrorMessage()).toBe('Invalid email or password');
  });

  it.each([
    [{ status: 429, code: 'over_request_rate_limit', message: 'Too many requests' }],
    [{ message: 'Email rate limit exceeded' }],
    [{ message: 'Request failed with 429' }],
  ])('reads a rate-limited sign-up %j as too many attempts', (error) => {
    expect(signUpErrorMessage(error)).toBe(
      'Too many signup attempts. Please wait a few minutes before trying again.',
    );
  });

  it.each([
    [{ status: 422, code: 'user_already_exists', message: 'User already registered' }],
    [{ message: 'User already registered' }],
  ])('reads %j as an existing account', (error) => {
    expect(signUpErrorMessage(error)).toBe(
      'An account with this email already exists. Please sign in or reset your password.',
    );
  });

  it('names the username constraint the sign-up trigger tripped', () => {
    const taken = {
      code: 'validation_failed',
      message:
        'Database error saving new user: duplicate key value violates unique constraint "profiles_username_key"',
    };
    const malformed = {
      code: 'validation_failed',
      message:
        'Database error saving new user: new row for relation "profiles" violates check constraint "profiles_username_format"',
    };
    expect(signUpErrorMessage(taken)).toBe('This username is already taken. Please choose another one.');
    expect(signUpErrorMessage(malformed)).toBe(
      'Username must be between 3 and 30 characters and can only contain letters, numbers, underscores, and hyphens.',
    );
  });

  it('explains a weak password with the password rule and keeps other service messages', () => {
    expect(signUpErrorMessage({ code: 'weak_password', message: 'Password is too weak' })).toBe(
      ACCOUNT_MESSAGES.weakPassword,
    );
    expect(signUpErrorMessage({ message: 'Signups not allowed for this instance' })).toBe(
      'Signups not allowed for this instance',
    );
    expect(signUpErrorMessage(undefined)).toBe('An unexpected error occurred');
  });

  it('reads PostgREST profile errors by constraint name, and anything else as the setup failure', () => {
    const duplicate = {
      code: '23505',
      message: 'duplicate key value violates unique constraint "profiles_username_key"',
      details: 'Key (lower(username))=(ada) already exists.',
    };
    expect(profileSetupErrorMessage(duplicate)).toBe(ACCOUNT_MESSAGES.usernameTaken);
    expect(profileUpdateErrorMessage(duplicate)).toBe(ACCOUNT_MESSAGES.usernameTaken);
    expect(profileSetupErrorMessage({ code: '42501', message: 'permission denied' })).toBe(
      'Created account but failed to set up your profile. Please contact support.',
    );
    expect(profileUpdateErrorMessage({ code: '42501', message: 'permission denied' })).toBe(
      ACCOUNT_MESSAGES.profileSaveFailed,
    );
  });

  it("shows a reset failure's own message, or the fallback when it has none", () => {
    expect(
      resetErrorMessage({ message: 'For security purposes, you can only request this after 60 seconds.' }),
    ).toBe('For security purposes, you can only request this after 60 seconds.');
    expect(resetErrorMessage({ message: '' })).toBe('Unable to send password reset link');
  });

  it('explains why a new password was refused', () => {
    expect(passwordUpdateErrorMessage({ code: 'weak_password', message: 'weak' })).toBe(
      ACCOUNT_MESSAGES.weakPassword,
    );
    expect(passwordUpdateErrorMessage({ code: 'same_password', message: 'same' })).toBe(
      'The new password must be different from the current one.',
    );
    expect(passwordUpdateErrorMessage(null)).toBe('Your password could not be changed. Please try again.');
  });
});
