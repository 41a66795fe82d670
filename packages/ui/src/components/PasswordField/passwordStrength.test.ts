import { describe, expect, it } from 'vitest';
import type { PasswordPolicy } from '@quizcoop/contract';
import { passwordStrength } from './passwordStrength';

/** A rule that refuses nothing, so the points alone decide the score. */
const ANY_PASSWORD: PasswordPolicy = { minLength: 0, requirements: 'none' };

describe('passwordStrength', () => {
  it('asks for a password when there is none', () => {
    expect(passwordStrength('')).toEqual({ score: 0, message: 'Please enter a password' });
  });

  it.each([
    ['short lowercase letters', 'hen', 0, 'Very weak - use at least 8 characters'],
    ['eight lowercase letters', 'rooster', 0, 'Very weak - use at least 8 characters'],
    ['length of 8', 'henhouse', 1, 'Weak - add uppercase, numbers and symbols'],
    ['a digit alone', 'egg5', 1, 'Weak - add uppercase, numbers and symbols'],
    ['mixed case alone', 'Egg', 1, 'Weak - add uppercase, numbers and symbols'],
    ['a symbol alone', 'egg!', 1, 'Weak - add uppercase, numbers and symbols'],
    ['length of 8 and a digit', 'henhouse7', 2, 'Medium - add more variety of characters'],
    ['length of 12', 'henhousebarn', 2, 'Medium - add more variety of characters'],
    ['length of 8, mixed case and a digit', 'Henhouse7', 3, 'Strong - good job!'],
    ['short but varied', 'Hen7!', 3, 'Strong - good job!'],
    ['length of 8, mixed case, a digit and a symbol', 'Henhouse7!', 4, 'Very strong - excellent!'],
  ])('scores %s', (_case, password, score, message) => {
    expect(passwordStrength(password, ANY_PASSWORD)).toEqual({ score, message });
  });

  it('never praises a password the rule refuses, however varied its characters', () => {
    // Twelve characters, mixed case and a digit: four points, but no symbol, so the rule refuses it.
    expect(passwordStrength('Henhouse2024', ANY_PASSWORD).score).toBe(4);
    expect(passwordStrength('Henhouse2024')).toEqual({
      score: 2,
      message: 'Medium - add more variety of characters',
    });
  });

  it('calls a varied password that is too short very weak', () => {
    expect(passwordStrength('Hen7!', ANY_PASSWORD).score).toBe(3);
    expect(passwordStrength('Hen7!')).toEqual({ score: 0, message: 'Very weak - use at least 8 characters' });
  });

  it('keeps a lower score when the rule refuses the password anyway', () => {
    expect(passwordStrength('henhouse')).toEqual({
      score: 1,
      message: 'Weak - add uppercase, numbers and symbols',
    });
  });

  it('praises only a password the rule accepts', () => {
    expect(passwordStrength('Henhouse7!')).toEqual({ score: 4, message: 'Very strong - excellent!' });
  });

  it('caps the score at 4 when all five points are earned', () => {
    expect(passwordStrength('Henhouse-Barn-2024', ANY_PASSWORD)).toEqual({
      score: 4,
      message: 'Very strong - excellent!',
    });
  });

  it('counts a space as a symbol, since it is not alphanumeric', () => {
    expect(passwordStrength('egg egg', ANY_PASSWORD).score).toBe(1);
  });

  it('counts characters outside ASCII letters as symbols', () => {
    expect(passwordStrength('ééé', ANY_PASSWORD).score).toBe(1);
  });
});
