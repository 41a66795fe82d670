import type { GameEnd } from '../rules/game-record';
import type { GameEvent } from '../rules/history';
import type { GamePlayer, SetupPlayer } from '../rules/players';
import { MAX_PLAYERS, MIN_PLAYERS } from '../rules/players';
import type { PointValue } from '../rules/points';
import type {
  AnswerOption,
  Question,
  QuestionId,
  QuestionOrderBySet,
  QuestionsBySet,
} from '../rules/questions';
import { withoutPunishment } from '../rules/questions';
import type { ExtraScramblesGate } from '../rules/scramble';
import { turnTimerFromInput } from '../rules/turn-timer';
import type { WheelSegment } from '../rules/wheel';
import { dealQuestion } from './game-deal';
import type { UndoPoint } from './game-undo';

// What a game is given and what it holds, apart from the machine that plays it.

export interface GameInput {
  /** The players as setup left them, each with a question set, or several to play in turn. */
  readonly players: readonly SetupPlayer[];
  readonly questionsBySet: QuestionsBySet;
  /** How each set's questions are drawn; a set left out, or a game given none, plays shuffled. */
  readonly questionOrderBySet?: QuestionOrderBySet;
  /** Whether premium questions may be played; without it they stay locked and can only be passed. */
  readonly isPremium: boolean;
  /**
   * Whether Score Scrambles go on past the free limit: unlimited when 'on'; otherwise 2 per play session, with
   * the free limit's warning and forced results, or, when 'unavailable', a warning that offers no upgrade.
   */
  readonly extraScrambles: ExtraScramblesGate;
  /** Seeds every random choice of the game: questions, points, wheel results. */
  readonly seed: number;
  /**
   * Score Scrambles already played in this play session. A free account's limit counts per session, not per
   * game, so a frontend carries this from game to game and across reloads.
   */
  readonly scramblesPlayed?: number;
  /** Young-class mode: a wheel without losses, no punishment questions, points shown as stars. */
  readonly youngClass?: boolean;
  /** Seconds each question may wait for its answer, from 10 to 120; no turn timer when null or left out. */
  readonly turnTimerSeconds?: number | null;
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

/** A turn's countdown: running, paused (the answer is shown or chosen, or the game waits), or out of time. */
export type TurnTimerStatus = 'running' | 'paused' | 'timeUp';

export interface TurnTimerReading {
  readonly secondsLeft: number;
  readonly status: TurnTimerStatus;
}

export interface ScrambleProgress {
  /** Index into `players` of the player at the wheel; players spin in seating order. */
  readonly spinnerIndex: number;
  /** Drawn when the player steps up, so a wheel animation can settle on it before it counts. */
  readonly upcomingSpin: WheelSegment;
  /** The spin that counted, once the player has spun. */
  readonly lastSpin: WheelSegment | null;
}

/** When and how a game ended. */
export interface GameEnding {
  /** Milliseconds since the epoch. */
  readonly at: number;
  readonly by: GameEnd;
}

export interface GameContext {
  /** Milliseconds since the epoch, from the clock the game was given; with the teams it tells the game apart. */
  readonly startedAt: number;
  /** Set once End Game or the free limit ends the game. */
  readonly ended: GameEnding | null;
  readonly players: readonly GamePlayer[];
  readonly questionsBySet: QuestionsBySet;
  readonly questionOrderBySet: QuestionOrderBySet;
  readonly isPremium: boolean;
  readonly extraScrambles: ExtraScramblesGate;
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
  /** Seconds each playable question may wait for its answer; null when the game has no turn timer. */
  readonly turnTimerSeconds: number | null;
  /** The countdown of the question on screen, as the game's timer last reported it; null while there is none. */
  readonly turnTimer: TurnTimerReading | null;
  /** The last mark or spin, while the teacher may still take it back. */
  readonly undo: UndoPoint | null;
}

/** A new game, started at `startedAt`: scores at 0, round 1, the first player's question dealt. */
export function initialContext(input: GameInput, startedAt: number): GameContext {
  const count = input.players.length;
  if (count < MIN_PLAYERS || count > MAX_PLAYERS) {
    throw new RangeError(`A game needs ${MIN_PLAYERS} to ${MAX_PLAYERS} players; it was given ${count}.`);
  }
  const players = input.players.map((player) => ({ ...player, score: 0 }));
  const youngClass = input.youngClass ?? false;
  const turnTimerSeconds = turnTimerFromInput(input.turnTimerSeconds);
  // Young classes never meet a punishment question: leaving them out here keeps every later rule unaware.
  const questionsBySet = youngClass ? withoutPunishment(input.questionsBySet) : input.questionsBySet;
  const questionOrderBySet = input.questionOrderBySet ?? {};
  const base = { players, questionsBySet, questionOrderBySet, askedBySet: {}, seed: input.seed >>> 0 };
  return {
    ...base,
    ...dealQuestion(base, 0),
    startedAt,
    ended: null,
    isPremium: input.isPremium,
    extraScrambles: input.extraScrambles,
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
    turnTimerSeconds,
    turnTimer: null,
    undo: null,
  };
}
