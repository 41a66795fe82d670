import type { Rng } from './rng';
import { pickOne } from './rng';

export interface WheelSegment {
  readonly points: number;
  readonly message: string;
}

/** The Score Scramble wheel's outcomes, in order, each equally likely. */
export const WHEEL_SEGMENTS: readonly WheelSegment[] = [
  { points: 30, message: 'Egg-cellent!' },
  { points: 20, message: "Now You're Cooking" },
  { points: 10, message: 'Ruling the Roost!' },
  { points: 0, message: "Yolk's on You!" },
  { points: -10, message: 'Cracked Under Pressure!' },
  { points: -20, message: 'Scrambled Egg' },
];

/** The wheel waits 0.2 s, then shows 28 random frames of 0.1 s each before it settles. */
export const WHEEL_DELAY_MS = 200;
export const WHEEL_FRAMES = 28;
export const WHEEL_FRAME_MS = 100;

/**
 * The wheel a young class spins: only the outcomes that lose nothing, so a small child never watches their
 * stars shrink. They stay equally likely.
 */
export const YOUNG_CLASS_WHEEL_SEGMENTS: readonly WheelSegment[] = WHEEL_SEGMENTS.filter(
  (segment) => segment.points >= 0,
);

/** The segments of the wheel a game spins. */
export function wheelSegmentsFor(youngClass: boolean): readonly WheelSegment[] {
  return youngClass ? YOUNG_CLASS_WHEEL_SEGMENTS : WHEEL_SEGMENTS;
}

/** One spin of the wheel, every segment equally likely. */
export function spinWheel(rng: Rng): WheelSegment {
  return pickOne(rng, WHEEL_SEGMENTS);
}

/** A spin of the wheel a game spins, young class or not. */
export function wheelSpinner(youngClass: boolean): (rng: Rng) => WheelSegment {
  const segments = wheelSegmentsFor(youngClass);
  return (rng) => pickOne(rng, segments);
}

export interface WheelOdds {
  readonly points: number;
  readonly message: string;
  /** The chance of landing on it, from 0 to 1. */
  readonly probability: number;
}

/** Every outcome of the wheel a game spins with its chance, read from the same segments the spins use. */
export function wheelOdds(youngClass: boolean): WheelOdds[] {
  const segments = wheelSegmentsFor(youngClass);
  return segments.map(({ points, message }) => ({
    points,
    message,
    probability: segments.filter((segment) => segment.points === points).length / segments.length,
  }));
}

/** The text under a settled wheel. */
export function formatSpinResult(segment: WheelSegment): string {
  return `${segment.points >= 0 ? '+' : ''}${segment.points} Points!`;
}
