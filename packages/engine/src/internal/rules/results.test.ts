import { describe, expect, it } from 'vitest';
import type { GameEvent } from './history';
import type { GamePlayer } from './players';
import { computeResults, formatAccuracy, FREE_LIMIT_RESULTS_TITLE, RESULTS_TITLE } from './results';

function player(id: number, name: string, score: number): GamePlayer {
  return { id, name, color: '#FE2602', questionSet: id, score };
}

function event(
  playerId: number | null,
  type: GameEvent['type'],
  points: number,
  isCorrect: boolean,
): GameEvent {
  return {
    playerId,
    playerName: playerId === null ? '' : `P${playerId}`,
    points,
    isCorrect,
    type,
    timestamp: 0,
    round: 1,
  };
}

describe('results', () => {
  it('titles the dialog', () => {
    expect([RESULTS_TITLE, FREE_LIMIT_RESULTS_TITLE]).toEqual(['Game Results!', 'Free Limit Reached']);
  });

  it("formats accuracy as 'correct/total (percent%)'", () => {
    expect(formatAccuracy({ correct: 3, total: 4 })).toBe('3/4 (75%)');
    expect(formatAccuracy({ correct: 2, total: 3 })).toBe('2/3 (67%)');
    expect(formatAccuracy({ correct: 0, total: 0 })).toBe('0/0 (0%)');
  });

  it('ranks by score, crowns first place, and breaks ties by seat so the order never varies', () => {
    const results = computeResults({
      players: [player(1, 'Ann', 20), player(2, 'Bo', 45), player(3, 'Cy', 20), player(4, 'Di', 45)],
      history: [],
    });
    expect(results.map(({ name, rank, crown }) => [name, rank, crown])).toEqual([
      ['Bo', 1, true],
      ['Di', 1, true],
      ['Ann', 3, false],
      ['Cy', 3, false],
    ]);
  });

  it('lists each answered question as Q#, Type, Result, Points, leaving out spins, skips and round markers', () => {
    const history = [
      event(1, 'normal', 10, true),
      event(2, 'punishment', -20, false),
      event(null, 'round', 0, false),
      event(1, 'bonus', 0, false),
      event(1, 'answer', 0, false),
      event(1, 'scramble', 30, false),
      event(1, 'punishment', 25, true),
    ];
    const [first] = computeResults({ players: [player(1, 'P1', 65), player(2, 'P2', -20)], history });
    expect(first?.rows).toEqual([
      { questionNumber: 1, type: 'normal', result: 'Correct', points: 10 },
      { questionNumber: 2, type: 'bonus', result: 'Incorrect', points: 0 },
      { questionNumber: 3, type: 'punishment', result: 'Correct', points: 25 },
    ]);
    expect(first?.accuracy).toBe('2/3 (67%)');
  });
});
