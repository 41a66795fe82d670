import { describe, expect, it } from 'vitest';
import { createRandomSource, createRng, drawWithSeed, pickOne, randomIndex } from './rng';

function take(rng: () => number, count: number): number[] {
  return Array.from({ length: count }, () => rng());
}

describe('seeded randomness', () => {
  it('gives the same sequence for the same seed', () => {
    expect(take(createRng(42), 20)).toEqual(take(createRng(42), 20));
  });

  it('gives different sequences for different seeds', () => {
    expect(take(createRng(1), 5)).not.toEqual(take(createRng(2), 5));
  });

  it('draws numbers in [0, 1)', () => {
    const values = take(createRng(7), 10_000);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
  });

  it('treats seeds as unsigned 32-bit integers', () => {
    expect(take(createRng(-1), 3)).toEqual(take(createRng(0xffffffff), 3));
  });

  it('reports a state that continues the sequence exactly', () => {
    const source = createRandomSource(99);
    take(source.next, 7);
    expect(take(createRng(source.state()), 5)).toEqual(take(source.next, 5));
  });

  it('drawWithSeed returns the draw and the seed that carries on', () => {
    const { value, seed } = drawWithSeed(5, (rng) => take(rng, 3));
    const whole = take(createRng(5), 6);
    expect(value).toEqual(whole.slice(0, 3));
    expect(take(createRng(seed), 3)).toEqual(whole.slice(3));
  });

  it('randomIndex covers every index of the range', () => {
    const rng = createRng(3);
    const seen = new Set(Array.from({ length: 200 }, () => randomIndex(rng, 4)));
    expect([...seen].sort()).toEqual([0, 1, 2, 3]);
  });

  it('pickOne refuses an empty list', () => {
    expect(() => pickOne(createRng(1), [])).toThrow('Cannot pick from an empty list.');
  });
});
