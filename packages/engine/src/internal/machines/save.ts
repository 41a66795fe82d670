import type { Snapshot } from 'xstate';
import { isMultipleChoice, questionAccess } from '../rules/questions';
import type { AnswerCardContext } from './answer-card';
import type { AnswerCardPhase } from './game-context';
import type { PersistedGame } from './persistence';

// Saving lives apart from reading a save back: the setup screen only checks for a saved game, and need not
// download how one is written.

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
