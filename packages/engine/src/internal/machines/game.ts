import type { SnapshotFrom } from 'xstate';
import { and, assertEvent, assign, emit, not, sendTo, setup } from 'xstate';
import type { SoundEffect, ToastEffect } from '../effects';
import { sound, toast } from '../effects';
import type { GameEvent } from '../rules/history';
import type { GamePlayer, SetupPlayer } from '../rules/players';
import { MAX_PLAYERS, MIN_PLAYERS } from '../rules/players';
import type { PointValue } from '../rules/points';
import { scoreAnswer } from '../rules/points';
import type {
  AnswerOption,
  Question,
  QuestionId,
  QuestionOrderBySet,
  QuestionsBySet,
} from '../rules/questions';
import { questionAccess, withoutPunishment } from '../rules/questions';
import {
  FREE_LIMIT_MESSAGE,
  isFreeLimitReached,
  SCRAMBLE_START_MESSAGE,
  shouldStartScramble,
} from '../rules/scramble';
import { drawWithSeed } from '../rules/rng';
import { dealQuestion, playerAt } from './game-deal';
import type { WheelSegment } from '../rules/wheel';
import { wheelSpinner } from '../rules/wheel';
import type { AnswerCardOutcome, AnswerCardSnapshot } from './answer-card';
import { answerCardMachine } from './answer-card';
import type { WheelSettled, WheelSnapshot } from './wheel';
import { wheelMachine } from './wheel';
import { answerCardView, wheelView } from './game-mirror';
import { addToScore, historyEvent, requireScramble } from './game-records';
import type { UndoPoint } from './game-undo';
import { undoAfterPress, undoneContext, undoPointBefore } from './game-undo';

export interface GameInput {
  /** The players as setup left them, each with a question set, or several to play in turn. */
  readonly players: readonly SetupPlayer[];
  readonly questionsBySet: QuestionsBySet;
  /** How each set's questions are drawn; a set left out, or a game given none, plays shuffled. */
  readonly questionOrderBySet?: QuestionOrderBySet;
  /** Premium games see premium questions and have no Score Scramble limit. */
  readonly isPremium: boolean;
  /** Seeds every random choice of the game: questions, points, wheel results. */
  readonly seed: number;
  /**
   * Score Scrambles already played in this play session. A free account's limit counts per session, not per
   * game, so a frontend carries this from game to game and across reloads.
   */
  readonly scramblesPlayed?: number;
  /** Young-class mode: a wheel without losses, no punishment questions, points shown as stars. */
  readonly youngClass?: boolean;
}

/** Where the answer card stands, as far as a screen needs to know. */
export type AnswerCardPhase =
  | 'answerHidden'
  | 'answerShown'
  | 'choosing'
  | 'feedback'
  | 'review'
  | 'unavailable'
  /** Between questions: the old one is answered and the next is about to show. */
  | 'settling';

export interface AnswerCardView {
  readonly phase: AnswerCardPhase;
  /** The question's options in the order shown. */
  readonly options: readonly AnswerOption[];
  readonly selectedOptionId: QuestionId | null;
  readonly result: 'correct' | 'incorrect' | null;
}

export interface WheelView {
  readonly phase: 'ready' | 'spinning' | 'settled';
  /** The segment on show: a random one per frame while it spins, then the result. */
  readonly shown: WheelSegment | null;
}

export interface ScrambleProgress {
  /** Index into `players` of the player at the wheel; players spin in seating order. */
  readonly spinnerIndex: number;
  /** Drawn when the player steps up, so a wheel animation can settle on it before it counts. */
  readonly upcomingSpin: WheelSegment;
  /** The spin that counted, once the player has spun. */
  readonly lastSpin: WheelSegment | null;
}

export interface GameContext {
  readonly players: readonly GamePlayer[];
  readonly questionsBySet: QuestionsBySet;
  readonly questionOrderBySet: QuestionOrderBySet;
  readonly isPremium: boolean;
  /** Where the seeded random sequence stands. */
  readonly seed: number;
  readonly currentPlayerIndex: number;
  /** Starts at 1 and rises when the last player has answered. */
  readonly round: number;
  /** Turns taken so far; changes on every turn, even when a question comes round again. */
  readonly turnCount: number;
  /** Answers per player since the last Score Scramble, in seating order. */
  readonly answersPerPlayer: readonly number[];
  /** Question ids asked per set (keyed by `String(setId)`); players sharing a set share the list. */
  readonly askedBySet: Readonly<Record<string, readonly QuestionId[]>>;
  readonly currentQuestion: Question;
  readonly currentPoints: PointValue;
  readonly history: readonly GameEvent[];
  readonly scramblesPlayed: number;
  readonly scramble: ScrambleProgress | null;
  /** The answer card as the game's child last reported it; null only before it first reports. */
  readonly card: AnswerCardView | null;
  /** The wheel of the player waiting to spin, as it last reported; null when nobody is. */
  readonly wheel: WheelView | null;
  readonly youngClass: boolean;
  /** The last mark or spin, while the teacher may still take it back. */
  readonly undo: UndoPoint | null;
}

/** What a frontend sends: the players' presses and the teacher's. */
export type GameMachineEvent =
  | { type: 'player.showAnswer' }
  | { type: 'player.mark'; correct: boolean }
  | { type: 'player.choose'; optionId: QuestionId }
  | { type: 'player.continue' }
  | { type: 'player.pullLever' }
  | { type: 'player.closeWheel' }
  | { type: 'teacher.undo' }
  | { type: 'teacher.endGame' }
  | { type: 'teacher.dismissResults' }
  | { type: 'teacher.returnToSetup' };

/** What the game's own children tell it. */
type ChildReport =
  | AnswerCardOutcome
  | WheelSettled
  | SoundEffect
  | { type: 'xstate.snapshot.card'; snapshot: AnswerCardSnapshot }
  | { type: 'xstate.snapshot.wheel'; snapshot: WheelSnapshot };

/** Sounds and toasts a frontend plays, all from the game actor. */
export type GameEffect = SoundEffect | ToastEffect;

export interface GameOutput {
  /** Carry it into the next game of the session. */
  readonly scramblesPlayed: number;
}

export interface GameMachineOptions {
  /** The clock that timestamps history events, in milliseconds since the epoch (e.g. `Date.now`). */
  readonly now: () => number;
}

function initialContext(input: GameInput): GameContext {
  const count = input.players.length;
  if (count < MIN_PLAYERS || count > MAX_PLAYERS) {
    throw new RangeError(`A game needs ${MIN_PLAYERS} to ${MAX_PLAYERS} players; it was given ${count}.`);
  }
  const players = input.players.map((player) => ({ ...player, score: 0 }));
  const youngClass = input.youngClass ?? false;
  // Young classes never meet a punishment question: leaving them out here keeps every later rule unaware.
  const questionsBySet = youngClass ? withoutPunishment(input.questionsBySet) : input.questionsBySet;
  const questionOrderBySet = input.questionOrderBySet ?? {};
  const base = { players, questionsBySet, questionOrderBySet, askedBySet: {}, seed: input.seed >>> 0 };
  return {
    ...base,
    ...dealQuestion(base, 0),
    isPremium: input.isPremium,
    currentPlayerIndex: 0,
    round: 1,
    turnCount: 0,
    answersPerPlayer: players.map(() => 0),
    history: [],
    scramblesPlayed: input.scramblesPlayed ?? 0,
    scramble: null,
    card: null,
    wheel: null,
    youngClass,
    undo: null,
  };
}

/**
 * The whole game: turns, rounds, history, Score Scrambles and results. It runs the answer card for the whole
 * game and a wheel for each spin as its children, passes the players' presses on to them and acts on what they
 * report, so a frontend only sends events to this actor and renders its selectors. Its own states hold no
 * timers; the children's do, and persistence settles them so a saved game restores without a stuck timer.
 */
export function createGameMachine({ now }: GameMachineOptions) {
  return setup({
    types: {
      input: {} as GameInput,
      context: {} as GameContext,
      events: {} as GameMachineEvent | ChildReport,
      emitted: {} as GameEffect,
      output: {} as GameOutput,
    },
    actors: { answerCard: answerCardMachine, wheel: wheelMachine },
    guards: {
      questionIsPlayable: ({ context }) =>
        questionAccess(context.currentQuestion, context.isPremium) === 'playable',
      scrambleIsDue: ({ context }) => shouldStartScramble({ answersPerPlayer: context.answersPerPlayer }),
      freeLimitReached: ({ context }) => isFreeLimitReached(context),
      markCanBeUndone: ({ context }) => context.undo?.step === 'mark',
      spinCanBeUndone: ({ context }) => context.undo?.step === 'spin',
      playersStillToSpin: ({ context }) => requireScramble(context).spinnerIndex < context.players.length - 1,
    },
    actions: {
      passToCard: sendTo('card', ({ event }) => {
        assertEvent(event, ['player.showAnswer', 'player.mark', 'player.choose', 'player.continue']);
        return event;
      }),
      noteUndo: assign({
        undo: ({ context, event }) => {
          assertEvent(event, ['player.showAnswer', 'player.mark', 'player.choose', 'player.continue']);
          return undoAfterPress(context, event);
        },
      }),
      restoreCard: sendTo('card', ({ context }) => {
        const undo = context.undo;
        const card = undo?.card;
        if (!undo || !card) throw new Error('There is no mark to undo.');
        return {
          type: 'game.restoreCard' as const,
          question: undo.before.currentQuestion,
          options: card.options,
          choosing: card.phase === 'choosing',
        };
      }),
      undoStep: assign(({ context }) => {
        const undo = context.undo;
        if (!undo) throw new Error('There is nothing to undo.');
        // A mark still waiting for Continue scored nothing: only the card goes back.
        return undo.recorded ? undoneContext(context, undo, now()) : { undo: null };
      }),
      passToWheel: sendTo('wheel', { type: 'player.pullLever' } as const),
      relaySound: emit(({ event }) => {
        assertEvent(event, 'sound');
        return sound(event.sound);
      }),
      mirrorCard: assign({
        card: ({ event }) => {
          assertEvent(event, 'xstate.snapshot.card');
          return answerCardView(event.snapshot);
        },
      }),
      mirrorWheel: assign({
        wheel: ({ event }) => {
          assertEvent(event, 'xstate.snapshot.wheel');
          return wheelView(event.snapshot);
        },
      }),
      forgetWheel: assign({ wheel: null }),
      recordTurn: assign(({ context, event }) => {
        assertEvent(event, ['card.answered', 'card.skipped']);
        const index = context.currentPlayerIndex;
        const player = playerAt(context.players, index);
        const question = context.currentQuestion;
        const answered = event.type === 'card.answered';
        const isCorrect = answered && event.correct;
        const points = answered
          ? scoreAnswer({ points: context.currentPoints, type: question.type, correct: isCorrect })
          : 0;
        const entry = historyEvent(player, {
          points,
          isCorrect,
          type: answered ? question.type : 'answer',
          timestamp: now(),
          round: context.round,
        });
        return {
          players: addToScore(context.players, player.id, points),
          answersPerPlayer: context.answersPerPlayer.map((count, i) => (i === index ? count + 1 : count)),
          history: [...context.history, entry],
          // A passed turn was never marked, so there is nothing of it to undo.
          undo: answered && context.undo ? { ...context.undo, recorded: true } : null,
        };
      }),
      passTurn: assign(({ context }) => {
        const nextIndex = (context.currentPlayerIndex + 1) % context.players.length;
        const roundComplete = nextIndex === 0;
        const round = roundComplete ? context.round + 1 : context.round;
        const marker = historyEvent(null, {
          points: 0,
          isCorrect: false,
          type: 'round',
          timestamp: now(),
          round,
        });
        return {
          ...dealQuestion(context, nextIndex),
          // The card hears of the new question only after this step; until it reports back it is between
          // questions, and must not look as if the old one still waited for Continue.
          card: context.card && { ...context.card, phase: 'settling' as const },
          currentPlayerIndex: nextIndex,
          round,
          turnCount: context.turnCount + 1,
          history: roundComplete ? [...context.history, marker] : context.history,
        };
      }),
      dealToCard: sendTo('card', ({ context }) => ({
        type: 'game.nextQuestion' as const,
        question: context.currentQuestion,
      })),
      warnOfFreeLimit: emit(toast('warning', FREE_LIMIT_MESSAGE)),
      startScramble: assign(({ context }) => {
        const { value, seed } = drawWithSeed(context.seed, wheelSpinner(context.youngClass));
        return {
          seed,
          scramblesPlayed: context.scramblesPlayed + 1,
          scramble: { spinnerIndex: 0, upcomingSpin: value, lastSpin: null },
          undo: null,
        };
      }),
      announceScramble: emit(toast('success', SCRAMBLE_START_MESSAGE)),
      recordSpin: assign(({ context, event }) => {
        assertEvent(event, 'wheel.settled');
        const scramble = requireScramble(context);
        const spinner = playerAt(context.players, scramble.spinnerIndex);
        const spin = scramble.upcomingSpin;
        const entry = historyEvent(spinner, {
          points: spin.points,
          isCorrect: false,
          type: 'scramble',
          timestamp: now(),
          round: context.round,
        });
        return {
          players: addToScore(context.players, spinner.id, spin.points),
          history: [...context.history, entry],
          scramble: { ...scramble, lastSpin: spin },
          undo: undoPointBefore(context, 'spin'),
        };
      }),
      callNextSpinner: assign(({ context }) => {
        const scramble = requireScramble(context);
        const { value, seed } = drawWithSeed(context.seed, wheelSpinner(context.youngClass));
        return {
          seed,
          scramble: { spinnerIndex: scramble.spinnerIndex + 1, upcomingSpin: value, lastSpin: null },
          undo: null,
        };
      }),
      finishScramble: assign(({ context }) => ({
        scramble: null,
        answersPerPlayer: context.answersPerPlayer.map(() => 0),
        undo: null,
      })),
    },
  }).createMachine({
    id: 'game',
    context: ({ input }) => initialContext(input),
    initial: 'playing',
    output: ({ context }) => ({ scramblesPlayed: context.scramblesPlayed }),
    on: {
      sound: { actions: 'relaySound' },
    },
    states: {
      playing: {
        initial: 'turn',
        // One card for the whole game: it resets itself onto each new question, and stays put (answered) while
        // a Score Scramble runs.
        invoke: {
          id: 'card',
          src: 'answerCard',
          input: ({ context }) => ({
            question: context.currentQuestion,
            isPremium: context.isPremium,
            seed: context.seed,
          }),
          onSnapshot: { actions: 'mirrorCard' },
        },
        on: {
          'teacher.endGame': { target: 'over' },
          'teacher.returnToSetup': { target: 'returnedToSetup' },
        },
        states: {
          turn: {
            on: {
              'player.showAnswer': { actions: ['noteUndo', 'passToCard'] },
              'player.mark': { actions: ['noteUndo', 'passToCard'] },
              'player.choose': { actions: ['noteUndo', 'passToCard'] },
              'player.continue': { actions: ['noteUndo', 'passToCard'] },
              'teacher.undo': { guard: 'markCanBeUndone', actions: ['restoreCard', 'undoStep'] },
              'card.answered': {
                guard: 'questionIsPlayable',
                target: 'turnTaken',
                actions: ['recordTurn', 'passTurn', 'dealToCard'],
              },
              // A placeholder or a locked premium question can only be passed, for no points.
              'card.skipped': {
                guard: not('questionIsPlayable'),
                target: 'turnTaken',
                actions: ['recordTurn', 'passTurn', 'dealToCard'],
              },
            },
          },
          turnTaken: {
            always: [
              {
                guard: and(['scrambleIsDue', 'freeLimitReached']),
                target: 'turn',
                actions: 'warnOfFreeLimit',
              },
              { guard: 'scrambleIsDue', target: 'scramble', actions: ['startScramble', 'announceScramble'] },
              { target: 'turn' },
            ],
          },
          scramble: {
            initial: 'awaitingSpin',
            states: {
              awaitingSpin: {
                // A fresh wheel for every spinner; it settles on the spin the game drew when they stepped up.
                invoke: {
                  id: 'wheel',
                  src: 'wheel',
                  input: ({ context }) => ({
                    result: requireScramble(context).upcomingSpin,
                    seed: context.seed,
                    youngClass: context.youngClass,
                  }),
                  onSnapshot: { actions: 'mirrorWheel' },
                },
                on: {
                  'player.pullLever': { actions: 'passToWheel' },
                  'wheel.settled': { target: 'spun', actions: 'recordSpin' },
                },
                exit: 'forgetWheel',
              },
              spun: {
                on: {
                  // The result was drawn when the spinner stepped up, so the lever lands on it again: undo
                  // corrects a score, it never re-rolls a spin.
                  'teacher.undo': { guard: 'spinCanBeUndone', target: 'awaitingSpin', actions: 'undoStep' },
                  'player.closeWheel': [
                    { guard: 'playersStillToSpin', target: 'awaitingSpin', actions: 'callNextSpinner' },
                    { guard: 'freeLimitReached', target: '#game.over' },
                    { target: '#game.playing.turn', actions: 'finishScramble' },
                  ],
                },
              },
            },
          },
        },
      },
      over: {
        on: {
          'teacher.returnToSetup': { target: 'returnedToSetup' },
          // Results forced open by the free limit stay up: the session is over until the teacher upgrades.
          'teacher.dismissResults': { guard: not('freeLimitReached'), target: 'returnedToSetup' },
        },
      },
      returnedToSetup: { type: 'final' },
    },
  });
}

export type GameMachine = ReturnType<typeof createGameMachine>;
export type GameSnapshot = SnapshotFrom<GameMachine>;
