import { describe, expect, it } from 'vitest';
import { describeGameEvent, formatEventPoints } from './GameHistory';

const timestamp = 0;

describe('describeGameEvent', () => {
  it('reads each kind of event as a short sentence', () => {
    expect(describeGameEvent({ type: 'round', round: 3, timestamp })).toBe('Round 3');
    expect(describeGameEvent({ type: 'normal', playerName: 'Ada', isCorrect: true, timestamp })).toBe(
      'Ada: correct',
    );
    expect(describeGameEvent({ type: 'answer', playerName: 'Bo', isCorrect: false, timestamp })).toBe(
      'Bo: incorrect',
    );
    expect(describeGameEvent({ type: 'bonus', playerName: 'Cy', isCorrect: true, timestamp })).toBe(
      'Cy: correct, bonus question',
    );
    expect(describeGameEvent({ type: 'punishment', playerName: 'Di', isCorrect: false, timestamp })).toBe(
      'Di: incorrect, punishment question',
    );
    expect(describeGameEvent({ type: 'scramble', playerName: 'Ed', points: -10, timestamp })).toBe(
      'Ed: Score Scramble spin',
    );
  });
});

describe('formatEventPoints', () => {
  it('signs gains and leaves zero and losses unsigned', () => {
    expect([15, 0, -20].map(formatEventPoints)).toEqual(['+15 pts', '0 pts', '-20 pts']);
  });
});
