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

/** One spin of the wheel, every segment equally likely. */
export function spinWheel(rng: Rng): WheelSegment {
  return pickOne(rng, WHEEL_SEGMENTS);
}

/** The text under a settled wheel. */
export function formatSpinResult(segment: WheelSegment): string {
  return `${segment.points >= 0 ? '+' : ''}${segment.points} Points!`;
}
