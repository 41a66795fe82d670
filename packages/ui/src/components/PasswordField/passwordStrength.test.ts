import { describe, expect, it } from 'vitest';
import { passwordStrength } from './passwordStrength';

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
    expect(passwordStrength(password)).toEqual({ score, message });
  });

  it('caps the score at 4 when all five points are earned', () => {
    expect(passwordStrength('Henhouse-Barn-2024')).toEqual({ score: 4, message: 'Very strong - excellent!' });
  });

  it('counts a space as a symbol, since it is not alphanumeric', () => {
    expect(passwordStrength('egg egg').score).toBe(1);
  });

  it('counts characters outside ASCII letters as symbols', () => {
    expect(passwordStrength('ééé').score).toBe(1);
  });
});
