import { describe, expect, it } from 'vitest';
import type { Snapshot } from 'xstate';
import { createActor, SimulatedClock } from 'xstate';
import { turnTimerMachine } from './turn-timer';

function startTimer(seconds: number, saved?: Snapshot<unknown>) {
  const clock = new SimulatedClock();
  const timer = createActor(turnTimerMachine, {
    input: { seconds },
    clock,
    ...(saved && { snapshot: saved }),
  }).start();
  return { timer, clock, secondsLeft: () => timer.getSnapshot().context.secondsLeft };
}

/** Lets whole seconds pass; a simulated clock starts a timer set as it advances at its new time, so one by one. */
function pass(clock: SimulatedClock, seconds: number): void {
  for (let second = 0; second < seconds; second += 1) clock.increment(1000);
}

/** The timer as a page reload leaves it: its persisted snapshot, through JSON. */
function saved(timer: ReturnType<typeof startTimer>['timer']): Snapshot<unknown> {
  return JSON.parse(JSON.stringify(timer.getPersistedSnapshot())) as Snapshot<unknown>;
}

describe('a turn timer', () => {
  it('counts down a whole second at a time and finishes when time is up', () => {
    const { timer, clock, secondsLeft } = startTimer(10);
    expect(secondsLeft()).toBe(10);
    clock.increment(999);
    expect(secondsLeft()).toBe(10);
    clock.increment(1);
    expect(secondsLeft()).toBe(9);
    pass(clock, 8);
    expect(secondsLeft()).toBe(1);
    expect(timer.getSnapshot().status).toBe('active');
    clock.increment(1000);
    expect(secondsLeft()).toBe(0);
    expect(timer.getSnapshot().status).toBe('done');
  });

  it('stands still while paused and counts on from there when resumed', () => {
    const { timer, clock, secondsLeft } = startTimer(30);
    pass(clock, 5);
    clock.increment(500);
    timer.send({ type: 'game.pauseTimer' });
    pass(clock, 60);
    expect(secondsLeft()).toBe(25);
    expect(timer.getSnapshot().value).toBe('paused');
    timer.send({ type: 'game.resumeTimer' });
    clock.increment(1000);
    expect(secondsLeft()).toBe(24);
  });

  it('counts on when it is reopened from a save, as a page reload reopens a game', () => {
    const first = startTimer(20);
    pass(first.clock, 7);
    first.clock.increment(500);
    const save = saved(first.timer);
    first.timer.stop();

    const reopened = startTimer(20, save);
    expect(reopened.secondsLeft()).toBe(13);
    // The second under way when it was saved starts again.
    reopened.clock.increment(1000);
    expect(reopened.secondsLeft()).toBe(12);
    pass(reopened.clock, 12);
    expect(reopened.timer.getSnapshot().status).toBe('done');
  });

  it('stays paused when it is reopened paused', () => {
    const first = startTimer(20);
    pass(first.clock, 3);
    first.timer.send({ type: 'game.pauseTimer' });
    const reopened = startTimer(20, saved(first.timer));
    pass(reopened.clock, 30);
    expect(reopened.secondsLeft()).toBe(17);
    expect(reopened.timer.getSnapshot().value).toBe('paused');
  });
});
