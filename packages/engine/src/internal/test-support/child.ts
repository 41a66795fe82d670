import type { ActorRefFrom, AnyStateMachine, EventObject, InputFrom } from 'xstate';
import { createActor, setup, SimulatedClock } from 'xstate';

/**
 * Runs a machine as the only child of a parent that records whatever the child sends it, as the game does
 * with its answer card and wheels, so a child's reports can be checked on their own.
 */
export function startAsChild<TMachine extends AnyStateMachine>(
  machine: TMachine,
  input: InputFrom<TMachine>,
) {
  const clock = new SimulatedClock();
  const reports: EventObject[] = [];
  const parent = setup({ actors: { child: machine as AnyStateMachine } }).createMachine({
    invoke: { id: 'child', src: 'child', input },
    on: { '*': { actions: ({ event }) => reports.push(event) } },
  });
  const root = createActor(parent, { clock }).start();
  const child = root.getSnapshot().children.child as ActorRefFrom<TMachine>;
  return { child, clock, reports };
}
