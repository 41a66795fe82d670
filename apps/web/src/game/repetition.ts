import type { GameContext } from '@quizcoop/engine';
import { questionsForSet, shouldWarnOfRepetition } from '@quizcoop/engine';

/**
 * The players the engine's repetition warning names (spec §4), as names: the ui's RepetitionWarning words the
 * sentence itself, exactly as the engine's `selectRepetitionWarning` does.
 */
export function playersFacingRepetition(
  context: Pick<GameContext, 'players' | 'questionsBySet' | 'round'>,
): string[] {
  const playerCount = context.players.length;
  return context.players
    .filter((player) =>
      shouldWarnOfRepetition({
        questionCount: questionsForSet(context.questionsBySet, player.questionSet)?.length ?? 0,
        playerCount,
        round: context.round,
      }),
    )
    .map((player) => player.name);
}
