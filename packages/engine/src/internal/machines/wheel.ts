import type { SnapshotFrom } from 'xstate';
import { assign, emit, enqueueActions, setup } from 'xstate';
import type { SoundEffect } from '../effects';
import { sound } from '../effects';
import { drawWithSeed } from '../rules/rng';
import type { WheelSegment } from '../rules/wheel';
import { spinWheel, WHEEL_DELAY_MS, WHEEL_FRAME_MS, WHEEL_FRAMES } from '../rules/wheel';

export interface WheelInput {
  /** Where the wheel settles: the game's `scramble.upcomingSpin`. */
  readonly result: WheelSegment;
  /** Seeds the random frames shown while it spins. */
  readonly seed: number;
}

export interface WheelContext {
  readonly result: WheelSegment;
  readonly seed: number;
  /** Frames shown so far, 0 to {@link WHEEL_FRAMES}. */
  readonly frame: number;
  /** The segment on show: a random one per frame, then the result. */
  readonly shown: WheelSegment | null;
}

export type WheelMachineEvent = { type: 'player.pullLever' };

/** The wheel has stopped on its result: forward it to the game as `player.spin`. */
export interface WheelSettled {
  readonly type: 'settled';
  readonly result: WheelSegment;
}

export type WheelEmitted = SoundEffect | WheelSettled;

/**
 * Spec §2, §4 "Wheel spin": one spin per player. Pulling the lever plays the wheel sound, waits 0.2 s, shows 28
 * random frames of 0.1 s, then settles on the result, with the coin sound unless it is worth 0 points.
 *
 * The call is marked pure so that a bundle using no machine leaves this one, and XState, out.
 */
export const wheelMachine = /* @__PURE__ */ setup({
  types: {
    input: {} as WheelInput,
    context: {} as WheelContext,
    events: {} as WheelMachineEvent,
    emitted: {} as WheelEmitted,
  },
  delays: {
    wheelDelay: WHEEL_DELAY_MS,
    wheelFrame: WHEEL_FRAME_MS,
  },
  guards: {
    framesRemain: ({ context }) => context.frame < WHEEL_FRAMES,
  },
  actions: {
    playWheelSound: emit(sound('wheel')),
    showRandomFrame: assign(({ context }) => {
      const { value, seed } = drawWithSeed(context.seed, spinWheel);
      return { seed, shown: value, frame: context.frame + 1 };
    }),
    showResult: assign({ shown: ({ context }) => context.result }),
    announceResult: enqueueActions(({ context, enqueue }) => {
      if (context.result.points !== 0) enqueue.emit(sound('coin'));
      enqueue.emit({ type: 'settled', result: context.result });
    }),
  },
}).createMachine({
  id: 'wheel',
  context: ({ input }) => ({ result: input.result, seed: input.seed >>> 0, frame: 0, shown: null }),
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

/** Spec §2: the lever's label. */
export function selectLeverLabel(
  snapshot: Pick<WheelSnapshot, 'value'>,
): 'Pull Lever!' | 'Spinning...' | 'Spin Used' {
  if (snapshot.value === 'ready') return 'Pull Lever!';
  return snapshot.value === 'settled' ? 'Spin Used' : 'Spinning...';
}
