import type { SnapshotFrom } from 'xstate';
import { and, assertEvent, assign, emit, not, setup } from 'xstate';
import type { ToastEffect } from '../effects';
import { toast } from '../effects';
import type { GameEvent } from '../rules/history';
import type { GamePlayer, SetupPlayer } from '../rules/players';
import { MAX_PLAYERS, MIN_PLAYERS } from '../rules/players';
import type { PointValue } from '../rules/points';
import { drawPoints, scoreAnswer } from '../rules/points';
import type { Question, QuestionId, QuestionsBySet } from '../rules/questions';
import { pickQuestion, questionAccess, questionsForSet } from '../rules/questions';
import type { SpinOutcome } from '../rules/scramble';
import {
  FREE_LIMIT_MESSAGE,
  isFreeLimitReached,
  SCRAMBLE_START_MESSAGE,
  scrambleCountdown,
  shouldStartScramble,
  spinOutcome,
  turnsUntilScramble,
} from '../rules/scramble';
import { repetitionWarning, shouldWarnOfRepetition } from '../rules/repetition';
import type { PlayerResult } from '../rules/results';
import { computeResults, FREE_LIMIT_RESULTS_TITLE, RESULTS_TITLE } from '../rules/results';
import { drawWithSeed } from '../rules/rng';
import type { WheelSegment } from '../rules/wheel';
import { spinWheel } from '../rules/wheel';

export interface GameInput {
  /** The players as setup left them, each with a question set. */
  readonly players: readonly SetupPlayer[];
  readonly questionsBySet: QuestionsBySet;
  /** Premium games see premium questions and have no Score Scramble limit. */
  readonly isPremium: boolean;
  /** Seeds every random choice of the game: questions, points, wheel results. */
  readonly seed: number;
  /** Score Scrambles already played in this session (spec §1: the free limit is per play session). */
  readonly scramblesPlayed?: number;
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
}

export type GameMachineEvent =
  | { type: 'player.answer'; correct: boolean }
  | { type: 'player.skip' }
  | { type: 'player.spin' }
  | { type: 'player.closeWheel' }
  | { type: 'teacher.endGame' }
  | { type: 'teacher.dismissResults' }
  | { type: 'teacher.returnToSetup' };

export interface GameOutput {
  /** Carry it into the next game of the session. */
  readonly scramblesPlayed: number;
}

export interface GameMachineOptions {
  /** The clock that timestamps history events, in milliseconds since the epoch (e.g. `Date.now`). */
  readonly now: () => number;
}

function playerAt(players: readonly GamePlayer[], index: number): GamePlayer {
  const player = players[index];
  if (!player) throw new RangeError(`There is no player at seat ${index}.`);
  return player;
}

/** The question and points for the player at `playerIndex`, drawn from the seeded sequence. */
function dealQuestion(
  context: Pick<GameContext, 'players' | 'questionsBySet' | 'askedBySet' | 'seed'>,
  playerIndex: number,
) {
  const setKey = String(playerAt(context.players, playerIndex).questionSet);
  const { value, seed } = drawWithSeed(context.seed, (rng) => {
    const picked = pickQuestion({
      questions: questionsForSet(context.questionsBySet, setKey),
      askedIds: context.askedBySet[setKey] ?? [],
      rng,
    });
    return { ...picked, points: drawPoints(rng) };
  });
  return {
    currentQuestion: value.question,
    currentPoints: value.points,
    askedBySet: { ...context.askedBySet, [setKey]: value.askedIds },
    seed,
  };
}

function initialContext(input: GameInput): GameContext {
  const count = input.players.length;
  if (count < MIN_PLAYERS || count > MAX_PLAYERS) {
    throw new RangeError(`A game needs ${MIN_PLAYERS} to ${MAX_PLAYERS} players; it was given ${count}.`);
  }
  const players = input.players.map((player) => ({ ...player, score: 0 }));
  const base = { players, questionsBySet: input.questionsBySet, askedBySet: {}, seed: input.seed >>> 0 };
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
  };
}

/** A history entry; round markers belong to no player. */
function historyEvent(
  player: GamePlayer | null,
  details: Pick<GameEvent, 'points' | 'isCorrect' | 'type' | 'round' | 'timestamp'>,
): GameEvent {
  return { playerId: player?.id ?? null, playerName: player?.name ?? '', ...details };
}

function addToScore(players: readonly GamePlayer[], playerId: number, points: number): GamePlayer[] {
  return players.map((player) =>
    player.id === playerId ? { ...player, score: player.score + points } : player,
  );
}

function requireScramble(context: GameContext): ScrambleProgress {
  if (!context.scramble) throw new Error('No Score Scramble is under way.');
  return context.scramble;
}

/**
 * Spec §4 "Game": turns, rounds, history, Score Scrambles and results. It holds no timers, so a persisted
 * snapshot restores exactly; the answer card and the wheel animate beside it.
 */
export function createGameMachine({ now }: GameMachineOptions) {
  return setup({
    types: {
      input: {} as GameInput,
      context: {} as GameContext,
      events: {} as GameMachineEvent,
      emitted: {} as ToastEffect,
      output: {} as GameOutput,
    },
    guards: {
      questionIsPlayable: ({ context }) =>
        questionAccess(context.currentQuestion, context.isPremium) === 'playable',
      scrambleIsDue: ({ context }) => shouldStartScramble({ answersPerPlayer: context.answersPerPlayer }),
      freeLimitReached: ({ context }) => isFreeLimitReached(context),
      playersStillToSpin: ({ context }) => requireScramble(context).spinnerIndex < context.players.length - 1,
    },
    actions: {
      recordTurn: assign(({ context, event }) => {
        assertEvent(event, ['player.answer', 'player.skip']);
        const index = context.currentPlayerIndex;
        const player = playerAt(context.players, index);
        const question = context.currentQuestion;
        const answered = event.type === 'player.answer';
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
          currentPlayerIndex: nextIndex,
          round,
          turnCount: context.turnCount + 1,
          history: roundComplete ? [...context.history, marker] : context.history,
        };
      }),
      warnOfFreeLimit: emit(toast('warning', FREE_LIMIT_MESSAGE)),
      startScramble: assign(({ context }) => {
        const { value, seed } = drawWithSeed(context.seed, spinWheel);
        return {
          seed,
          scramblesPlayed: context.scramblesPlayed + 1,
          scramble: { spinnerIndex: 0, upcomingSpin: value, lastSpin: null },
        };
      }),
      announceScramble: emit(toast('success', SCRAMBLE_START_MESSAGE)),
      recordSpin: assign(({ context }) => {
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
        };
      }),
      callNextSpinner: assign(({ context }) => {
        const scramble = requireScramble(context);
        const { value, seed } = drawWithSeed(context.seed, spinWheel);
        return {
          seed,
          scramble: { spinnerIndex: scramble.spinnerIndex + 1, upcomingSpin: value, lastSpin: null },
        };
      }),
      finishScramble: assign(({ context }) => ({
        scramble: null,
        answersPerPlayer: context.answersPerPlayer.map(() => 0),
      })),
    },
  }).createMachine({
    id: 'game',
    context: ({ input }) => initialContext(input),
    initial: 'playing',
    output: ({ context }) => ({ scramblesPlayed: context.scramblesPlayed }),
    states: {
      playing: {
        initial: 'turn',
        on: {
          'teacher.endGame': { target: 'over' },
          'teacher.returnToSetup': { target: 'returnedToSetup' },
        },
        states: {
          turn: {
            on: {
              'player.answer': {
                guard: 'questionIsPlayable',
                target: 'turnTaken',
                actions: ['recordTurn', 'passTurn'],
              },
              // A placeholder or a locked premium question can only be passed, for no points.
              'player.skip': {
                guard: not('questionIsPlayable'),
                target: 'turnTaken',
                actions: ['recordTurn', 'passTurn'],
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
                on: { 'player.spin': { target: 'spun', actions: 'recordSpin' } },
              },
              spun: {
                on: {
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
          // Spec §2: the 'Free Limit Reached' results cannot be dismissed.
          'teacher.dismissResults': { guard: not('freeLimitReached'), target: 'returnedToSetup' },
        },
      },
      returnedToSetup: { type: 'final' },
    },
  });
}

export type GameMachine = ReturnType<typeof createGameMachine>;
export type GameSnapshot = SnapshotFrom<GameMachine>;

interface HasGameContext {
  readonly context: GameContext;
}

/** The player whose turn it is. */
export function selectCurrentPlayer({ context }: HasGameContext): GamePlayer {
  return playerAt(context.players, context.currentPlayerIndex);
}

/** The player at the wheel during a Score Scramble, else null. */
export function selectSpinner({ context }: HasGameContext): GamePlayer | null {
  return context.scramble ? playerAt(context.players, context.scramble.spinnerIndex) : null;
}

/** Spec §2, §4: the scoreboard's countdown to the next Score Scramble. */
export function selectScrambleCountdown({ context }: HasGameContext) {
  const totalAnswers = context.answersPerPlayer.reduce((sum, answers) => sum + answers, 0);
  return scrambleCountdown(turnsUntilScramble({ totalAnswers, playerCount: context.players.length }));
}

/** Spec §2: the players whose set's questions will repeat before the next Score Scramble, in turn order. */
export function selectPlayersFacingRepetition({ context }: HasGameContext): string[] {
  const playerCount = context.players.length;
  return context.players
    .filter((player) => {
      const questionCount = questionsForSet(context.questionsBySet, player.questionSet)?.length ?? 0;
      return shouldWarnOfRepetition({ questionCount, playerCount, round: context.round });
    })
    .map((player) => player.name);
}

/** Spec §2, §4: the repetition warning for the players whose sets are about to run out, or null. */
export function selectRepetitionWarning(snapshot: HasGameContext): string | null {
  return repetitionWarning(selectPlayersFacingRepetition(snapshot));
}

/** How the current question may be played (spec §2: premium questions are locked in free games). */
export function selectQuestionAccess({ context }: HasGameContext) {
  return questionAccess(context.currentQuestion, context.isPremium);
}

/** Spec §2: the button under the settled wheel, or null outside a Score Scramble. */
export function selectSpinOutcome({ context }: HasGameContext): SpinOutcome | null {
  if (!context.scramble) return null;
  return spinOutcome({
    spinnerIndex: context.scramble.spinnerIndex,
    playerCount: context.players.length,
    isPremium: context.isPremium,
    scramblesPlayed: context.scramblesPlayed,
  });
}

export interface GameResults {
  /** 'Game Results!', or 'Free Limit Reached'. */
  readonly title: string;
  /** Spec §2, §4: at the free limit the dialog is forced open and cannot be dismissed. */
  readonly dismissable: boolean;
  readonly players: readonly PlayerResult[];
}

/** Spec §2 "Results dialog". */
export function selectResults({ context }: HasGameContext): GameResults {
  const forced = isFreeLimitReached(context);
  return {
    title: forced ? FREE_LIMIT_RESULTS_TITLE : RESULTS_TITLE,
    dismissable: !forced,
    players: computeResults({ players: context.players, history: context.history }),
  };
}
