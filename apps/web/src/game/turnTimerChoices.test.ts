import { describe, expect, it } from 'vitest';
import { TURN_TIMER_SELECT_CHOICES, turnTimerChoice, turnTimerSeconds } from './turnTimerChoices';

describe("setup's turn timer choices", () => {
  it('offer the timer off first, then each turn length in the words of the game', () => {
    expect(TURN_TIMER_SELECT_CHOICES.map((choice) => choice.label)).toEqual([
      'Off',
      '10 seconds',
      '15 seconds',
      '20 seconds',
      '30 seconds',
      '45 seconds',
      '60 seconds',
      '90 seconds',
      '120 seconds',
    ]);
  });

  it('stand for the settings they were made from', () => {
    for (const seconds of [null, 10, 45, 120])
      expect(turnTimerSeconds(turnTimerChoice(seconds))).toBe(seconds);
    expect(new Set(TURN_TIMER_SELECT_CHOICES.map((choice) => choice.value)).size).toBe(9);
  });
});
