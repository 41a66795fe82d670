import type { Snapshot } from 'xstate';
import type { ExtraScramblesGate } from '../rules/scramble';
import type { GameContext, GameInput } from './game-context';

/** A game as `getPersistedSnapshot()` gives it: plain JSON, safe to store and parse back. */
export type PersistedGame = Snapshot<unknown> & {
  readonly value: unknown;
  readonly context: GameContext;
  readonly children?: Readonly<Record<string, PersistedChild | undefined>>;
};

/** A child actor as the game's persisted snapshot holds it. */
export interface PersistedChild {
  readonly snapshot: { readonly value: unknown; readonly context: Record<string, unknown> };
  readonly src: string;
  readonly syncSnapshot?: boolean;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const EXTRA_SCRAMBLES_GATES: readonly unknown[] = ['loading', 'on', 'premium', 'unavailable'];

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
    (context.extraScrambles === undefined || EXTRA_SCRAMBLES_GATES.includes(context.extraScrambles)) &&
    // Games saved before the card and wheel ran inside the game lack those two; they cannot be resumed.
    ['scramble', 'card', 'wheel'].every((key) => context[key] === null || isRecord(context[key]))
  );
}

/**
 * Actor options that carry a saved game on: `createActor(gameMachine, resumeGameOptions(saved))`. XState
 * restores the context from the snapshot; the input, rebuilt from it, only satisfies the machine's type.
 */
export function resumeGameOptions(saved: PersistedGame): { snapshot: PersistedGame; input: GameInput } {
  // Games saved before young-class mode, undo and play orders existed lack them: they were ordinary games,
  // with nothing to undo, and every set was shuffled. Games saved while premium alone lifted the Score
  // Scramble limit lack the gate for it: premium games had it on, the others had the free limit.
  const savedGate: ExtraScramblesGate | undefined = saved.context.extraScrambles;
  const context = {
    ...saved.context,
    extraScrambles: savedGate ?? (saved.context.isPremium ? 'on' : 'premium'),
    youngClass: saved.context.youngClass ?? false,
    undo: saved.context.undo ?? null,
    questionOrderBySet: saved.context.questionOrderBySet ?? {},
  };
  const { players, questionsBySet, questionOrderBySet, isPremium, extraScrambles, seed, scramblesPlayed } =
    context;
  return {
    snapshot: { ...saved, context },
    input: {
      players,
      questionsBySet,
      questionOrderBySet,
      isPremium,
      extraScrambles,
      seed,
      scramblesPlayed,
      youngClass: context.youngClass,
    },
  };
}
