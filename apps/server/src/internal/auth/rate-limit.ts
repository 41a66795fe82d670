import type { BucketShape, BucketStore } from './bucket-store';
import { tokensAt } from './bucket-store';

/**
 * Token buckets per key (a client address, an account): each holds up to `capacity` tokens and refills
 * continuously at `capacity` per `windowMs`. A request takes one token or is refused. Which store keeps them
 * decides whether they hold across server processes.
 */
export class TokenBuckets {
  private readonly shape: BucketShape;

  constructor(
    private readonly store: BucketStore,
    readonly name: string,
    capacity: number,
    windowMs: number,
  ) {
    this.shape = { capacity, refillPerMs: capacity / windowMs };
  }

  /** Takes a token: true, or false (and nothing taken) when the bucket is empty. */
  async take(key: string, now: number): Promise<boolean> {
    return (await this.store.take(this.name, key, this.shape, now)) === 0;
  }

  /** The milliseconds until the key's bucket holds a token, without taking one; 0 when it does now. */
  async waitMs(key: string, now: number): Promise<number> {
    const bucket = await this.store.read(this.name, key);
    if (!bucket) return 0;
    const tokens = tokensAt(bucket, this.shape, now);
    // Whole milliseconds, so floating-point dust never rounds a wait up by a second.
    return tokens >= 1 ? 0 : Math.round((1 - tokens) / this.shape.refillPerMs);
  }

  /** Fills the key's bucket again, as when what it counted (say, guesses at one code) no longer exists. */
  refill(key: string): Promise<void> {
    return this.store.remove(this.name, key);
  }
}

/**
 * At most one email per address every `intervalMs`, whether or not the address has an account, so the answer
 * never tells which addresses do: a bucket of one token per address.
 */
export class EmailIntervals {
  private readonly sent: TokenBuckets | undefined;

  constructor(store: BucketStore, name: string, intervalMs: number) {
    this.sent = intervalMs > 0 ? new TokenBuckets(store, name, 1, intervalMs) : undefined;
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
