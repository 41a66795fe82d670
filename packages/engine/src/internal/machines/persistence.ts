import type { Snapshot } from 'xstate';
import { isMultipleChoice, questionAccess } from '../rules/questions';
import type { AnswerCardContext } from './answer-card';
import type { AnswerCardPhase, GameContext, GameInput } from './game';

/** A game as `getPersistedSnapshot()` gives it: plain JSON, safe to store and parse back. */
export type PersistedGame = Snapshot<unknown> & {
  readonly value: unknown;
  readonly context: GameContext;
  readonly children?: Readonly<Record<string, PersistedChild | undefined>>;
};

interface PersistedChild {
  readonly snapshot: { readonly value: unknown; readonly context: Record<string, unknown> };
  readonly src: string;
  readonly syncSnapshot?: boolean;
}

function restingCardState(context: AnswerCardContext): AnswerCardPhase {
  if (questionAccess(context.question, context.isPremium) !== 'playable') return 'unavailable';
  return isMultipleChoice(context.question) ? 'choosing' : 'answerHidden';
}

/**
 * A saved game restores its children's states but not their timers, so a card or wheel saved mid-animation
 * would wait forever. Each is moved to where its animation ends or begins: feedback on to its review, a card
 * between questions onto the new question, a spinning wheel back to its lever (its result was drawn already,
 * so spinning again lands on the same segment).
 */
function settleChildren(saved: PersistedGame): PersistedGame {
  const card = saved.children?.card;
  const wheel = saved.children?.wheel;
  let children = saved.children;
  let context = saved.context;
  if (card && ['feedback', 'resetting', 'routing'].includes(String(card.snapshot.value))) {
    const cardContext = card.snapshot.context as unknown as AnswerCardContext;
    const phase = card.snapshot.value === 'feedback' ? 'review' : restingCardState(cardContext);
    const settled = {
      ...cardContext,
      selectedOptionId: null,
      result: phase === 'review' ? cardContext.result : null,
    };
    children = {
      ...children,
      card: { ...card, snapshot: { ...card.snapshot, value: phase, context: settled } },
    };
    const { options, selectedOptionId, result } = settled;
    context = { ...context, card: { phase, options, selectedOptionId, result } };
  }
  if (wheel && wheel.snapshot.value !== 'ready' && wheel.snapshot.value !== 'settled') {
    const ready = { ...wheel.snapshot.context, frame: 0, shown: null };
    children = {
      ...children,
      wheel: { ...wheel, snapshot: { ...wheel.snapshot, value: 'ready', context: ready } },
    };
    context = { ...context, wheel: { phase: 'ready', shown: null } };
  }
  return { ...saved, children, context };
}

/** The game and its children as plain JSON, ready to restore without waiting on a lost timer. */
export function persistGame(actor: { getPersistedSnapshot: () => Snapshot<unknown> }): PersistedGame {
  return settleChildren(actor.getPersistedSnapshot() as PersistedGame);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isGamePlayer(value: unknown): boolean {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    typeof value.name === 'string' &&
    typeof value.color === 'string' &&
    typeof value.score === 'number' &&
    (typeof value.questionSet === 'number' || typeof value.questionSet === 'string')
  );
}

/**
 * Whether stored data looks like a saved game, so a damaged or foreign entry is offered as nothing rather
 * than crashing the restore.
 */
export function isPersistedGame(value: unknown): value is PersistedGame {
  if (!isRecord(value) || (value.status !== 'active' && value.status !== 'done')) return false;
  if (value.value === undefined || !isRecord(value.context)) return false;
  const context = value.context;
  return (
    Array.isArray(context.players) &&
    context.players.length > 0 &&
    context.players.every(isGamePlayer) &&
    isRecord(context.questionsBySet) &&
    isRecord(context.askedBySet) &&
    isRecord(context.currentQuestion) &&
    Array.isArray(context.history) &&
    Array.isArray(context.answersPerPlayer) &&
    ['seed', 'currentPlayerIndex', 'round', 'turnCount', 'currentPoints', 'scramblesPlayed'].every(
      (key) => typeof context[key] === 'number',
    ) &&
    typeof context.isPremium === 'boolean' &&
    (context.scramble === null || isRecord(context.scramble)) &&
    // Games saved before the card and wheel ran inside the game lack these; they cannot be resumed.
    (context.card === null || isRecord(context.card)) &&
    (context.wheel === null || isRecord(context.wheel))
  );
}

/**
 * Actor options that carry a saved game on: `createActor(gameMachine, resumeGameOptions(saved))`. XState
 * restores the context from the snapshot; the input, rebuilt from it, only satisfies the machine's type.
 */
export function resumeGameOptions(saved: PersistedGame): { snapshot: PersistedGame; input: GameInput } {
  const { players, questionsBySet, isPremium, seed, scramblesPlayed } = saved.context;
  return { snapshot: saved, input: { players, questionsBySet, isPremium, seed, scramblesPlayed } };
}
