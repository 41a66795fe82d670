import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { SessionCheck } from '../http/caller';
import { isSessionActive } from './sessions';

/**
 * How long a session found live is believed without asking the database again. Only an ending no server
 * announced (a change by hand, one made while the notices between processes were interrupted) can go unseen
 * for that long.
 */
export const LIVE_SESSION_TTL_MS = 2_000;

const SESSIONS_KEPT = 10_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether the session an access token names still exists, for the APIs that take access tokens. A session found
 * live is remembered briefly, so a burst of requests costs one lookup. Every write this server makes forgets
 * everything remembered (a write may be a sign-out, a new password or a deleted account), and a lookup that
 * overlapped a write is not remembered, so an ending made here shows at once.
 */
export class LiveSessions implements SessionCheck {
  private readonly live = new Map<string, number>();
  private readonly pending = new Map<string, { generation: number; answer: Promise<boolean> }>();
  private generation = 0;

  constructor(
    private readonly database: Database,
    private readonly clock: Clock,
    private readonly ttlMs = LIVE_SESSION_TTL_MS,
  ) {}

  async isLive(sessionId: string, userId: string): Promise<boolean> {
    if (!UUID.test(sessionId) || !UUID.test(userId)) return false;
    const key = `${sessionId}/${userId}`;
    const checkedAt = this.live.get(key);
    if (checkedAt !== undefined && this.clock().getTime() - checkedAt < this.ttlMs) return true;

    const generation = this.generation;
    const underWay = this.pending.get(key);
    if (underWay && underWay.generation === generation) return underWay.answer;
    const lookup = { generation, answer: this.lookUp(sessionId, userId) };
    this.pending.set(key, lookup);
    try {
      const isLive = await lookup.answer;
      if (!isLive) this.live.delete(key);
      else if (generation === this.generation) this.remember(key);
      return isLive;
    } finally {
      if (this.pending.get(key) === lookup) this.pending.delete(key);
    }
  }

  /** Called as a write starts and again once it has finished: it may have ended any session. */
  forgetAll(): void {
    this.generation += 1;
    this.live.clear();
  }

  /** One statement on its own, so one round trip: a transaction around it would add its BEGIN and COMMIT. */
  private lookUp(sessionId: string, userId: string): Promise<boolean> {
    return isSessionActive(this.database, sessionId, userId, this.clock());
  }

  private remember(key: string): void {
    this.live.delete(key);
    // Map order is insertion order: the first entries are the ones checked longest ago.
    if (this.live.size >= SESSIONS_KEPT) this.live.delete(this.live.keys().next().value!);
    this.live.set(key, this.clock().getTime());
  }
}
