import { describe, expect, it } from 'vitest';
import {
  isTurnTimerSetting,
  TURN_TIMER_CHOICES,
  TURN_TIMER_RANGE_MESSAGE,
  turnTimerFromInput,
  turnTimerLabel,
} from './turn-timer';

describe('turn timer settings', () => {
  it('takes the timer off, or a whole number of seconds from 10 to 120', () => {
    for (const setting of [null, 10, 11, 60, 120]) expect(isTurnTimerSetting(setting)).toBe(true);
    for (const setting of [undefined, 0, 9, 121, 30.5, -30, Number.NaN, Infinity, '30', true]) {
      expect(isTurnTimerSetting(setting)).toBe(false);
    }
  });

  it('offers only settings it takes, shortest first', () => {
    expect(TURN_TIMER_CHOICES.every(isTurnTimerSetting)).toBe(true);
    expect([...TURN_TIMER_CHOICES].sort((a, b) => a - b)).toEqual(TURN_TIMER_CHOICES);
  });

  it('words a setting as a setup screen lists it', () => {
    expect(turnTimerLabel(null)).toBe('Off');
    expect(turnTimerLabel(45)).toBe('45 seconds');
  });

  it('reads an input left without a timer as off, and refuses one out of range, saying what it was given', () => {
    expect(turnTimerFromInput(undefined)).toBeNull();
    expect(turnTimerFromInput(null)).toBeNull();
    expect(turnTimerFromInput(90)).toBe(90);
    expect(() => turnTimerFromInput(200)).toThrow(`${TURN_TIMER_RANGE_MESSAGE} It was given 200.`);
    expect(() => turnTimerFromInput(200)).toThrow(RangeError);
  });
});
