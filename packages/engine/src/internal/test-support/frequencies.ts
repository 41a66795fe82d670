/**
 * How many standard errors an observed share may stray from its probability. At 5 a fair draw fails by
 * chance about once in 1.7 million checks per value, so a failure means the distribution is wrong.
 */
export const STANDARD_ERRORS_ALLOWED = 5;

/** The largest distance from `probability` a share of `samples` fair draws should show. */
export function shareTolerance(probability: number, samples: number): number {
  return STANDARD_ERRORS_ALLOWED * Math.sqrt((probability * (1 - probability)) / samples);
}

export interface ShareCheck<T> {
  readonly value: T;
  readonly probability: number;
  readonly observed: number;
  readonly tolerance: number;
  readonly withinTolerance: boolean;
}

/** Compares the share of each value among `draws` with its expected probability. */
export function checkShares<T>(
  draws: readonly T[],
  expected: readonly { value: T; probability: number }[],
): ShareCheck<T>[] {
  return expected.map(({ value, probability }) => {
    const observed = draws.filter((draw) => draw === value).length / draws.length;
    const tolerance = shareTolerance(probability, draws.length);
    return {
      value,
      probability,
      observed,
      tolerance,
      withinTolerance: Math.abs(observed - probability) <= tolerance,
    };
  });
}
