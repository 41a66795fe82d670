import { describe, expect, it } from 'vitest';
import type { WheelSegment } from '../rules/wheel';
import { WHEEL_SEGMENTS } from '../rules/wheel';
import { startAsChild } from '../test-support/child';
import { wheelMachine } from './wheel';

const EGG_CELLENT = WHEEL_SEGMENTS[0] as WheelSegment;
const YOLKS_ON_YOU = WHEEL_SEGMENTS[3] as WheelSegment;

function startWheel(result: WheelSegment) {
  const { child: wheel, clock, reports: emitted } = startAsChild(wheelMachine, { result, seed: 9 });
  return { wheel, clock, emitted };
}

describe('wheel', () => {
  it("waits for 'Pull Lever!'", () => {
    const { wheel, emitted } = startWheel(EGG_CELLENT);
    expect(wheel.getSnapshot().value).toBe('ready');
    expect(emitted).toEqual([]);
  });

  it('plays the wheel sound, waits 0.2 s, shows 28 random frames of 0.1 s, then settles with a coin', () => {
    const { wheel, clock, emitted } = startWheel(EGG_CELLENT);
    wheel.send({ type: 'player.pullLever' });
    expect(emitted).toEqual([{ type: 'sound', sound: 'wheel' }]);
    expect(wheel.getSnapshot().value).toBe('delaying');
    clock.increment(199);
    expect(wheel.getSnapshot().context.frame).toBe(0);
    clock.increment(1);
    const frames: (WheelSegment | null)[] = [];
    for (let frame = 1; frame <= 28; frame += 1) {
      expect(wheel.getSnapshot()).toMatchObject({ value: 'spinning', context: { frame } });
      frames.push(wheel.getSnapshot().context.shown);
      clock.increment(100);
    }
    expect(new Set(frames).size).toBeGreaterThan(1);
    expect(wheel.getSnapshot()).toMatchObject({
      value: 'settled',
      context: { shown: EGG_CELLENT, frame: 28 },
    });
    expect(emitted).toEqual([
      { type: 'sound', sound: 'wheel' },
      { type: 'sound', sound: 'coin' },
      { type: 'wheel.settled', result: EGG_CELLENT },
    ]);
  });

  it('plays no coin for 0 points', () => {
    const { wheel, clock, emitted } = startWheel(YOLKS_ON_YOU);
    wheel.send({ type: 'player.pullLever' });
    clock.increment(200);
    for (let frame = 0; frame < 28; frame += 1) clock.increment(100);
    expect(emitted).toEqual([
      { type: 'sound', sound: 'wheel' },
      { type: 'wheel.settled', result: YOLKS_ON_YOU },
    ]);
  });

  it('spins once: the lever does nothing while spinning or after', () => {
    const { wheel, clock, emitted } = startWheel(EGG_CELLENT);
    wheel.send({ type: 'player.pullLever' });
    wheel.send({ type: 'player.pullLever' });
    clock.increment(200);
    for (let frame = 0; frame < 28; frame += 1) clock.increment(100);
    wheel.send({ type: 'player.pullLever' });
    expect(
      emitted.filter((event) => event.type === 'sound' && 'sound' in event && event.sound === 'wheel'),
    ).toHaveLength(1);
    expect(wheel.getSnapshot().value).toBe('settled');
  });
});
