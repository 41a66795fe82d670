import type { GamePlayer } from '../rules/players';
import { playerQuestionSets } from '../rules/sets';
import { drawPoints } from '../rules/points';
import type { QuestionsBySet } from '../rules/questions';
import { pickQuestion, questionOrderFor, questionsForSet } from '../rules/questions';
import { drawWithSeed } from '../rules/rng';
import type { GameContext } from './game-context';

export function playerAt(players: readonly GamePlayer[], index: number): GamePlayer {
  const player = players[index];
  if (!player) throw new RangeError(`There is no player at seat ${index}.`);
  return player;
}

type AskedBySet = GameContext['askedBySet'];

/**
 * The set a player's next question comes from, and the asked lists to draw with. A player with several sets
 * plays them in the order they were assigned, each to its last question before the next begins: a teacher
 * assigns sets as topics, and a class finishes one topic before the next. Sets stay whole this way, so players
 * who share a set still share its asked list. Once every one is used up, all of them start over.
 */
function nextSetFor(player: GamePlayer, questionsBySet: QuestionsBySet, askedBySet: AskedBySet) {
  const sets = playerQuestionSets(player).map(String);
  const playable = sets.filter((key) => (questionsForSet(questionsBySet, key)?.length ?? 0) > 0);
  if (sets.length <= 1 || playable.length === 0) return { setKey: String(player.questionSet), askedBySet };
  const unaskedIn = (key: string) =>
    questionsForSet(questionsBySet, key)?.some((question) => !askedBySet[key]?.includes(question.id));
  const current = playable.find(unaskedIn);
  if (current) return { setKey: current, askedBySet };
  const restarted = Object.fromEntries(playable.map((key) => [key, []]));
  return { setKey: playable[0] ?? String(player.questionSet), askedBySet: { ...askedBySet, ...restarted } };
}

/** The question and points for the player at `playerIndex`, drawn from the seeded sequence. */
export function dealQuestion(
  context: Pick<GameContext, 'players' | 'questionsBySet' | 'questionOrderBySet' | 'askedBySet' | 'seed'>,
  playerIndex: number,
) {
  const player = playerAt(context.players, playerIndex);
  const { setKey, askedBySet } = nextSetFor(player, context.questionsBySet, context.askedBySet);
  const { value, seed } = drawWithSeed(context.seed, (rng) => {
    const picked = pickQuestion({
      questions: questionsForSet(context.questionsBySet, setKey),
      askedIds: askedBySet[setKey] ?? [],
      rng,
      order: questionOrderFor(context.questionOrderBySet, setKey),
    });
    return { ...picked, points: drawPoints(rng) };
  });
  return {
    currentQuestion: value.question,
    currentPoints: value.points,
    askedBySet: { ...askedBySet, [setKey]: value.askedIds },
    seed,
  };
}
