import { describe, expect, it } from 'vitest';
import { checkShares } from '../test-support/frequencies';
import { createRng } from './rng';
import {
  formatSpinResult,
  spinWheel,
  WHEEL_DELAY_MS,
  WHEEL_FRAME_MS,
  WHEEL_FRAMES,
  WHEEL_SEGMENTS,
} from './wheel';

describe('Score Scramble wheel', () => {
  it('has six outcomes in order', () => {
    expect(WHEEL_SEGMENTS).toEqual([
      { points: 30, message: 'Egg-cellent!' },
      { points: 20, message: "Now You're Cooking" },
      { points: 10, message: 'Ruling the Roost!' },
      { points: 0, message: "Yolk's on You!" },
      { points: -10, message: 'Cracked Under Pressure!' },
      { points: -20, message: 'Scrambled Egg' },
    ]);
  });

  it('animates with a 0.2 s delay and 28 frames of 0.1 s', () => {
    expect([WHEEL_DELAY_MS, WHEEL_FRAMES, WHEEL_FRAME_MS]).toEqual([200, 28, 100]);
  });

  it('maps equal slices of [0, 1) to the segments in order', () => {
    expect([0, 0.17, 0.34, 0.5, 0.67, 0.84].map((random) => spinWheel(() => random).points)).toEqual([
      30, 20, 10, 0, -10, -20,
    ]);
  });

  it('makes every outcome equally likely, within 5 standard errors of 120,000 spins', () => {
    const rng = createRng(77);
    const spins = Array.from({ length: 120_000 }, () => spinWheel(rng));
    const checks = checkShares(
      spins,
      WHEEL_SEGMENTS.map((segment) => ({ value: segment, probability: 1 / WHEEL_SEGMENTS.length })),
    );
    expect(checks.filter((check) => !check.withinTolerance)).toEqual([]);
  });

  it("shows the result as '+N Points!'", () => {
    expect(WHEEL_SEGMENTS.map(formatSpinResult)).toEqual([
      '+30 Points!',
      '+20 Points!',
      '+10 Points!',
      '+0 Points!',
      '-10 Points!',
      '-20 Points!',
    ]);
  });
});
