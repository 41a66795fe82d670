import type { Hono } from 'hono';
import type { ServerEnv } from './env';

export type DatabaseHealth = 'ok' | 'unavailable';

export interface HealthTimings {
  /** How long an answer from the database stands for the next requests before it is asked again. */
  freshMs: number;
  /** How long the database may take to answer before it counts as not answering. */
  timeoutMs: number;
}

// Long enough for PGlite to finish the largest write its limits allow before a trivial query behind it.
export const DEFAULT_HEALTH_TIMINGS: HealthTimings = { freshMs: 1_000, timeoutMs: 5_000 };

/**
 * Whether the database answers a trivial query, asked at most once at a time and at most once per `freshMs`
 * however many callers ask, so a flood of health checks costs the database nothing. A good answer is handed
 * out while the next check is under way, so a long write queued ahead of the check (PGlite runs one statement
 * at a time) never holds /healthz back; once that check has waited `timeoutMs` the database counts as gone,
 * and the check is given up for a new one, so a query that never returns cannot keep the answer bad for ever.
 * After a bad answer, or before the first, callers wait for the check under way (at most `timeoutMs`), so a
 * recovery shows at once.
 */
export function createHealthCheck(
  probe: () => Promise<unknown>,
  timings: HealthTimings = DEFAULT_HEALTH_TIMINGS,
): () => Promise<DatabaseHealth> {
  let known: DatabaseHealth | undefined;
  let knownAt = -Infinity;
  let checking: { late: boolean; answeredOrLate: Promise<void> } | undefined;
  let latest = 0;

  function check(): void {
    const generation = ++latest;
    const settle = (health: DatabaseHealth) => {
      // A check given up for a newer one has nothing more to say.
      if (generation !== latest) return;
      known = health;
      knownAt = performance.now();
      checking = undefined;
    };
    const answered = probe().then(
      () => settle('ok'),
      () => settle('unavailable'),
    );
    // The timer itself marks the check late, so a caller woken by it always sees it as late: comparing clocks
    // instead can find a timer that fired a fraction of a millisecond early still on time.
    const current = {
      late: false,
      answeredOrLate: Promise.race([
        answered,
        new Promise<void>((resolve) =>
          setTimeout(() => {
            current.late = true;
            resolve();
          }, timings.timeoutMs).unref(),
        ),
      ]),
    };
    checking = current;
  }

  const overdue = () => checking?.late === true;

  return async function databaseHealth(): Promise<DatabaseHealth> {
    if (overdue()) {
      known = 'unavailable';
      check();
    } else if (!checking && performance.now() - knownAt >= timings.freshMs) {
      check();
    }
    if (checking && known !== 'ok') await checking.answeredOrLate;
    return known === 'ok' && !overdue() ? 'ok' : 'unavailable';
  };
}

/**
 * `/healthz` for load balancers and monitors: 200 `{"status":"ok","database":"ok"}` while the database answers,
 * 503 with `"unavailable"` in both fields when it does not.
 */
export function healthRoute(app: Hono<ServerEnv>, databaseHealth: () => Promise<DatabaseHealth>): void {
  app.get('/healthz', async (c) => {
    const database = await databaseHealth();
    return c.json({ status: database, database }, database === 'ok' ? 200 : 503, {
      'cache-control': 'no-store',
    });
  });
}
