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

/** Setup's warning for a chosen set without questions, naming the players who play it. */
export function emptySetWarning(names: readonly string[]): string {
  return `The set for ${joinNames(names)} has no questions: choose another set.`;
}

/**
 * Setup's warning for a set with fewer questions than the turns it will be dealt before the first Score
 * Scramble, naming the players who play it.
 */
export function shortSetWarning({
  names,
  questionCount,
  turns,
}: {
  names: readonly string[];
  questionCount: number;
  turns: number;
}): string {
  const questions = `${questionCount} ${questionCount === 1 ? 'question' : 'questions'}`;
  return `The set for ${joinNames(names)} has only ${questions} for ${turns} turns before the next Score Scramble, so some will repeat.`;
}
