import type { Queryable } from '../db/database';

/** How often the server deletes the kept games that have passed their teacher's retention. */
export const EXPIRED_GAMES_SWEEP_MS = 60 * 60_000;

export interface ExpiredGamesSweep {
  /** Waits for the sweep under way, and starts no more. */
  stop(): Promise<void>;
}

/**
 * Deletes the kept games older than their teacher's retention, once now and then every `everyMs`. The database
 * already hides such a game from every read and deletes it when its teacher records a game or shortens the
 * retention; the sweep deletes it for a teacher who does neither. Several processes sweeping one database
 * delete each game once: a sweep is one statement.
 */
export function sweepExpiredGames(
  database: Queryable,
  log: (message: string, error?: unknown) => void,
  everyMs = EXPIRED_GAMES_SWEEP_MS,
): ExpiredGamesSweep {
  let running: Promise<void> = Promise.resolve();
  const sweep = async () => {
    try {
      await database.query('select private.delete_expired_games()');
    } catch (error) {
      log(
        'Deleting the kept games past their retention failed; the server tries again at the next sweep.',
        error,
      );
    }
  };
  running = sweep();
  const timer = setInterval(() => {
    // One at a time: a sweep slower than the interval makes the next one wait, not overlap.
    running = running.then(sweep);
  }, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
