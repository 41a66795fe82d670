import type { GamePlayer } from '../rules/players';
import type { Question, QuestionAccess } from '../rules/questions';
import { isMultipleChoice, questionAccess } from '../rules/questions';
import { repetitionWarning } from '../rules/repetition';
import type { GameEventType } from '../rules/history';
import { signedPoints } from '../rules/points';
import {
  computeResults,
  FREE_LIMIT_EXPLANATION,
  FREE_LIMIT_RESULTS_TITLE,
  RESULTS_TITLE,
} from '../rules/results';
import type { SpinOutcome } from '../rules/scramble';
import { isFreeLimitReached, scrambleCountdown, spinOutcome, turnsUntilScramble } from '../rules/scramble';
import type { WheelSegment } from '../rules/wheel';
import { formatSpinResult } from '../rules/wheel';
import type { AnswerCardView, GameContext } from './game';
import { forecastDeals, playerAt } from './game-deal';
import type { GameStateReader } from './game-phase';
import type { PointsDisplay } from './labels';
import { colorName, pointsLabel } from './labels';
import type { PlayerResultView } from './results-view';
import { playerResultViews, resultsSummary } from './results-view';

/** Most selectors read the context alone, so a saved game's context can be shown without an actor. */
export interface HasGameContext {
  readonly context: GameContext;
}

function pointsDisplay(context: GameContext): PointsDisplay {
  return context.youngClass ? 'stars' : 'points';
}

/** The player whose turn it is. */
export function selectCurrentPlayer({ context }: HasGameContext): GamePlayer {
  return playerAt(context.players, context.currentPlayerIndex);
}

/** The player at the wheel during a Score Scramble, else null. */
export function selectSpinner({ context }: HasGameContext): GamePlayer | null {
  return context.scramble ? playerAt(context.players, context.scramble.spinnerIndex) : null;
}

export interface ScrambleCountdown {
  readonly turns: number;
  /** Two turns or fewer: the scoreboard draws attention to it. */
  readonly urgent: boolean;
  readonly text: string;
}

/** The scoreboard's countdown to the next Score Scramble, worded as it is shown. */
export function selectScrambleCountdown({ context }: HasGameContext): ScrambleCountdown {
  const totalAnswers = context.answersPerPlayer.reduce((sum, answers) => sum + answers, 0);
  return scrambleCountdown(turnsUntilScramble({ totalAnswers, playerCount: context.players.length }));
}

export interface ScoreboardEntry {
  readonly id: number;
  readonly name: string;
  readonly score: number;
  readonly color: string;
  readonly colorName: string;
  readonly active: boolean;
}

export interface ScoreboardView {
  readonly pointsDisplay: PointsDisplay;
  readonly players: readonly ScoreboardEntry[];
  readonly countdown: ScrambleCountdown;
}

export function selectScoreboard(snapshot: HasGameContext): ScoreboardView {
  const activeId = selectCurrentPlayer(snapshot).id;
  return {
    pointsDisplay: pointsDisplay(snapshot.context),
    players: snapshot.context.players.map((player) => ({
      id: player.id,
      name: player.name,
      score: player.score,
      color: player.color,
      colorName: colorName(player.color),
      active: player.id === activeId,
    })),
    countdown: selectScrambleCountdown(snapshot),
  };
}

export interface TurnHeaderView {
  /** "{player}'s Turn". */
  readonly title: string;
  /** The player's score as 'N pts', or 'N stars' for a young class. */
  readonly pointsLabel: string;
  readonly color: string;
  readonly colorName: string;
}

export function selectTurnHeader(snapshot: HasGameContext): TurnHeaderView {
  const player = selectCurrentPlayer(snapshot);
  return {
    title: `${player.name}'s Turn`,
    pointsLabel: pointsLabel(pointsDisplay(snapshot.context), player.score),
    color: player.color,
    colorName: colorName(player.color),
  };
}

/**
 * The warning for the players who will be dealt a question asked before, ahead of the next Score Scramble, in
 * seating order, or null when nobody will. A set is dealt only to the players who play it, so it is measured
 * against the turns it will be dealt, never against every player's: three teams on three sets of 20 are warned
 * only when one of the sets is about to run out.
 */
export function selectRepetitionWarning({ context }: HasGameContext): string | null {
  const playerCount = context.players.length;
  const totalAnswers = context.answersPerPlayer.reduce((sum, answers) => sum + answers, 0);
  const roundsLeft = turnsUntilScramble({ totalAnswers, playerCount });
  // The question on show is dealt already; what may repeat is every turn after it up to the Score Scramble.
  const turnsLeftThisRound = playerCount - context.currentPlayerIndex - 1;
  const { repeatSeats } = forecastDeals(context, {
    fromSeat: context.currentPlayerIndex + 1,
    turns: turnsLeftThisRound + playerCount * (roundsLeft - 1),
  });
  return repetitionWarning(
    context.players.filter((_, seat) => repeatSeats.has(seat)).map((player) => player.name),
  );
}

export interface AnswerCardScreen extends AnswerCardView {
  readonly question: Question;
  /** Whether the question can be answered, is a placeholder, or is locked in a free game. */
  readonly access: QuestionAccess;
  readonly multipleChoice: boolean;
}

/** The question card as it should look now. */
export function selectAnswerCard({ context }: HasGameContext): AnswerCardScreen {
  const question = context.currentQuestion;
  const access = questionAccess(question, context.isPremium);
  const card = context.card ?? { phase: 'settling', options: [], selectedOptionId: null, result: null };
  return { ...card, question, access, multipleChoice: isMultipleChoice(question) };
}

export interface ScrambleWheelView {
  readonly playerName: string;
  readonly color: string;
  readonly colorName: string;
  readonly phase: 'ready' | 'spinning' | 'spun';
  /** 'Pull Lever!', 'Spinning...' or 'Spin Used'. */
  readonly leverLabel: string;
  /** What the reel shows: a frame while it spins, the result once spun, nothing before. */
  readonly reel: { readonly value: string; readonly message: string } | null;
  /** '+N Points!' with the segment's message once the spin counted, else null. */
  readonly result: { readonly text: string; readonly message: string } | null;
  /** The button under the settled wheel: 'Next Player', 'Continue' or 'End Game'. */
  readonly next: SpinOutcome;
  /** One sentence for screen readers as the spinner steps up. */
  readonly announcement: string;
}

function reelOf(segment: WheelSegment | null) {
  return segment ? { value: signedPoints(segment.points), message: segment.message } : null;
}

function spinResultText(context: GameContext, segment: WheelSegment): string {
  const text = formatSpinResult(segment);
  return context.youngClass ? text.replace('Points!', 'Stars!') : text;
}

const LEVER_LABELS = { ready: 'Pull Lever!', spinning: 'Spinning...', spun: 'Spin Used' } as const;

/** The Score Scramble wheel of the player at it, or null outside a Score Scramble. */
export function selectScrambleWheel(snapshot: GameStateReader): ScrambleWheelView | null {
  const { context } = snapshot;
  const spinner = selectSpinner(snapshot);
  if (!context.scramble || !spinner) return null;
  const spun = snapshot.matches({ playing: { scramble: 'spun' } });
  const result = spun ? context.scramble.lastSpin : null;
  const phase = spun ? 'spun' : context.wheel?.phase === 'ready' || !context.wheel ? 'ready' : 'spinning';
  return {
    playerName: spinner.name,
    color: spinner.color,
    colorName: colorName(spinner.color),
    phase,
    leverLabel: LEVER_LABELS[phase],
    reel: reelOf(result ?? context.wheel?.shown ?? null),
    result: result ? { text: spinResultText(context, result), message: result.message } : null,
    next: spinOutcome({
      spinnerIndex: context.scramble.spinnerIndex,
      playerCount: context.players.length,
      extraScrambles: context.extraScrambles,
      scramblesPlayed: context.scramblesPlayed,
    }),
    announcement: `Score Scramble: ${spinner.name} spins the wheel.`,
  };
}

export interface GameResults {
  /** 'Game Results!', or 'Free Limit Reached'. */
  readonly title: string;
  /** Results forced open by the free limit cannot be dismissed. */
  readonly dismissable: boolean;
  /** Best first; equal scores keep their seating order. */
  readonly players: readonly PlayerResultView[];
  /** The winner, or the players tied for first, in one sentence. */
  readonly summary: string;
  /** When the free limit ended the session: why, and the way on to premium; null otherwise. */
  readonly limitExplanation: string | null;
}

export function selectResults({ context }: HasGameContext): GameResults {
  const forced = isFreeLimitReached(context);
  const players = computeResults({ players: context.players, history: context.history });
  return {
    title: forced ? FREE_LIMIT_RESULTS_TITLE : RESULTS_TITLE,
    dismissable: !forced,
    players: playerResultViews(players, pointsDisplay(context)),
    summary: resultsSummary(players, pointsDisplay(context)),
    limitExplanation: forced ? FREE_LIMIT_EXPLANATION : null,
  };
}

export interface HistoryEntryView {
  readonly key: string;
  readonly type: GameEventType;
  /** 'Ada: correct, bonus question', 'Ada: Score Scramble spin', 'Ada: incorrect answer undone' or 'Round 3'. */
  readonly text: string;
  /** '+15 pts', '0 pts', '-10 pts' ('+15 stars' for a young class); null on round markers. */
  readonly pointsLabel: string | null;
  readonly sign: 'gain' | 'loss' | 'none';
  /** How a question was answered; null on round markers and spins. */
  readonly result: 'correct' | 'incorrect' | null;
  /** Milliseconds since the epoch. */
  readonly timestamp: number;
}

const QUESTION_KINDS: Partial<Record<GameEventType, string>> = {
  bonus: 'bonus question',
  punishment: 'punishment question',
};

/** The game's log, newest first, each entry worded as the history panel shows it. */
export function selectHistory({ context }: HasGameContext): HistoryEntryView[] {
  return context.history
    .map((event, index): HistoryEntryView => {
      const sign = event.points > 0 ? 'gain' : event.points < 0 ? 'loss' : 'none';
      const base = { key: String(index), type: event.type, timestamp: event.timestamp, sign } as const;
      if (event.type === 'round') {
        return { ...base, text: `Round ${event.round}`, pointsLabel: null, result: null };
      }
      const result = event.isCorrect ? 'correct' : 'incorrect';
      const label = pointsLabel(pointsDisplay(context), signedPoints(event.points));
      if (event.type === 'undo') {
        const undone = event.undoes === 'scramble' ? 'Score Scramble spin' : `${result} answer`;
        return { ...base, text: `${event.playerName}: ${undone} undone`, pointsLabel: label, result: null };
      }
      const kind = QUESTION_KINDS[event.type];
      const text =
        event.type === 'scramble'
          ? `${event.playerName}: Score Scramble spin`
          : `${event.playerName}: ${result}${kind ? `, ${kind}` : ''}`;
      const answered = event.type === 'scramble' ? null : result;
      return { ...base, text, pointsLabel: label, result: answered };
    })
    .reverse();
}
