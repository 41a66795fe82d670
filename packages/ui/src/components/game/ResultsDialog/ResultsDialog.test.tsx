import { describe, expect, it } from 'vitest';
import type { ResultsPlayer } from './ResultsDialog';
import { formatAccuracy, rankPlayers, resultsSummary } from './ResultsDialog';

const player = (id: number, name: string, score: number): ResultsPlayer => ({
  id,
  name,
  score,
  color: '#FE2602',
  answers: [],
});

describe('rankPlayers', () => {
  it('orders by score and lets equal scores share a rank', () => {
    const ranked = rankPlayers([
      player(1, 'Ada', 10),
      player(2, 'Bo', 30),
      player(3, 'Cy', 10),
      player(4, 'Di', 5),
    ]);
    expect(ranked.map(({ name, rank }) => `${rank} ${name}`)).toEqual(['1 Bo', '2 Ada', '2 Cy', '4 Di']);
  });
});

describe('formatAccuracy', () => {
  const answer = (isCorrect: boolean) => ({
    questionNumber: 1,
    type: 'normal' as const,
    isCorrect,
    points: 0,
  });

  it('reads correct/total with a rounded percentage', () => {
    expect(formatAccuracy([answer(true), answer(true), answer(false)])).toBe('2/3 (67%)');
    expect(formatAccuracy([answer(true)])).toBe('1/1 (100%)');
  });

  it('reads 0/0 (0%) before any answer', () => {
    expect(formatAccuracy([])).toBe('0/0 (0%)');
  });
});

describe('resultsSummary', () => {
  it('names the winner, or the players tied for first', () => {
    expect(resultsSummary(rankPlayers([player(1, 'Ada', 10), player(2, 'Bo', 30)]))).toBe(
      'Bo wins with 30 points.',
    );
    expect(resultsSummary(rankPlayers([player(1, 'Ada', 1), player(2, 'Bo', 1)]))).toBe(
      'Ada and Bo tie for first with 1 point.',
    );
  });
});
