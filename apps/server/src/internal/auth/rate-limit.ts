import type { Queryable } from '../db/database';

// Full buckets carry no information; every this many takes, one of them clears the rows that are full again.
const TAKES_BETWEEN_SWEEPS = 1_000;

/**
 * Token buckets per key (a client address, an account): each holds up to `capacity` tokens and refills
 * continuously at `capacity` per `windowMs`. A request takes one token or is refused.
 *
 * The buckets live in the database, so every server process on it holds each key to one limit, and a restart
 * does not hand out fresh ones. The database handle must not be inside a transaction's work: PGlite runs one
 * statement at a time, so callers take tokens before a transaction or after it.
 */
export class TokenBuckets {
  private readonly refillPerMs: number;
  private takesSinceSweep = 0;

  constructor(
    private readonly database: Queryable,
    readonly name: string,
    private readonly capacity: number,
    windowMs: number,
  ) {
    this.refillPerMs = capacity / windowMs;
  }

  /** Takes a token: true, or false (and nothing taken) when the bucket is empty. */
  async take(key: string, now: number): Promise<boolean> {
    return (await this.takeOrWait(key, now)) === 0;
  }

  /** Takes a token and answers 0, or answers the milliseconds until one will be there. */
  async takeOrWait(key: string, now: number): Promise<number> {
    const { rows } = await this.database.query<{ wait: number }>(
      'select quizcoop_shared.take_token($1, $2, $3, $4, $5) as wait',
      [this.name, key, this.capacity, this.refillPerMs, now],
    );
    await this.sweepNow(now);
    return rows[0]!.wait;
  }

  /** The milliseconds until the key's bucket holds a token, without taking one; 0 when it does now. */
  async waitMs(key: string, now: number): Promise<number> {
    const { rows } = await this.database.query<{ tokens: number; at_ms: number }>(
      'select tokens, at_ms from quizcoop_shared.rate_buckets where name = $1 and key = $2',
      [this.name, key],
    );
    const bucket = rows[0];
    if (!bucket) return 0;
    const tokens = Math.min(
      this.capacity,
      bucket.tokens + Math.max(0, now - bucket.at_ms) * this.refillPerMs,
    );
    // Whole milliseconds, so floating-point dust never rounds a wait up by a second.
    return tokens >= 1 ? 0 : Math.round((1 - tokens) / this.refillPerMs);
  }

  /** Fills the key's bucket again, as when what it counted (say, guesses at one code) no longer exists. */
  async refill(key: string): Promise<void> {
    await this.database.query('delete from quizcoop_shared.rate_buckets where name = $1 and key = $2', [
      this.name,
      key,
    ]);
  }

  private async sweepNow(now: number): Promise<void> {
    this.takesSinceSweep += 1;
    if (this.takesSinceSweep < TAKES_BETWEEN_SWEEPS) return;
    this.takesSinceSweep = 0;
    await this.database.query('delete from quizcoop_shared.rate_buckets where full_at_ms <= $1', [now]);
  }
}

/**
 * At most one email per address every `intervalMs`, whether or not the address has an account, so the answer
 * never tells which addresses do: a bucket of one token per address.
 */
export class EmailIntervals {
  private readonly sent: TokenBuckets | undefined;

  constructor(database: Queryable, name: string, intervalMs: number) {
    this.sent = intervalMs > 0 ? new TokenBuckets(database, name, 1, intervalMs) : undefined;
  }

  /** Seconds left before the address may get another email; 0 when it may now. */
  async secondsToWait(address: string, now: number): Promise<number> {
    if (!this.sent) return 0;
    return Math.ceil((await this.sent.waitMs(address.toLowerCase(), now)) / 1000);
  }

  async record(address: string, now: number): Promise<void> {
    await this.sent?.take(address.toLowerCase(), now);
  }
}
