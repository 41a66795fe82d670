import { describe, expect, it } from 'vitest';
import { EmailIntervals, TokenBuckets } from './rate-limit';

describe('token buckets', () => {
  it('let a burst of the capacity through, then refill steadily over the window', () => {
    const buckets = new TokenBuckets(3, 60_000);
    expect([0, 1, 2, 3].map(() => buckets.take('10.0.0.1', 0))).toEqual([true, true, true, false]);
    expect(buckets.take('10.0.0.1', 19_000)).toBe(false);
    expect(buckets.take('10.0.0.1', 20_000)).toBe(true);
    expect(buckets.take('10.0.0.1', 20_001)).toBe(false);
    expect(buckets.take('10.0.0.1', 80_000)).toBe(true);
  });

  it('keep one bucket per client address', () => {
    const buckets = new TokenBuckets(1, 60_000);
    expect(buckets.take('10.0.0.1', 0)).toBe(true);
    expect(buckets.take('10.0.0.1', 0)).toBe(false);
    expect(buckets.take('10.0.0.2', 0)).toBe(true);
  });
});

describe('email intervals', () => {
  it('make an address wait, whatever its case, until the interval has passed', () => {
    const intervals = new EmailIntervals(60_000);
    expect(intervals.secondsToWait('teacher@school.example', 0)).toBe(0);
    intervals.record('teacher@school.example', 0);
    expect(intervals.secondsToWait('Teacher@School.example', 1_000)).toBe(59);
    expect(intervals.secondsToWait('other@school.example', 1_000)).toBe(0);
    expect(intervals.secondsToWait('teacher@school.example', 60_000)).toBe(0);
  });

  it('never make anyone wait with a zero interval', () => {
    const intervals = new EmailIntervals(0);
    intervals.record('teacher@school.example', 0);
    expect(intervals.secondsToWait('teacher@school.example', 0)).toBe(0);
  });
});
