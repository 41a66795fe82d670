import type { SnapshotFrom } from 'xstate';
import { assign, fromCallback, setup } from 'xstate';

export interface TurnTimerInput {
  /** The turn's length. */
  readonly seconds: number;
}

export interface TurnTimerContext {
  /** Whole seconds left; each one goes when a full second has passed, so the first shows for a whole second. */
  readonly secondsLeft: number;
}

export type TurnTimerEvent =
  | { type: 'game.pauseTimer' }
  | { type: 'game.resumeTimer' }
  /** Its clock has (re)started: on each start, and again whenever a saved game is reopened. */
  | { type: 'timer.clockStarted' };

const SECOND_MS = 1000;

/**
 * One turn's countdown, run by the game as its child while a timed question waits for its answer. It counts a
 * second at a time, pauses and resumes when the game says so, and finishes when time is up, which tells the
 * game. A saved game keeps no pending delay, so a countdown reopened mid-second would never tick again; a
 * callback actor is started afresh whenever its state is restored, so one reports each (re)start, and the
 * countdown starts its current second again from there.
 *
 * The call is marked pure so that a bundle using no machine leaves this one, and XState, out.
 */
export const turnTimerMachine = /* @__PURE__ */ setup({
  types: {
    input: {} as TurnTimerInput,
    context: {} as TurnTimerContext,
    events: {} as TurnTimerEvent,
  },
  delays: { second: SECOND_MS },
  actors: {
    clock: fromCallback<TurnTimerEvent>(({ sendBack }) => {
      sendBack({ type: 'timer.clockStarted' });
    }),
  },
  guards: {
    lastSecond: ({ context }) => context.secondsLeft <= 1,
  },
  actions: {
    countDown: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }),
  },
}).createMachine({
  id: 'turnTimer',
  context: ({ input }) => ({ secondsLeft: input.seconds }),
  initial: 'running',
  states: {
    running: {
      invoke: { src: 'clock' },
      on: { 'game.pauseTimer': { target: 'paused' } },
      initial: 'counting',
      states: {
        counting: {
          on: { 'timer.clockStarted': { target: 'counting', reenter: true } },
          after: {
            second: [
              { guard: 'lastSecond', target: '#turnTimer.timeUp', actions: 'countDown' },
              { target: 'counting', reenter: true, actions: 'countDown' },
            ],
          },
        },
      },
    },
    paused: {
      on: { 'game.resumeTimer': { target: 'running' } },
    },
    timeUp: { type: 'final' },
  },
});

export type TurnTimerSnapshot = SnapshotFrom<typeof turnTimerMachine>;
