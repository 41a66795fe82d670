import { describe, expect, it } from 'vitest';
import { checkShares } from '../test-support/frequencies';
import { drawPoints, POINT_VALUES, scoreAnswer } from './points';
import { createRng } from './rng';

describe('points', () => {
  it('lists 10/40 %, 15/30 %, 20/20 %, 25/10 %', () => {
    expect(POINT_VALUES).toEqual([
      { points: 10, weight: 0.4 },
      { points: 15, weight: 0.3 },
      { points: 20, weight: 0.2 },
      { points: 25, weight: 0.1 },
    ]);
  });

  it.each([
    [0, 10],
    [0.3999, 10],
    [0.4, 15],
    [0.6999, 15],
    [0.7, 20],
    [0.8999, 20],
    [0.9, 25],
    [0.99999, 25],
  ])('draws from the random number %s the points %s', (random, points) => {
    expect(drawPoints(() => random)).toBe(points);
  });

  it('refuses a random source that breaks [0, 1)', () => {
    expect(() => drawPoints(() => 1)).toThrow(RangeError);
  });

  it('draws each value about as often as its weight, within 5 standard errors of 200,000 draws', () => {
    const rng = createRng(2024);
    const draws = Array.from({ length: 200_000 }, () => drawPoints(rng));
    const checks = checkShares(
      draws,
      POINT_VALUES.map(({ points, weight }) => ({ value: points, probability: weight })),
    );
    expect(checks.filter((check) => !check.withinTolerance)).toEqual([]);
  });

  it.each([
    ['normal', true, 15, 15],
    ['normal', false, 15, 0],
    ['bonus', true, 15, 30],
    ['bonus', false, 15, 0],
    ['punishment', true, 15, 15],
    ['punishment', false, 15, -15],
  ] as const)(
    'scores a %s question answered right=%s for %s points as %s',
    (type, correct, points, score) => {
      expect(scoreAnswer({ points, type, correct })).toBe(score);
    },
  );
});
