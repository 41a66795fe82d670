import type { GameEvent } from '../rules/history';
import type { QuestionId } from '../rules/questions';
import type { AnswerCardView, GameContext, TurnTimerReading } from './game-context';
import { playerAt } from './game-deal';

/** The parts of the game one step changes, and an undo puts back. */
export type UndoneContext = Pick<
  GameContext,
  | 'players'
  | 'currentPlayerIndex'
  | 'round'
  | 'turnCount'
  | 'answersPerPlayer'
  | 'askedBySet'
  | 'currentQuestion'
  | 'currentPoints'
  | 'seed'
  | 'scramble'
  | 'turnTimer'
>;

/**
 * What the teacher can take back: the last Correct / Incorrect / option choice of a turn, or the last wheel
 * result of a Score Scramble. It keeps the game as it stood just before that step.
 */
export interface UndoPoint {
  readonly step: 'mark' | 'spin';
  /** False while a mark waits for Continue: nothing has been scored or logged yet. */
  readonly recorded: boolean;
  readonly before: UndoneContext;
  /** The card as it stood before the mark, so the same question comes back in the same order. */
  readonly card: AnswerCardView | null;
  /** How long the history was before the step, so what the step logged can be told apart. */
  readonly historyLength: number;
}

/**
 * The countdown as an undo brings it back: stopped where it stood. The class has answered; undo corrects the
 * teacher's press and gives no time back, and a running countdown taken back would have no timer behind it.
 */
function stoppedTimer(timer: TurnTimerReading | null | undefined): TurnTimerReading | null {
  return timer?.status === 'running' ? { ...timer, status: 'paused' } : (timer ?? null);
}

function contextBefore(context: GameContext): UndoneContext {
  const { players, currentPlayerIndex, round, turnCount, answersPerPlayer, askedBySet } = context;
  const { currentQuestion, currentPoints, seed, scramble } = context;
  return {
    players,
    currentPlayerIndex,
    round,
    turnCount,
    answersPerPlayer,
    askedBySet,
    currentQuestion,
    currentPoints,
    seed,
    scramble,
    turnTimer: stoppedTimer(context.turnTimer),
  };
}

export function undoPointBefore(context: GameContext, step: UndoPoint['step']): UndoPoint {
  return {
    step,
    recorded: step === 'spin',
    before: contextBefore(context),
    card: context.card,
    historyLength: context.history.length,
  };
}

/** The seat whose step an undo takes back: the player who answered, or the one at the wheel. */
function undoneSeat(undo: UndoPoint): number {
  return undo.step === 'spin' ? (undo.before.scramble?.spinnerIndex ?? 0) : undo.before.currentPlayerIndex;
}

/**
 * The game put back to just before the undone step. The history keeps what happened and gains an 'undo'
 * entry carrying the score fix, so every score still equals the sum of its history. Only a round marker the
 * undone turn added goes, since that round has not begun after all.
 */
export function undoneContext(context: GameContext, undo: UndoPoint, timestamp: number) {
  const seat = undoneSeat(undo);
  const player = playerAt(undo.before.players, seat);
  const scoreNow = playerAt(context.players, seat).score;
  const logged = context.history.slice(undo.historyLength).filter((event) => event.type !== 'round');
  const undone = logged[logged.length - 1];
  const entry: GameEvent = {
    playerId: player.id,
    playerName: player.name,
    points: player.score - scoreNow,
    isCorrect: undone?.isCorrect ?? false,
    type: 'undo',
    undoes: undone?.type ?? (undo.step === 'spin' ? 'scramble' : 'normal'),
    timestamp,
    round: undo.before.round,
  };
  return {
    ...undo.before,
    history: [...context.history.slice(0, undo.historyLength), ...logged, entry],
    card: undo.card,
    undo: null,
  };
}

type Press =
  | { type: 'player.showAnswer' }
  | { type: 'player.mark'; correct: boolean }
  | { type: 'player.choose'; optionId: QuestionId }
  | { type: 'player.continue' };

/**
 * What can be undone after a press on the card. A mark or an offered choice becomes the step to undo; showing
 * the next answer means the next player has begun, so the earlier turn can no longer be reopened. Presses the
 * card ignores change nothing.
 */
export function undoAfterPress(context: GameContext, press: Press): UndoPoint | null {
  const card = context.card;
  const undo = context.undo ?? null;
  if (!card) return undo;
  if (press.type === 'player.showAnswer' && card.phase === 'answerHidden') return null;
  if (press.type === 'player.mark' && card.phase === 'answerShown') return undoPointBefore(context, 'mark');
  if (
    press.type === 'player.choose' &&
    card.phase === 'choosing' &&
    card.options.some((option) => option.id === press.optionId)
  ) {
    return undoPointBefore(context, 'mark');
  }
  return undo;
}

/**
 * What can be undone once a question's time runs out. A choice left unmade counts as wrong, as a wrong choice
 * does, so it can be taken back like one; an answer revealed is as Show Answer: the turn has begun, which
 * closes the last one.
 */
export function undoAfterTimeUp(context: GameContext): UndoPoint | null {
  return context.card?.phase === 'choosing' ? undoPointBefore(context, 'mark') : null;
}
