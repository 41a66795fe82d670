import type { Actor, ActorOptions, AnyActorLogic, AnyActorRef } from 'xstate';
import { createActor } from 'xstate';
import type { GameEffect } from './game';
import type { PersistedSession, SessionInput, SessionMachine, SessionSnapshot } from './session';
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

/** How `startSession` runs a session: where it is kept, how it begins, and where its effects go. */
export interface SessionRunOptions {
  /** Where the session is kept between page loads; a session left without one is not kept. */
  readonly storage?: SessionStorage;
  /** Used for a new session only: a saved one carries its own. */
  readonly input?: SessionInput;
  /** Sounds and toasts from setup and from each game, for the frontend to play. */
  readonly onEffect?: (effect: GameEffect) => void;
  /** The timers' clock: the real one by default, a simulated one in tests. */
  readonly clock?: ActorOptions<AnyActorLogic>['clock'];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Whether a stored entry looks like a saved session, so a damaged or foreign one is dropped rather than
 * crashing the restore.
 */
export function isPersistedSession(value: unknown): value is PersistedSession {
  if (!isRecord(value) || value.status !== 'active' || !isRecord(value.context)) return false;
  const { context, children } = value;
  return (
    typeof context.scramblesPlayed === 'number' &&
    typeof context.gamesPlayed === 'number' &&
    typeof context.extraScrambles === 'string' &&
    isRecord(children) &&
    isRecord(children.setup)
  );
}

/**
 * Starts a session: the saved one if storage holds one, else a new one. Every time it comes to rest it is
 * saved whole, as its own persisted snapshot; the effects its setup and games emit go to `onEffect`.
 */
export function startSession(
  machine: SessionMachine,
  { storage, input = {}, onEffect, clock }: SessionRunOptions = {},
): Actor<SessionMachine> {
  const saved = storage?.load() ?? null;
  const restorable = isPersistedSession(saved);
  if (!restorable && saved !== null) storage?.clear();
  const actor = createActor(machine, {
    input,
    ...(restorable && { snapshot: saved }),
    ...(clock && { clock }),
  });
  const heard = new WeakSet<AnyActorRef>();
  const listen = (snapshot: SessionSnapshot) => {
    if (!onEffect) return;
    for (const child of [snapshot.children.setup, snapshot.children.game]) {
      if (!child || heard.has(child)) continue;
      heard.add(child);
      (child as AnyActorRef).on('*', (effect: GameEffect) => onEffect(effect));
    }
  };
  actor.subscribe((snapshot) => {
    listen(snapshot);
    if (storage && selectSessionAtRest(snapshot)) storage.save(actor.getPersistedSnapshot());
  });
  listen(actor.getSnapshot());
  return actor.start();
}
