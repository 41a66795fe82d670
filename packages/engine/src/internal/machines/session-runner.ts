import type { Actor, ActorOptions, AnyActorLogic, AnyActorRef } from 'xstate';
import { createActor } from 'xstate';
import type { GameEffect } from './game';
import type {
  PersistedSession,
  SessionContext,
  SessionInput,
  SessionMachine,
  SessionSnapshot,
} from './session';
import { selectSessionAtRest } from './session-view';

/** Where a session is kept between page loads: one entry, written whole and read back whole. */
export interface SessionStorage {
  /** The entry last saved, or null when there is none. */
  readonly load: () => unknown;
  /** Replaces the entry with the session's persisted snapshot. */
  readonly save: (snapshot: PersistedSession) => void;
  /** Drops the entry, as when what was stored no longer reads back as a session. */
  readonly clear: () => void;
}

/** Where a running session's effects go and where it is kept; see `keepSession`. */
export interface SessionKeeping {
  /** Where the session is kept between page loads; a session left without one is not kept. */
  readonly storage?: SessionStorage;
  /** Sounds and toasts from setup and from each game, for the frontend to play. */
  readonly onEffect?: (effect: GameEffect) => void;
}

/** How `startSession` runs a session: where it is kept, how it begins, and where its effects go. */
export interface SessionRunOptions extends SessionKeeping {
  /** Used for a new session only: a saved one carries its own. */
  readonly input?: SessionInput;
  /** The timers' clock: the real one by default, a simulated one in tests. */
  readonly clock?: ActorOptions<AnyActorLogic>['clock'];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A saved session as far as reopening it reads it; one saved before sessions kept the last teams has none. */
type SavedSession = PersistedSession & {
  readonly value: unknown;
  readonly context: Pick<SessionContext, 'scramblesPlayed' | 'gamesPlayed'> &
    Partial<Pick<SessionContext, 'lastTeams'>>;
};

/**
 * Whether a stored entry looks like a saved session, so a damaged or foreign one is dropped rather than
 * crashing the restore.
 */
export function isPersistedSession(value: unknown): value is SavedSession {
  if (!isRecord(value) || value.status !== 'active' || !isRecord(value.context)) return false;
  const { context, children } = value;
  return (
    typeof context.scramblesPlayed === 'number' &&
    typeof context.gamesPlayed === 'number' &&
    typeof context.extraScrambles === 'string' &&
    (context.lastTeams === undefined || Array.isArray(context.lastTeams)) &&
    isRecord(children) &&
    isRecord(children.setup)
  );
}

/**
 * How to create the session's actor: from the saved session if storage holds one (a damaged or foreign entry
 * is dropped), else new from `input`. A session saved at setup begins its setup again from `input`, whose
 * roster may have been chosen since, and carries only what the session itself keeps (its counts and the last
 * game's teams): setup loses nothing a teacher cannot see, while a game in progress, or set aside, comes back
 * whole.
 */
export function openSession(
  storage: SessionStorage | undefined,
  input: SessionInput = {},
): { input: SessionInput; snapshot?: PersistedSession } {
  const saved = storage?.load() ?? null;
  if (!isPersistedSession(saved)) {
    if (saved !== null) storage?.clear();
    return { input };
  }
  // A session saved before it kept the last teams has none to offer.
  const { scramblesPlayed, gamesPlayed, lastTeams = [] } = saved.context;
  if (saved.value !== 'setup') {
    const carriedOn = { ...saved, context: { ...saved.context, lastTeams } };
    return { input, snapshot: carriedOn };
  }
  return { input: { ...input, carried: { scramblesPlayed, gamesPlayed, lastTeams } } };
}

/**
 * Saves the session whole, as its own persisted snapshot, every time it comes to rest, and passes the effects
 * its setup and games emit to `onEffect`. Returns what stops both, for a frontend that lets the actor go.
 */
export function keepSession(actor: Actor<SessionMachine>, { storage, onEffect }: SessionKeeping): () => void {
  const heard = new WeakSet<AnyActorRef>();
  const listeners: { unsubscribe: () => void }[] = [];
  const listen = (snapshot: SessionSnapshot) => {
    if (!onEffect) return;
    for (const child of [snapshot.children.setup, snapshot.children.game]) {
      if (!child || heard.has(child)) continue;
      heard.add(child);
      listeners.push((child as AnyActorRef).on('*', (effect: GameEffect) => onEffect(effect)));
    }
  };
  const saving = actor.subscribe((snapshot) => {
    listen(snapshot);
    if (storage && selectSessionAtRest(snapshot)) storage.save(actor.getPersistedSnapshot());
  });
  listen(actor.getSnapshot());
  return () => {
    saving.unsubscribe();
    for (const listener of listeners) listener.unsubscribe();
  };
}

/** Starts a session: the saved one if storage holds one, else a new one, kept as `keepSession` keeps it. */
export function startSession(
  machine: SessionMachine,
  { storage, input, onEffect, clock }: SessionRunOptions = {},
): Actor<SessionMachine> {
  const actor = createActor(machine, { ...openSession(storage, input), ...(clock && { clock }) });
  keepSession(actor, { storage, onEffect });
  return actor.start();
}
