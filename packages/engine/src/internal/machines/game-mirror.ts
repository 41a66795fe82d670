import type { AnswerCardSnapshot } from './answer-card';
import type { GameSnapshot } from './game';
import type { AnswerCardPhase, AnswerCardView, TurnTimerReading, WheelView } from './game-context';
import type { TurnTimerSnapshot } from './turn-timer';
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

/** A running or paused countdown; the game learns of time up from the timer's done event. */
export function turnTimerReading(snapshot: TurnTimerSnapshot): TurnTimerReading {
  return {
    secondsLeft: snapshot.context.secondsLeft,
    status: snapshot.matches('paused') ? 'paused' : 'running',
  };
}

/** The game's answer card as it stands now, while the game runs one. */
export function liveCard(game: Pick<GameSnapshot, 'children'>): AnswerCardSnapshot | undefined {
  return game.children.card?.getSnapshot() as AnswerCardSnapshot | undefined;
}

/** The wheel of the player at it as it stands now, while a Score Scramble runs one. */
export function liveWheel(game: Pick<GameSnapshot, 'children'>): WheelSnapshot | undefined {
  return game.children.wheel?.getSnapshot() as WheelSnapshot | undefined;
}
