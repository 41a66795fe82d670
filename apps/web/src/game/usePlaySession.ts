import type { GameEffect, SessionInput, SessionMachine, SessionPorts } from '@quizcoop/engine';
import { createSessionMachine, keepSession, openSession } from '@quizcoop/engine';
import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { Actor } from 'xstate';
import type { PersonalStorage } from '../app/personalStorage';
import type { GameFlags } from './gameFlags';
import type { SavedSession } from './savedSession';
import { savedSessionIn } from './savedSession';

/** The play session's one actor: screens send it events and read it through the engine's selectors. */
export type PlaySession = Actor<SessionMachine>;

export interface PlaySessionOptions {
  /** Whose session it is; null for the prerendered setup, which keeps nothing. */
  readonly storage: PersonalStorage | null;
  /** How a new session begins; a saved one carries on instead. */
  readonly input: SessionInput;
  /** What the teacher's account allows in the game, as far as it is known yet. */
  readonly account: GameFlags;
  readonly loadQuestions: SessionPorts['loadQuestions'];
  /** Sounds and toasts from setup and the games; keep it the same function from render to render. */
  readonly onEffect: (effect: GameEffect) => void;
}

/**
 * Runs the play session of the person the storage belongs to: the one saved in their entries if there is one,
 * else a new one. The engine saves it at rest through the storage port; a save still waiting is written
 * before the page goes away. The account's allowance reaches the session as it becomes known.
 */
export function usePlaySession({
  storage,
  input,
  account,
  loadQuestions,
  onEffect,
}: PlaySessionOptions): PlaySession {
  const [saved] = useState<SavedSession | undefined>(() => (storage ? savedSessionIn(storage) : undefined));
  const [machine] = useState(() =>
    createSessionMachine({ loadQuestions, now: Date.now, random: Math.random }),
  );
  const [options] = useState(() => openSession(saved, input));
  const session = useActorRef(machine, options);

  useEffect(() => {
    const stopKeeping = keepSession(session, { storage: saved, onEffect });
    if (!saved) return stopKeeping;
    window.addEventListener('pagehide', saved.flush);
    return () => {
      stopKeeping();
      window.removeEventListener('pagehide', saved.flush);
      saved.flush();
    };
  }, [session, saved, onEffect]);

  const { premiumQuestions, extraScrambles } = account;
  useEffect(() => {
    if (premiumQuestions !== null) session.send({ type: 'subscription.known', isPremium: premiumQuestions });
  }, [session, premiumQuestions]);
  useEffect(() => {
    session.send({ type: 'extraScrambles.known', extraScrambles });
  }, [session, extraScrambles]);

  return session;
}
