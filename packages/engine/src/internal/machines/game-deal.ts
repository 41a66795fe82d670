import type { GamePlayer, SetupPlayer } from '../rules/players';
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
function nextSetFor(
  player: Pick<SetupPlayer, 'questionSet' | 'moreQuestionSets'>,
  questionsBySet: QuestionsBySet,
  askedBySet: AskedBySet,
) {
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

/** What dealing a run of turns ahead would do, without drawing from the game's random sequence. */
export interface DealForecast {
  /** The seats, by index, that would be dealt a question already asked since its set last started over. */
  readonly repeatSeats: ReadonlySet<number>;
  /** Per set key, how many of the turns would be dealt from it. */
  readonly dealsBySet: Readonly<Record<string, number>>;
  /** The keys of the sets that would run out and start over. */
  readonly setsRunOut: ReadonlySet<string>;
}

/**
 * Deals `turns` turns from seat `fromSeat` onwards, seat after seat, as `dealQuestion` would. Which set a
 * turn draws from and whether that set has an unasked question left depend only on how many were asked, never on
 * which, so in-order picks stand in for the random ones and the forecast is exact. A question counts as repeated
 * once its set has run out: from then on every question it deals was asked before.
 */
export function forecastDeals(
  context: {
    readonly players: readonly SetupPlayer[];
    readonly questionsBySet: QuestionsBySet;
    readonly askedBySet: AskedBySet;
  },
  { fromSeat, turns }: { fromSeat: number; turns: number },
): DealForecast {
  const repeatSeats = new Set<number>();
  const dealsBySet: Record<string, number> = {};
  const setsRunOut = new Set<string>();
  const noDraw = () => 0;
  let askedBySet = context.askedBySet;
  for (let turn = 0; turn < turns; turn += 1) {
    const seat = (fromSeat + turn) % context.players.length;
    const player = context.players[seat];
    if (!player) break;
    const next = nextSetFor(player, context.questionsBySet, askedBySet);
    const questions = questionsForSet(context.questionsBySet, next.setKey);
    if (!questions?.length) continue;
    if (next.askedBySet !== askedBySet) {
      for (const key of Object.keys(next.askedBySet)) {
        if (next.askedBySet[key] !== askedBySet[key]) setsRunOut.add(key);
      }
    }
    const asked = next.askedBySet[next.setKey] ?? [];
    if (questions.every((question) => asked.includes(question.id))) setsRunOut.add(next.setKey);
    if (setsRunOut.has(next.setKey)) repeatSeats.add(seat);
    const picked = pickQuestion({ questions, askedIds: asked, rng: noDraw, order: 'in_order' });
    askedBySet = { ...next.askedBySet, [next.setKey]: picked.askedIds };
    dealsBySet[next.setKey] = (dealsBySet[next.setKey] ?? 0) + 1;
  }
  return { repeatSeats, dealsBySet, setsRunOut };
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
