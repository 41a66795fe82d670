import { beforeAll, describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import type { SetupPlayer } from '../rules/players';
import type { Question, QuestionId, QuestionOrder } from '../rules/questions';
import { ANSWER_FEEDBACK_MS, isPlaceholderQuestion, QUESTION_RESET_MS } from '../rules/questions';
import { repetitionWarning } from '../rules/repetition';
import type { Rng } from '../rules/rng';
import { createRng, randomIndex } from '../rules/rng';
import type { RandomSetShape } from '../test-support/random-sets';
import { randomQuestionSet } from '../test-support/random-sets';
import type { ExtraScramblesGate } from '../rules/scramble';
import { SCRAMBLE_EVERY_ROUNDS } from '../rules/scramble';
import { playerQuestionSets } from '../rules/sets';
import { WHEEL_DELAY_MS, WHEEL_FRAME_MS, WHEEL_FRAMES } from '../rules/wheel';
import type { GameContext, GameInput } from './game';
import { createGameMachine } from './game';
import { selectAnswerCard, selectRepetitionWarning } from './game-view';

const GAMES = 1_500;
const MAX_ROUNDS = 16;
const SET_IDS = [1, 2, 3, 4, 5, 6];

const machine = createGameMachine({ now: () => 0 });

const SET_SHAPE: RandomSetShape = { emptyChance: 0.1, maxSize: 24, premiumChance: 0.1 };

/** 1–4 teams on six sets of 0–24 questions: sets shared by several teams, teams with several sets, some with none. */
function randomGame(rng: Rng): { input: GameInput; rounds: number } {
  const questionsBySet: Record<string, Question[]> = {};
  const questionOrderBySet: Record<string, QuestionOrder> = {};
  for (const setId of SET_IDS) {
    questionsBySet[String(setId)] = randomQuestionSet(rng, setId, SET_SHAPE);
    if (rng() < 0.3) questionOrderBySet[String(setId)] = 'in_order';
  }
  // Few sets for many teams, so that sharing is common.
  const setsInPlay = 1 + randomIndex(rng, SET_IDS.length);
  const players: SetupPlayer[] = Array.from({ length: 1 + randomIndex(rng, 4) }, (_, index) => {
    const id = index + 1;
    const base = { id, name: `Team ${id}`, color: '#FE2602' };
    if (rng() < 0.05) return { ...base, questionSet: 0 };
    const sets = Array.from({ length: rng() < 0.25 ? 2 + randomIndex(rng, 2) : 1 }, () =>
      String(1 + randomIndex(rng, setsInPlay)),
    );
    const [questionSet = '1', ...more] = [...new Set(sets)];
    return { ...base, questionSet, ...(more.length > 0 && { moreQuestionSets: more }) };
  });
  const gates: ExtraScramblesGate[] = ['on', 'on', 'premium', 'unavailable'];
  return {
    input: {
      players,
      questionsBySet,
      questionOrderBySet,
      isPremium: rng() < 0.5,
      extraScrambles: gates[randomIndex(rng, gates.length)] ?? 'on',
      seed: Math.floor(rng() * 2 ** 32),
      youngClass: rng() < 0.2,
    },
    rounds: 1 + randomIndex(rng, MAX_ROUNDS),
  };
}

interface Deal {
  readonly seat: number;
  readonly setKey: string;
  readonly id: QuestionId;
  readonly placeholder: boolean;
}

interface Checkpoint {
  /** The turn whose question was on show, counted from 0. */
  readonly turn: number;
  readonly warning: string | null;
  readonly askedBySet: GameContext['askedBySet'];
  readonly questionsBySet: GameContext['questionsBySet'];
}

/** Plays a game turn by turn, noting every question dealt and the warning shown beside it. */
function play({ input, rounds }: { input: GameInput; rounds: number }) {
  const clock = new SimulatedClock();
  const actor = createActor(machine, { input, clock }).start();
  const deals: Deal[] = [];
  const checkpoints: Checkpoint[] = [];
  const note = () => {
    const { context } = actor.getSnapshot();
    const question = context.currentQuestion;
    checkpoints.push({
      turn: deals.length,
      warning: selectRepetitionWarning({ context }),
      askedBySet: context.askedBySet,
      questionsBySet: context.questionsBySet,
    });
    deals.push({
      seat: context.currentPlayerIndex,
      setKey: String(question.question_set_id),
      id: question.id,
      placeholder: isPlaceholderQuestion(question),
    });
  };
  note();
  while (deals.length < rounds * input.players.length) {
    const snapshot = actor.getSnapshot();
    if (snapshot.matches('over')) break;
    if (snapshot.matches({ playing: { scramble: 'awaitingSpin' } })) {
      actor.send({ type: 'player.pullLever' });
      clock.increment(WHEEL_DELAY_MS + WHEEL_FRAMES * WHEEL_FRAME_MS);
      continue;
    }
    if (snapshot.matches({ playing: { scramble: 'spun' } })) {
      actor.send({ type: 'player.closeWheel' });
      continue;
    }
    const card = selectAnswerCard(snapshot);
    if (card.access === 'playable') {
      const option = card.options[0];
      if (card.phase === 'choosing' && option) {
        actor.send({ type: 'player.choose', optionId: option.id });
      } else {
        actor.send({ type: 'player.showAnswer' });
        actor.send({ type: 'player.mark', correct: true });
      }
      clock.increment(ANSWER_FEEDBACK_MS);
    }
    actor.send({ type: 'player.continue' });
    clock.increment(QUESTION_RESET_MS);
    note();
  }
  return { deals, checkpoints };
}

/** The last turn before the Score Scramble that follows `turn`: the end of the round that completes a multiple of 5. */
function lastTurnBeforeScramble(turn: number, playerCount: number): number {
  const completedRounds = Math.floor(turn / playerCount);
  const roundsLeft = SCRAMBLE_EVERY_ROUNDS - (completedRounds % SCRAMBLE_EVERY_ROUNDS);
  return (completedRounds + roundsLeft) * playerCount - 1;
}

const VIOLATION_LIMIT = 5;

describe(`${GAMES.toLocaleString('en')} random games of 1–4 teams sharing sets, some with several sets, some empty`, () => {
  const violations = { named: [] as string[], pace: [] as string[] };
  const seen = { warnings: 0, quiet: 0, sharedSetWarnings: 0, severalSetWarnings: 0 };
  const violate = (list: string[], message: string) => {
    if (list.length < VIOLATION_LIMIT) list.push(message);
  };

  beforeAll(() => {
    const rng = createRng(271_828);
    for (let index = 0; index < GAMES; index += 1) {
      const game = randomGame(rng);
      const { players } = game.input;
      const { deals, checkpoints } = play(game);
      for (const checkpoint of checkpoints) {
        const end = lastTurnBeforeScramble(checkpoint.turn, players.length);
        // A game that stopped before its next Score Scramble cannot show what that window would have dealt.
        if (end >= deals.length) continue;
        const window = deals.slice(checkpoint.turn + 1, end + 1);
        const asked = new Map(
          Object.entries(checkpoint.askedBySet).map(([key, ids]) => [key, new Set<QuestionId>(ids)]),
        );
        const repeatSeats = new Set<number>();
        const dealsBySet = new Map<string, number>();
        for (const deal of window) {
          if (deal.placeholder) continue;
          const setAsked = asked.get(deal.setKey) ?? new Set<QuestionId>();
          if (setAsked.has(deal.id)) repeatSeats.add(deal.seat);
          setAsked.add(deal.id);
          asked.set(deal.setKey, setAsked);
          dealsBySet.set(deal.setKey, (dealsBySet.get(deal.setKey) ?? 0) + 1);
        }
        const where = `at turn ${checkpoint.turn} in ${JSON.stringify(game.input)}`;
        const expected = repetitionWarning(
          players.filter((_, seat) => repeatSeats.has(seat)).map((player) => player.name),
        );
        if (checkpoint.warning !== expected) {
          violate(violations.named, `'${checkpoint.warning}' where '${expected}' was due ${where}`);
        }
        if (checkpoint.warning === null) {
          seen.quiet += 1;
          continue;
        }
        seen.warnings += 1;
        players.forEach((player, seat) => {
          if (!checkpoint.warning?.includes(player.name)) return;
          const sets = playerQuestionSets(player).map(String);
          if (sets.length > 1) seen.severalSetWarnings += 1;
          if (
            players.some(
              (other) =>
                other !== player &&
                playerQuestionSets(other)
                  .map(String)
                  .includes(sets[0] ?? ''),
            )
          )
            seen.sharedSetWarnings += 1;
          const runsShort = sets.some((key) => {
            const unasked = (checkpoint.questionsBySet[key] ?? []).filter(
              (question) => !checkpoint.askedBySet[key]?.includes(question.id),
            ).length;
            return unasked < (dealsBySet.get(key) ?? 0);
          });
          if (!runsShort) violate(violations.pace, `${player.name} (seat ${seat}) warned ${where}`);
        });
      }
    }
  }, 300_000);

  it('cover warnings and quiet turns, for shared sets and for teams with several sets', () => {
    expect(Math.min(...Object.values(seen))).toBeGreaterThan(100);
  });

  it('name exactly the teams that will be dealt a question asked since its set last started over, before the next Score Scramble', () => {
    expect(violations.named).toEqual([]);
  });

  it('warn a team only when one of its sets has fewer unasked questions than the turns it will be dealt before the next Score Scramble', () => {
    expect(violations.pace).toEqual([]);
  });
});
