import type { Database } from '../db/database';

/** A token bucket as last written: `tokens` at the moment `at` (milliseconds), refilling from then on. */
export interface BucketState {
  tokens: number;
  at: number;
}

/** A bucket's shape: how many tokens it holds at most, and how fast it refills. */
export interface BucketShape {
  capacity: number;
  refillPerMs: number;
}

/** Where token buckets are kept, each named by a limit and a key (a client address, an account). */
export interface BucketStore {
  /** Takes a token: answers 0, or the milliseconds until one will be there (and takes nothing). */
  take(name: string, key: string, shape: BucketShape, now: number): Promise<number>;
  /** The bucket as last written, without changing it; undefined for one never used (a full one). */
  read(name: string, key: string): Promise<BucketState | undefined>;
  /** Forgets the bucket: it is full again. */
  remove(name: string, key: string): Promise<void>;
}

/** The tokens a bucket holds at `now`. */
export function tokensAt(bucket: BucketState, { capacity, refillPerMs }: BucketShape, now: number): number {
  return Math.min(capacity, bucket.tokens + Math.max(0, now - bucket.at) * refillPerMs);
}

// Full buckets carry no information; past this many, the full ones are forgotten.
const MEMORY_BUCKETS_KEPT = 10_000;

/** Buckets in this process's memory: enough when no other process serves the database, and the fastest. */
function memoryBuckets(): BucketStore {
  const buckets = new Map<string, BucketState & BucketShape>();
  const idOf = (name: string, key: string) => `${name}\n${key}`;

  function forgetFull(now: number): void {
    for (const [id, bucket] of buckets)
      if (tokensAt(bucket, bucket, now) >= bucket.capacity) buckets.delete(id);
  }

  return {
    take(name, key, shape, now) {
      const id = idOf(name, key);
      const kept = buckets.get(id);
      const tokens = kept ? tokensAt(kept, shape, now) : shape.capacity;
      const taken = tokens >= 1;
      buckets.set(id, { tokens: taken ? tokens - 1 : tokens, at: now, ...shape });
      if (buckets.size > MEMORY_BUCKETS_KEPT) forgetFull(now);
      return Promise.resolve(taken ? 0 : (1 - tokens) / shape.refillPerMs);
    },
    read(name, key) {
      return Promise.resolve(buckets.get(idOf(name, key)));
    },
    remove(name, key) {
      buckets.delete(idOf(name, key));
      return Promise.resolve();
    },
  };
}

// Every this many takes, one of them deletes the rows of buckets that are full again.
const TAKES_BETWEEN_SWEEPS = 1_000;

/**
 * Buckets in the database, so every server process on it holds a key to one limit, and a restart hands out no
 * fresh tokens. A token is taken by one database function that locks the bucket's row, however many processes
 * ask at once. Used outside any transaction: a refused request's transaction rolls back, its count must not.
 */
function databaseBuckets(database: Database): BucketStore {
  let takesSinceSweep = 0;
  return {
    async take(name, key, { capacity, refillPerMs }, now) {
      const { rows } = await database.query<{ wait: number }>(
        'select quizcoop_shared.take_token($1, $2, $3, $4, $5) as wait',
        [name, key, capacity, refillPerMs, now],
      );
      takesSinceSweep += 1;
      if (takesSinceSweep >= TAKES_BETWEEN_SWEEPS) {
        takesSinceSweep = 0;
        await database.query('delete from quizcoop_shared.rate_buckets where full_at_ms <= $1', [now]);
      }
      return rows[0]!.wait;
    },
    async read(name, key) {
      const { rows } = await database.query<{ tokens: number; at_ms: number }>(
        'select tokens, at_ms from quizcoop_shared.rate_buckets where name = $1 and key = $2',
        [name, key],
      );
      return rows[0] && { tokens: rows[0].tokens, at: rows[0].at_ms };
    },
    async remove(name, key) {
      await database.query('delete from quizcoop_shared.rate_buckets where name = $1 and key = $2', [
        name,
        key,
      ]);
    },
  };
}

/**
 * The bucket store for a database: memory for PGlite, which one process owns (the data folder's lock sees to
 * it, and memory:// is the process's own), so a rate-limited request costs no query; the database itself for
 * PostgreSQL, which other server processes may share.
 */
export function openBucketStore(database: Database): BucketStore {
  return database.kind === 'pglite' ? memoryBuckets() : databaseBuckets(database);
}
