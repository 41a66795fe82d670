import { beforeAll, describe, expect, it } from 'vitest';
import type { Actor, Snapshot } from 'xstate';
import { createActor, SimulatedClock } from 'xstate';
import type { SetupPlayer } from '../rules/players';
import type { PointValue } from '../rules/points';
import { POINT_VALUES } from '../rules/points';
import type { Question, QuestionId, QuestionOrder } from '../rules/questions';
import { ANSWER_FEEDBACK_MS, isPlaceholderQuestion, QUESTION_RESET_MS } from '../rules/questions';
import type { Rng } from '../rules/rng';
import { createRng, randomIndex } from '../rules/rng';
import type { RandomSetShape } from '../test-support/random-sets';
import { randomQuestionSet } from '../test-support/random-sets';
import type { ExtraScramblesGate } from '../rules/scramble';
import {
  FREE_LIMIT_MESSAGE,
  FREE_SCRAMBLE_LIMIT,
  SCRAMBLE_EVERY_ROUNDS,
  SCRAMBLE_START_MESSAGE,
  SCRAMBLES_UNAVAILABLE_TITLE,
} from '../rules/scramble';
import { checkShares } from '../test-support/frequencies';
import type { GameInput, GameMachine } from './game';
import { createGameMachine } from './game';
import { selectAnswerCard } from './game-view';
import { WHEEL_DELAY_MS, WHEEL_FRAME_MS, WHEEL_FRAMES } from '../rules/wheel';

const GAMES = 4_000;
/** Long enough for three Score Scrambles, so free sessions run into their limit. */
const MAX_ROUNDS = 15;
/** Every this many games, a twin is saved and restored midway and must end up identical. */
const RELOAD_EVERY = 250;

const machine = createGameMachine({ now: () => 0 });

interface RandomGame {
  readonly input: GameInput;
  readonly rounds: number;
  /** Decides every answer, so a twin can replay the same game. */
  readonly answerSeed: number;
}

const SET_SHAPE: RandomSetShape = { emptyChance: 0.15, maxSize: 12, premiumChance: 0.15 };

/** 1–4 players; sets of 0–12 questions, some premium, some shared, some in order, some players without a set. */
function randomGame(rng: Rng): RandomGame {
  const playerCount = 1 + randomIndex(rng, 4);
  const questionsBySet: Record<string, Question[]> = {};
  const questionOrderBySet: Record<string, QuestionOrder> = {};
  const players: SetupPlayer[] = Array.from({ length: playerCount }, (_, index) => {
    const id = index + 1;
    const roll = rng();
    let questionSet = id;
    if (roll < 0.05) questionSet = 0;
    else if (roll < 0.25 && index > 0) questionSet = randomIndex(rng, index) + 1;
    if (questionSet === id) {
      questionsBySet[String(id)] = randomQuestionSet(rng, id, SET_SHAPE);
      if (rng() < 0.4) questionOrderBySet[String(id)] = 'in_order';
    }
    return { id, name: `Player ${id}`, color: '#FE2602', questionSet };
  });
  const gateRoll = rng();
  const extraScrambles: ExtraScramblesGate =
    gateRoll < 0.4 ? 'on' : gateRoll < 0.7 ? 'premium' : gateRoll < 0.9 ? 'unavailable' : 'loading';
  return {
    input: {
      players,
      questionsBySet,
      questionOrderBySet,
      isPremium: rng() < 0.5,
      extraScrambles,
      seed: Math.floor(rng() * 2 ** 32),
      scramblesPlayed: extraScrambles !== 'on' && rng() < 0.1 ? randomIndex(rng, FREE_SCRAMBLE_LIMIT + 1) : 0,
    },
    rounds: randomIndex(rng, MAX_ROUNDS + 1),
    answerSeed: Math.floor(rng() * 2 ** 32),
  };
}

const INVARIANTS = ['scores', 'scrambleRounds', 'freeLimit', 'spins', 'repeats', 'order', 'turns'] as const;
type Invariant = (typeof INVARIANTS)[number];

interface Survey {
  readonly violations: Record<Invariant, string[]>;
  readonly drawnPoints: PointValue[];
  readonly seen: {
    scrambles: number;
    freeLimitWarnings: number;
    unavailableWarnings: number;
    freeLimitEndings: number;
    skips: number;
    inOrderQuestions: number;
  };
}

function newSurvey(): Survey {
  return {
    violations: Object.fromEntries(INVARIANTS.map((name) => [name, []])) as unknown as Survey['violations'],
    drawnPoints: [],
    seen: {
      scrambles: 0,
      freeLimitWarnings: 0,
      unavailableWarnings: 0,
      freeLimitEndings: 0,
      skips: 0,
      inOrderQuestions: 0,
    },
  };
}

/** Plays one game to its end, recording what it saw and any broken invariant in `survey`. */
function play(game: RandomGame, survey: Survey, reloadAtTurn = -1): Actor<GameMachine> {
  const violate = (invariant: Invariant, message: string) => {
    const list = survey.violations[invariant];
    if (list.length < 5) list.push(`${message} in ${JSON.stringify(game.input)}`);
  };
  const answers = createRng(game.answerSeed);
  const playerCount = game.input.players.length;

  const clock = new SimulatedClock();
  let actor = createActor(machine, { input: game.input, clock });
  let toasts = 0;
  const answer = (correct: boolean) => {
    const card = selectAnswerCard(actor.getSnapshot());
    if (card.phase === 'choosing') {
      const option = card.options.find((candidate) => candidate.is_correct === correct) ?? card.options[0];
      if (option) actor.send({ type: 'player.choose', optionId: option.id });
    } else {
      actor.send({ type: 'player.showAnswer' });
      actor.send({ type: 'player.mark', correct });
    }
    clock.increment(ANSWER_FEEDBACK_MS);
    actor.send({ type: 'player.continue' });
    clock.increment(QUESTION_RESET_MS);
  };
  const skip = () => {
    actor.send({ type: 'player.continue' });
    clock.increment(QUESTION_RESET_MS);
  };
  const spin = () => {
    actor.send({ type: 'player.pullLever' });
    clock.increment(WHEEL_DELAY_MS);
    for (let frame = 0; frame < WHEEL_FRAMES; frame += 1) clock.increment(WHEEL_FRAME_MS);
  };
  const start = () => {
    actor.on('toast', ({ message }) => {
      toasts += 1;
      const completedRounds = actor.getSnapshot().context.round - 1;
      const gate = game.input.extraScrambles;
      if (message === FREE_LIMIT_MESSAGE) {
        survey.seen.freeLimitWarnings += 1;
        if (gate !== 'premium' && gate !== 'loading')
          violate('freeLimit', `the upgrade warning with '${gate}'`);
      }
      if (message === SCRAMBLES_UNAVAILABLE_TITLE) {
        survey.seen.unavailableWarnings += 1;
        if (gate !== 'unavailable') violate('freeLimit', `'Feature Unavailable' with '${gate}'`);
      }
      if (message !== SCRAMBLE_START_MESSAGE) return;
      survey.seen.scrambles += 1;
      if (completedRounds <= 0 || completedRounds % SCRAMBLE_EVERY_ROUNDS !== 0) {
        violate('scrambleRounds', `a Score Scramble started after ${completedRounds} completed rounds`);
      }
    });
    actor.start();
  };
  start();

  const setSizes = new Map(Object.entries(game.input.questionsBySet).map(([key, qs]) => [key, qs.length]));
  const askedPerSet = new Map<string, Set<QuestionId>>();
  const noteQuestion = () => {
    const { currentQuestion, currentPoints, currentPlayerIndex, players } = actor.getSnapshot().context;
    survey.drawnPoints.push(currentPoints);
    if (isPlaceholderQuestion(currentQuestion)) return;
    const setKey = String(players[currentPlayerIndex]?.questionSet);
    const asked = askedPerSet.get(setKey) ?? new Set<QuestionId>();
    if (asked.size === setSizes.get(setKey)) asked.clear();
    if (game.input.questionOrderBySet?.[setKey] === 'in_order') {
      survey.seen.inOrderQuestions += 1;
      const expected = game.input.questionsBySet[setKey]?.[asked.size];
      if (expected?.id !== currentQuestion.id)
        violate('order', `${currentQuestion.id} came where ${String(expected?.id)} was next in order`);
    }
    if (asked.has(currentQuestion.id))
      violate('repeats', `${currentQuestion.id} came again before its set ran out`);
    asked.add(currentQuestion.id);
    askedPerSet.set(setKey, asked);
  };
  noteQuestion();

  let spinners: number[] = [];
  let turns = 0;
  while (turns < game.rounds * playerCount) {
    const snapshot = actor.getSnapshot();
    if (snapshot.matches('over')) {
      survey.seen.freeLimitEndings += 1;
      if (game.input.extraScrambles === 'unavailable')
        violate('freeLimit', 'Score Scrambles switched off ended a game, which no upgrade could prevent');
      break;
    }
    if (snapshot.matches({ playing: { scramble: 'awaitingSpin' } })) {
      spinners.push(snapshot.context.scramble?.spinnerIndex ?? -1);
      spin();
      continue;
    }
    if (snapshot.matches({ playing: { scramble: 'spun' } })) {
      actor.send({ type: 'player.closeWheel' });
      if (!actor.getSnapshot().matches({ playing: 'scramble' })) {
        if (spinners.join() !== Array.from({ length: playerCount }, (_, seat) => seat).join()) {
          violate('spins', `the seats ${spinners.join()} spun in one Score Scramble`);
        }
        spinners = [];
      }
      continue;
    }
    const before = snapshot.context;
    const toastsBefore = toasts;
    if (selectAnswerCard(snapshot).access === 'playable') {
      answer(answers() < 0.6);
    } else {
      survey.seen.skips += 1;
      skip();
    }
    turns += 1;
    const after = actor.getSnapshot().context;
    if (after.currentPlayerIndex !== (before.currentPlayerIndex + 1) % playerCount) {
      violate('turns', `seat ${after.currentPlayerIndex} followed seat ${before.currentPlayerIndex}`);
    }
    const completedRounds = after.round - 1;
    if (
      after.round > before.round &&
      completedRounds % SCRAMBLE_EVERY_ROUNDS === 0 &&
      toasts === toastsBefore
    ) {
      violate(
        'scrambleRounds',
        `neither a Score Scramble nor the free-limit warning after ${completedRounds} rounds`,
      );
    }
    noteQuestion();
    if (turns === reloadAtTurn) {
      const saved = JSON.parse(JSON.stringify(actor.getPersistedSnapshot())) as Snapshot<unknown>;
      actor.stop();
      actor = createActor(machine, { input: game.input, snapshot: saved, clock });
      start();
    }
  }

  const { context } = actor.getSnapshot();
  for (const player of context.players) {
    const events = context.history.filter((event) => event.playerId === player.id);
    const total = events.reduce((sum, event) => sum + event.points, 0);
    if (total !== player.score)
      violate('scores', `player ${player.id} has ${player.score}, history ${total}`);
  }
  if (game.input.extraScrambles !== 'on' && context.scramblesPlayed > FREE_SCRAMBLE_LIMIT) {
    violate('freeLimit', `a session without extra ones had ${context.scramblesPlayed} Score Scrambles`);
  }
  const spinsPerPlayer = context.players.map(
    (player) =>
      context.history.filter((event) => event.type === 'scramble' && event.playerId === player.id).length,
  );
  if (spinners.length === 0 && new Set(spinsPerPlayer).size > 1) {
    violate('spins', `players spun ${spinsPerPlayer.join(', ')} times`);
  }
  const markers = context.history.filter((event) => event.type === 'round').length;
  if (markers !== context.round - 1) violate('turns', `${markers} round markers by round ${context.round}`);
  return actor;
}

describe(`${GAMES.toLocaleString('en')} random games: 1–4 players, random, empty and in-order sets, every Score Scramble gate`, () => {
  const games = (() => {
    const rng = createRng(314_159);
    return Array.from({ length: GAMES }, () => randomGame(rng));
  })();
  const survey = newSurvey();

  // Every turn and spin runs the card's and wheel's timers, so fewer games than the rules alone could afford;
  // about half a minute on a two-core machine, and the margin keeps one busy with other test runs from failing it.
  beforeAll(() => {
    for (const game of games) play(game, survey);
  }, 300_000);

  it('cover Score Scrambles, both limit warnings, endings at the limit and skipped questions', () => {
    expect(Math.min(...Object.values(survey.seen))).toBeGreaterThan(40);
  });

  it('keep every score equal to the sum of its history points', () => {
    expect(survey.violations.scores).toEqual([]);
  });

  it('start a Score Scramble exactly when the completed rounds reach a positive multiple of 5', () => {
    expect(survey.violations.scrambleRounds).toEqual([]);
  });

  it('never give a session without extra Score Scrambles more than 2, nor the wrong warning or ending', () => {
    expect(survey.violations.freeLimit).toEqual([]);
  });

  it('have every player spin exactly once per Score Scramble, in seating order', () => {
    expect(survey.violations.spins).toEqual([]);
  });

  it('never repeat a question before its set is exhausted', () => {
    expect(survey.violations.repeats).toEqual([]);
  });

  it("ask an in-order set's questions in the set's order, starting over after the last", () => {
    expect(survey.violations.order).toEqual([]);
  });

  it('pass the turn to the next seat and mark each new round once', () => {
    expect(survey.violations.turns).toEqual([]);
  });

  it("draws points at the rules' frequencies, within 5 standard errors of the draws made", () => {
    expect(survey.drawnPoints.length).toBeGreaterThan(50_000);
    const checks = checkShares(
      survey.drawnPoints,
      POINT_VALUES.map(({ points, weight }) => ({ value: points, probability: weight })),
    );
    expect(checks.filter((check) => !check.withinTolerance)).toEqual([]);
  });

  it('play on identically after being saved and restored midway', () => {
    const scratch = newSurvey();
    games
      .filter((_, index) => index % RELOAD_EVERY === 0)
      .forEach((game, index) => {
        const twin = play(game, scratch).getSnapshot();
        const reloaded = play(game, scratch, 1 + (index % (game.rounds * 2 + 1))).getSnapshot();
        expect({ value: reloaded.value, context: reloaded.context }).toEqual({
          value: twin.value,
          context: twin.context,
        });
      });
  });
});
