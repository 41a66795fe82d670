/** A source of random numbers in [0, 1). The engine never calls Math.random: every draw goes through one. */
export type Rng = () => number;

/** A seeded generator whose position can be read back, so a machine can keep it in a JSON snapshot. */
export interface RandomSource {
  readonly next: Rng;
  /** The seed that continues the sequence exactly where it stands now. */
  readonly state: () => number;
}

// mulberry32: a 32-bit state is all it needs, which keeps persisted snapshots small and JSON-friendly.
const GOLDEN_GAMMA = 0x6d2b79f5;

export function createRandomSource(seed: number): RandomSource {
  let state = seed >>> 0;
  return {
    next: () => {
      state = (state + GOLDEN_GAMMA) >>> 0;
      let mixed = state;
      mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
      mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
      return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
    },
    state: () => state,
  };
}

/** A seedable generator: the same seed always gives the same sequence. */
export function createRng(seed: number): Rng {
  return createRandomSource(seed).next;
}

/**
 * Runs `draw` with a generator positioned at `seed` and returns what it drew together with the seed to use
 * next time, so machines can draw without holding a function in their context.
 */
export function drawWithSeed<T>(seed: number, draw: (rng: Rng) => T): { value: T; seed: number } {
  const source = createRandomSource(seed);
  const value = draw(source.next);
  return { value, seed: source.state() };
}

/** A uniformly chosen index in [0, length). */
export function randomIndex(rng: Rng, length: number): number {
  return Math.floor(rng() * length);
}

/** A uniformly chosen item of a non-empty list. */
export function pickOne<T>(rng: Rng, items: readonly T[]): T {
  const item = items[randomIndex(rng, items.length)];
  if (item === undefined) throw new RangeError('Cannot pick from an empty list.');
  return item;
}
