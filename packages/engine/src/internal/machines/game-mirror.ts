import type { AnswerCardSnapshot } from './answer-card';
import type { AnswerCardPhase, AnswerCardView, WheelView } from './game-context';
import type { WheelSnapshot } from './wheel';

// The game keeps what its children last showed in its own context, so selectors and a saved game read one
// place instead of reaching into the children.

const SETTLING_CARD_STATES: ReadonlySet<string> = new Set(['answered', 'resetting', 'routing']);

export function answerCardView(snapshot: AnswerCardSnapshot): AnswerCardView {
  const state = String(snapshot.value);
  const { options, selectedOptionId, result } = snapshot.context;
  const phase = SETTLING_CARD_STATES.has(state) ? 'settling' : (state as AnswerCardPhase);
  return { phase, options, selectedOptionId, result };
}

export function wheelView(snapshot: WheelSnapshot): WheelView {
  const phase = snapshot.value === 'ready' || snapshot.value === 'settled' ? snapshot.value : 'spinning';
  return { phase, shown: snapshot.context.shown };
}
