import { describe, expect, it } from 'vitest';
import { isValidUsername } from './username';

describe('the username rule', () => {
  it.each([
    ['abc', true],
    ['a'.repeat(30), true],
    ['Ms_Frizzle-2', true],
    ['ab', false],
    ['a'.repeat(31), false],
    ['has space', false],
    [' abc', false],
    ['émile', false],
    ['ada.lovelace', false],
  ])('judges %j valid: %s', (username, valid) => {
    expect(isValidUsername(username)).toBe(valid);
  });
});
