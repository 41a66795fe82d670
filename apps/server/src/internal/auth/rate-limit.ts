/**
 * Token buckets per key (a client address): each holds up to `capacity` tokens and refills continuously at
 * `capacity` per `windowMs`. A request takes one token or is refused.
 */
export class TokenBuckets {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private readonly refillPerMs: number;

  constructor(
    private readonly capacity: number,
    windowMs: number,
  ) {
    this.refillPerMs = capacity / windowMs;
  }

  take(key: string, now: number): boolean {
    const bucket = this.buckets.get(key) ?? { tokens: this.capacity, at: now };
    const tokens = Math.min(this.capacity, bucket.tokens + Math.max(0, now - bucket.at) * this.refillPerMs);
    if (tokens < 1) {
      this.buckets.set(key, { tokens, at: now });
      return false;
    }
    this.buckets.set(key, { tokens: tokens - 1, at: now });
    if (this.buckets.size > 10_000) this.forgetFull(now);
    return true;
  }

  /** Buckets that have refilled completely carry no information; dropping them bounds the memory used. */
  private forgetFull(now: number): void {
    for (const [key, bucket] of this.buckets) {
      if (bucket.tokens + (now - bucket.at) * this.refillPerMs >= this.capacity) this.buckets.delete(key);
    }
  }
}

/**
 * At most one email per address every `intervalMs`, whether or not the address has an account, so the answer
 * never tells which addresses do.
 */
export class EmailIntervals {
  private readonly lastSent = new Map<string, number>();

  constructor(private readonly intervalMs: number) {}

  /** Seconds left before the address may get another email; 0 when it may now. */
  secondsToWait(address: string, now: number): number {
    const last = this.lastSent.get(address.toLowerCase());
    if (last === undefined || now - last >= this.intervalMs) return 0;
    return Math.ceil((this.intervalMs - (now - last)) / 1000);
  }

  record(address: string, now: number): void {
    this.lastSent.set(address.toLowerCase(), now);
    if (this.lastSent.size > 10_000) {
      for (const [other, at] of this.lastSent) if (now - at >= this.intervalMs) this.lastSent.delete(other);
    }
  }
}
