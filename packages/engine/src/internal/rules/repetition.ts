/**
 * A set's questions last its question count divided by the players, floored,
 * rounds.
 */
export function repetitionThreshold({
  questionCount,
  playerCount,
}: {
  questionCount: number;
  playerCount: number;
}): number {
  return Math.floor(questionCount / playerCount);
}

/**
 * Warn once the current round reaches the threshold minus 1. A set with no questions has nothing to
 * repeat, so it never warns.
 */
export function shouldWarnOfRepetition({
  questionCount,
  playerCount,
  round,
}: {
  questionCount: number;
  playerCount: number;
  round: number;
}): boolean {
  return questionCount > 0 && round >= repetitionThreshold({ questionCount, playerCount }) - 1;
}

/** 'A', 'A and B', 'A, B and C'. */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * 'Questions for {name} will repeat before the next Score Scramble.', two names joined with 'and';
 * null when nobody's questions are about to repeat.
 */
export function repetitionWarning(names: readonly string[]): string | null {
  if (names.length === 0) return null;
  return `Questions for ${joinNames(names)} will repeat before the next Score Scramble.`;
}
