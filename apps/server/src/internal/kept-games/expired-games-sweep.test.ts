import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, createAccounts } from '../../supabase-tests/callers';
import type { Database } from '../db/database';
import { testDatabaseVariants } from '../db/test-databases';
import { sweepExpiredGames } from './expired-games-sweep';

describe.each(testDatabaseVariants())('the sweep of kept games past their retention on $name', (variant) => {
  let database: Database;
  let drop: () => Promise<void>;

  /** A game of `owner` that started `days` days ago, kept then. */
  async function gameStarted(owner: string, days: number): Promise<string> {
    const { rows } = await database.query<{ id: string }>(
      `insert into public.games (owner_id, client_id, started_at, ended_at, rounds, ended_by, created_at)
       values ($1, gen_random_uuid(), now() - make_interval(days => $2), now() - make_interval(days => $2), 1,
               'end_game', now() - make_interval(days => $2))
       returning id`,
      [owner, days],
    );
    return rows[0]!.id;
  }

  async function keptIds(): Promise<string[]> {
    const { rows } = await database.query<{ id: string }>('select id from public.games order by id');
    return rows.map((row) => row.id);
  }

  beforeAll(async () => {
    ({ database, drop } = await variant.create());
    await createAccounts(database);
    await database.query('update public.profiles set games_retention_days = 30 where id = $1', [
      accounts.author.id,
    ]);
  });

  afterAll(() => drop());

  it('deletes at once, and then every interval, the games past their teacher’s retention, and no other', async () => {
    const expired = await gameStarted(accounts.author.id, 31);
    const recent = await gameStarted(accounts.author.id, 29);
    const kept = await gameStarted(accounts.other.id, 400);
    const failures: unknown[] = [];
    const sweep = sweepExpiredGames(database, (_message, error) => failures.push(error), 20);
    try {
      await expect.poll(keptIds).toEqual([recent, kept].sort());
      expect(await keptIds()).not.toContain(expired);
      const later = await gameStarted(accounts.author.id, 45);
      await expect.poll(keptIds).not.toContain(later);
    } finally {
      await sweep.stop();
    }
    expect(failures).toEqual([]);
  });
});
