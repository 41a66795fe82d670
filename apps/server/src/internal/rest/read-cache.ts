import { createHash } from 'node:crypto';
import type { Clock } from '../clock';

/** A successful read as it was answered, replayed as it is to the same caller asking the same thing. */
export interface CachedRead {
  status: number;
  headers: Record<string, string>;
  /** Kept encoded, so replaying it costs no encoding. */
  body: Uint8Array | null;
  /** A strong validator of the status, the headers and the body, for `If-None-Match`. */
  etag: string;
}

interface Entry {
  read: CachedRead;
  expiresAt: number;
  bytes: number;
}

/** Request headers that change what a read answers; every one is part of the key. */
const SHAPING_HEADERS = ['accept', 'accept-profile', 'prefer', 'range', 'range-unit'] as const;

const DEFAULT_BUDGET_BYTES = 32 * 1024 * 1024;

/**
 * What identifies a read: the verified claims (exactly what `request.jwt.claims` gives row-level security),
 * the method, the full URL and the headers that shape the answer. Two requests with the same key run the same
 * statement as the same caller, so they get the same answer from the same data.
 */
export function readKey(claims: object, method: string, url: string, headers: Headers): string {
  return JSON.stringify([claims, method, url, SHAPING_HEADERS.map((name) => headers.get(name))]);
}

export function etagOf(status: number, headers: Record<string, string>, body: Uint8Array | null): string {
  const hash = createHash('sha256')
    .update(JSON.stringify([status, headers, body === null]))
    .update(body ?? new Uint8Array())
    .digest('base64url');
  return `"${hash.slice(0, 27)}"`;
}

/** Whether an `If-None-Match` header names this validator (or any, with `*`). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((candidate) => candidate.trim().replace(/^W\//, ''))
    .some((candidate) => candidate === '*' || candidate === etag);
}

/**
 * Answers of `GET /rest/v1` kept per caller for a short time. Correct by construction rather than by
 * bookkeeping: every write the server makes (through any route) empties the whole cache, and a read that
 * overlapped a write is never stored; on a shared PostgreSQL, so does every write another server process
 * announces (write-notices). What no server sees — a change by hand, a write while the notices were
 * interrupted, rules that depend on the time such as a subscription's end — shows after at most `ttlMs`.
 */
export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inFlight = new Map<string, { startedAt: number; answer: Promise<CachedRead> }>();
  private bytes = 0;
  private generation = 0;

  constructor(
    readonly ttlMs: number,
    private readonly clock: Clock,
    private readonly budgetBytes = DEFAULT_BUDGET_BYTES,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /**
   * The answer to a read: kept from before, or shared with the same read already under way (when no write
   * began or ended since it started, so it sees everything this one would), or read now and kept. Sharing
   * means a burst of callers whose answer just expired runs the statement once, not once each.
   */
  async answer(key: string, read: () => Promise<CachedRead>): Promise<CachedRead> {
    const kept = this.lookup(key);
    if (kept) return kept;
    const startedAt = this.startRead();
    const underWay = this.inFlight.get(key);
    if (underWay && underWay.startedAt === startedAt) return underWay.answer;
    const flight = { startedAt, answer: read() };
    this.inFlight.set(key, flight);
    try {
      const answer = await flight.answer;
      this.store(key, answer, startedAt);
      return answer;
    } finally {
      if (this.inFlight.get(key) === flight) this.inFlight.delete(key);
    }
  }

  /** Marks the start of a read; `store` keeps its answer only if no write began or ended since. */
  startRead(): number {
    return this.generation;
  }

  lookup(key: string): CachedRead | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.clock().getTime()) {
      this.forget(key, entry);
      return undefined;
    }
    return entry.read;
  }

  store(key: string, read: CachedRead, startedAt: number): void {
    if (!this.enabled || startedAt !== this.generation) return;
    const bytes = key.length + (read.body?.byteLength ?? 0);
    if (bytes > this.budgetBytes / 4) return;
    const previous = this.entries.get(key);
    if (previous) this.forget(key, previous);
    // Map order is insertion order: the first entries are the oldest, given up first.
    for (const [oldKey, oldEntry] of this.entries) {
      if (this.bytes + bytes <= this.budgetBytes) break;
      this.forget(oldKey, oldEntry);
    }
    this.entries.set(key, { read, expiresAt: this.clock().getTime() + this.ttlMs, bytes });
    this.bytes += bytes;
  }

  /** Forgets every answer; called as a write starts and again once it has committed or rolled back. */
  invalidate(): void {
    this.generation += 1;
    if (this.entries.size === 0) return;
    this.entries.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  private forget(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}
