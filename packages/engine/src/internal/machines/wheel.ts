import type { SnapshotFrom } from 'xstate';
import { assign, enqueueActions, sendParent, setup } from 'xstate';
import type { SoundEffect } from '../effects';
import { sound } from '../effects';
import { drawWithSeed } from '../rules/rng';
import { wheelSpinner } from '../rules/wheel';
import type { WheelSegment } from '../rules/wheel';
import { WHEEL_DELAY_MS, WHEEL_FRAME_MS, WHEEL_FRAMES } from '../rules/wheel';

export interface WheelInput {
  /** Where the wheel settles: the game's `scramble.upcomingSpin`. */
  readonly result: WheelSegment;
  /** Seeds the random frames shown while it spins. */
  readonly seed: number;
  /** A young class's wheel shows no losing segment, even in passing. */
  readonly youngClass?: boolean;
}

export interface WheelContext {
  readonly result: WheelSegment;
  readonly seed: number;
  readonly youngClass: boolean;
  /** Frames shown so far, from 0 to the rules' `WHEEL_FRAMES`. */
  readonly frame: number;
  /** The segment on show: a random one per frame, then the result. */
  readonly shown: WheelSegment | null;
}

export type WheelMachineEvent = { type: 'player.pullLever' };

/** The wheel has stopped on its result: the game counts the spin. */
export interface WheelSettled {
  readonly type: 'wheel.settled';
  readonly result: WheelSegment;
}

/** What the wheel tells the game it runs under. */
export type WheelReport = SoundEffect | WheelSettled;

/**
 * One player's Score Scramble spin, run by the game as its child. Pulling the lever plays the wheel sound,
 * waits 0.2 s, shows 28 random frames of 0.1 s, then settles on the result the game drew beforehand, with the
 * coin sound unless it is worth 0 points. The animation is only a show: the result never depends on it.
 *
 * The call is marked pure so that a bundle using no machine leaves this one, and XState, out.
 */
export const wheelMachine = /* @__PURE__ */ setup({
  types: {
    input: {} as WheelInput,
    context: {} as WheelContext,
    events: {} as WheelMachineEvent,
  },
  delays: {
    wheelDelay: WHEEL_DELAY_MS,
    wheelFrame: WHEEL_FRAME_MS,
  },
  guards: {
    framesRemain: ({ context }) => context.frame < WHEEL_FRAMES,
  },
  actions: {
    playWheelSound: sendParent(sound('wheel')),
    showRandomFrame: assign(({ context }) => {
      const { value, seed } = drawWithSeed(context.seed, wheelSpinner(context.youngClass));
      return { seed, shown: value, frame: context.frame + 1 };
    }),
    showResult: assign({ shown: ({ context }) => context.result }),
    announceResult: enqueueActions(({ context, enqueue }) => {
      if (context.result.points !== 0) enqueue.sendParent(sound('coin'));
      enqueue.sendParent({ type: 'wheel.settled', result: context.result } satisfies WheelSettled);
    }),
  },
}).createMachine({
  id: 'wheel',
  context: ({ input }) => ({
    result: input.result,
    seed: input.seed >>> 0,
    youngClass: input.youngClass ?? false,
    frame: 0,
    shown: null,
  }),
  initial: 'ready',
  states: {
    ready: {
      on: { 'player.pullLever': { target: 'delaying', actions: 'playWheelSound' } },
    },
    delaying: {
      after: { wheelDelay: 'spinning' },
    },
    spinning: {
      entry: 'showRandomFrame',
      after: {
        wheelFrame: [{ guard: 'framesRemain', target: 'spinning', reenter: true }, { target: 'settled' }],
      },
    },
    settled: {
      entry: ['showResult', 'announceResult'],
    },
  },
});

export type WheelSnapshot = SnapshotFrom<typeof wheelMachine>;
