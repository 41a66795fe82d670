import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../db/test-databases';
import { testDatabaseVariants } from '../db/test-databases';
import type { BucketStore } from './bucket-store';
import { openBucketStore } from './bucket-store';
import { EmailIntervals, TokenBuckets } from './rate-limit';

let names = 0;
const fresh = () => `test-${(names += 1)}`;

describe.each(testDatabaseVariants())('rate limits on $name', (variant) => {
  let testDatabase: TestDatabase;
  let store: BucketStore;

  beforeAll(async () => {
    testDatabase = await variant.create();
    store = openBucketStore(testDatabase.database);
  });
  afterAll(() => testDatabase?.drop());

  describe('token buckets', () => {
    it('let a burst of the capacity through, then refill steadily over the window', async () => {
      const buckets = new TokenBuckets(store, fresh(), 3, 60_000);
      const burst = [];
      for (let i = 0; i < 4; i += 1) burst.push(await buckets.take('10.0.0.1', 0));
      expect(burst).toEqual([true, true, true, false]);
      expect(await buckets.take('10.0.0.1', 19_000)).toBe(false);
      expect(await buckets.take('10.0.0.1', 20_000)).toBe(true);
      expect(await buckets.take('10.0.0.1', 20_001)).toBe(false);
      expect(await buckets.take('10.0.0.1', 80_000)).toBe(true);
    });

    it('keep one bucket per client address and per limit', async () => {
      const buckets = new TokenBuckets(store, fresh(), 1, 60_000);
      expect(await buckets.take('10.0.0.1', 0)).toBe(true);
      expect(await buckets.take('10.0.0.1', 0)).toBe(false);
      expect(await buckets.take('10.0.0.2', 0)).toBe(true);
      expect(await new TokenBuckets(store, fresh(), 1, 60_000).take('10.0.0.1', 0)).toBe(true);
    });

    it('give no more tokens than the capacity to requests that race', async () => {
      const buckets = new TokenBuckets(store, fresh(), 5, 60_000);
      const taken = await Promise.all(Array.from({ length: 12 }, () => buckets.take('10.0.0.1', 0)));
      expect(taken.filter(Boolean)).toHaveLength(5);
    });

    it('answer how long to wait without taking, and start over once refilled', async () => {
      const buckets = new TokenBuckets(store, fresh(), 1, 10_000);
      expect(await buckets.waitMs('account', 0)).toBe(0);
      expect(await buckets.take('account', 0)).toBe(true);
      expect(await buckets.waitMs('account', 4_000)).toBe(6_000);
      await buckets.refill('account');
      expect(await buckets.take('account', 4_000)).toBe(true);
    });
  });

  describe('email intervals', () => {
    it('make an address wait, whatever its case, until the interval has passed', async () => {
      const intervals = new EmailIntervals(store, fresh(), 60_000);
      expect(await intervals.secondsToWait('teacher@school.example', 0)).toBe(0);
      await intervals.record('teacher@school.example', 0);
      expect(await intervals.secondsToWait('Teacher@School.example', 1_000)).toBe(59);
      expect(await intervals.secondsToWait('other@school.example', 1_000)).toBe(0);
      expect(await intervals.secondsToWait('teacher@school.example', 60_000)).toBe(0);
    });

    it('never make anyone wait with a zero interval', async () => {
      const intervals = new EmailIntervals(store, fresh(), 0);
      await intervals.record('teacher@school.example', 0);
      expect(await intervals.secondsToWait('teacher@school.example', 0)).toBe(0);
    });
  });
});

const postgres = testDatabaseVariants().filter((variant) => variant.name === 'PostgreSQL');

describe.each(postgres)('rate limits of several processes on one $name database', (variant) => {
  let testDatabase: TestDatabase;

  beforeAll(async () => {
    testDatabase = await variant.create();
  });
  afterAll(() => testDatabase?.drop());

  it('are one limit for every process, each with its own store', async () => {
    const name = fresh();
    const first = new TokenBuckets(openBucketStore(testDatabase.database), name, 2, 60_000);
    const second = new TokenBuckets(openBucketStore(testDatabase.database), name, 2, 60_000);
    expect(await first.take('10.0.0.1', 0)).toBe(true);
    expect(await second.take('10.0.0.1', 0)).toBe(true);
    expect(await first.take('10.0.0.1', 0)).toBe(false);
    expect(await second.waitMs('10.0.0.1', 0)).toBe(30_000);
  });

  it('write a row at the first take of a key, and delete it when the bucket is filled again', async () => {
    const name = fresh();
    const buckets = new TokenBuckets(openBucketStore(testDatabase.database), name, 2, 60_000);
    const rows = async () =>
      (
        await testDatabase.database.query<{ count: number }>(
          'select count(*)::int as count from quizcoop_shared.rate_buckets where name = $1',
          [name],
        )
      ).rows[0]!.count;
    await buckets.take('10.0.0.1', 0);
    expect(await rows()).toBe(1);
    await buckets.refill('10.0.0.1');
    expect(await rows()).toBe(0);
  });
});
