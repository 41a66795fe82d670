import type { FeatureFlagsState } from '@quizcoop/api/react';
import type { ExtraScramblesGate } from '@quizcoop/engine/rules';

/** The two feature flags that act in the game. */
export const PREMIUM_QUESTIONS_FLAG = 'premium_questions_access';
export const UNLIMITED_SCRAMBLES_FLAG = 'unlimited_score_scrambles';

export interface GameFlags {
  /**
   * Whether the game may load and play premium questions: a premium member, while the admin leaves them on.
   * Null while the flags or the subscription load, so setup waits instead of loading a premium game without them.
   */
  premiumQuestions: boolean | null;
  /** Whether Score Scrambles go on past the free limit, as the gate of their flag stands. */
  extraScrambles: ExtraScramblesGate;
}

/** What the flags, as they stand for this person, decide in the game. */
export function gameFlags(
  flags: Pick<FeatureFlagsState, 'isLoading' | 'isEnabled' | 'gateState'>,
): GameFlags {
  return {
    premiumQuestions: flags.isLoading ? null : flags.isEnabled(PREMIUM_QUESTIONS_FLAG),
    extraScrambles: flags.gateState(UNLIMITED_SCRAMBLES_FLAG),
  };
}
