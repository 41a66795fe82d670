/** A Score Scramble comes every 5 completed rounds. */
export const SCRAMBLE_EVERY_ROUNDS = 5;

/** A free play session gets 2 Score Scrambles. */
export const FREE_SCRAMBLE_LIMIT = 2;

/** The success toast when a Score Scramble starts. */
export const SCRAMBLE_START_MESSAGE = 'Score Scramble time! All players get a spin!';

/** The warning when a free session has used its Score Scrambles. */
export const FREE_LIMIT_MESSAGE =
  "You've reached the free limit for Score Scrambles. Upgrade to premium for unlimited games!";

/** The warning, title and text, when Score Scrambles beyond the free limit are switched off for everyone. */
export const SCRAMBLES_UNAVAILABLE_TITLE = 'Feature Unavailable';
export const SCRAMBLES_UNAVAILABLE_MESSAGE = 'This feature is currently unavailable.';

/**
 * Whether a session may have Score Scrambles beyond the free limit: 'on' for unlimited ones; 'premium' when
 * upgrading would bring them; 'unavailable' when they are switched off, so upgrading would not help; 'loading'
 * while that is still being found out. The same four states as a feature gate of the app.
 */
export type ExtraScramblesGate = 'loading' | 'on' | 'premium' | 'unavailable';

function completedRounds(totalAnswers: number, playerCount: number): number {
  return Math.floor(totalAnswers / playerCount);
}

/**
 * Turns left until the next Score Scramble: 5 when nobody has answered, otherwise 5 minus (completed rounds mod 5),
 * or 5 when that is 0.
 */
export function turnsUntilScramble({
  totalAnswers,
  playerCount,
}: {
  totalAnswers: number;
  playerCount: number;
}): number {
  if (totalAnswers === 0) return SCRAMBLE_EVERY_ROUNDS;
  const remaining =
    SCRAMBLE_EVERY_ROUNDS - (completedRounds(totalAnswers, playerCount) % SCRAMBLE_EVERY_ROUNDS);
  return remaining === 0 ? SCRAMBLE_EVERY_ROUNDS : remaining;
}

/** At this many turns or fewer the scoreboard's countdown turns urgent. */
export const URGENT_COUNTDOWN_TURNS = 2;

/**
 * The scoreboard's countdown, 'N turns until Score Scramble', or when urgent
 * 'N turn(s) until Score Scramble!' with the plural only when it applies ('1 turn …!', '2 turns …!').
 */
export function scrambleCountdown(turns: number): { turns: number; urgent: boolean; text: string } {
  const urgent = turns <= URGENT_COUNTDOWN_TURNS;
  const text = urgent
    ? `${turns} ${turns === 1 ? 'turn' : 'turns'} until Score Scramble!`
    : `${turns} turns until Score Scramble`;
  return { turns, urgent, text };
}

/**
 * A Score Scramble starts when the answers divide evenly by the players, that many completed rounds
 * is a positive multiple of 5, and every player has answered the same number of times.
 */
export function shouldStartScramble({ answersPerPlayer }: { answersPerPlayer: readonly number[] }): boolean {
  const playerCount = answersPerPlayer.length;
  if (playerCount === 0) return false;
  const totalAnswers = answersPerPlayer.reduce((sum, answers) => sum + answers, 0);
  if (totalAnswers % playerCount !== 0) return false;
  const rounds = totalAnswers / playerCount;
  const everyoneEven = answersPerPlayer.every((answers) => answers === answersPerPlayer[0]);
  return rounds > 0 && rounds % SCRAMBLE_EVERY_ROUNDS === 0 && everyoneEven;
}

/**
 * No more Score Scrambles for a session that has had 2, unless it may have more. Not knowing yet counts as
 * not having them, as a teacher is free until the subscription says otherwise.
 */
export function isScrambleLimitReached({
  extraScrambles,
  scramblesPlayed,
}: {
  extraScrambles: ExtraScramblesGate;
  scramblesPlayed: number;
}): boolean {
  return extraScrambles !== 'on' && scramblesPlayed >= FREE_SCRAMBLE_LIMIT;
}

/**
 * The limit reached where upgrading would lift it: the free limit, which ends the game and keeps its results
 * open. A limit nobody can lift only stops further Score Scrambles.
 */
export function isFreeLimitReached({
  extraScrambles,
  scramblesPlayed,
}: {
  extraScrambles: ExtraScramblesGate;
  scramblesPlayed: number;
}): boolean {
  return extraScrambles !== 'unavailable' && isScrambleLimitReached({ extraScrambles, scramblesPlayed });
}

/** The warning shown in place of a Score Scramble past the limit: what upgrading brings, or that none can. */
export function scrambleLimitWarning(extraScrambles: ExtraScramblesGate): {
  message: string;
  description?: string;
} {
  return extraScrambles === 'unavailable'
    ? { message: SCRAMBLES_UNAVAILABLE_TITLE, description: SCRAMBLES_UNAVAILABLE_MESSAGE }
    : { message: FREE_LIMIT_MESSAGE };
}

/** The button under a settled wheel. */
export type SpinOutcome = 'Next Player' | 'Continue' | 'End Game';

/**
 * 'Next Player' while players are still to spin; for the last player 'Continue', or 'End Game' once
 * the free limit is reached.
 */
export function spinOutcome({
  spinnerIndex,
  playerCount,
  extraScrambles,
  scramblesPlayed,
}: {
  spinnerIndex: number;
  playerCount: number;
  extraScrambles: ExtraScramblesGate;
  scramblesPlayed: number;
}): SpinOutcome {
  if (spinnerIndex < playerCount - 1) return 'Next Player';
  return isFreeLimitReached({ extraScrambles, scramblesPlayed }) ? 'End Game' : 'Continue';
}
