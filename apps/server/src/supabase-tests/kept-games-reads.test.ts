import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../internal/db/database';
import { testDatabaseVariants } from '../internal/db/test-databases';
import { accounts, becomeCaller, createAccounts, rolledBack } from './callers';

const TEACHERS_GAMES = 100;
const OTHER_OWNERS = 20;
const OTHER_GAMES_EACH = 100;
const TURNS_PER_GAME = 12;

/** What the kept-games tables have been read so far, from PostgreSQL's counters of the open transaction. */
interface TableReads {
  table: string;
  seqScans: number;
  rowsByIndex: number;
}

async function readsOf(tx: Queryable): Promise<Record<string, TableReads>> {
  const { rows } = await tx.query<{ table: string; seq_scans: number; rows_by_index: number }>(
    `select relname as table, coalesce(seq_scan, 0)::int as seq_scans, coalesce(idx_tup_fetch, 0)::int as rows_by_index
     from pg_stat_xact_user_tables
     where schemaname = 'public' and relname in ('games', 'game_teams', 'game_turns')`,
  );
  const found = Object.fromEntries(
    rows.map((row) => [
      row.table,
      { table: row.table, seqScans: row.seq_scans, rowsByIndex: row.rows_by_index },
    ]),
  );
  for (const table of ['games', 'game_teams', 'game_turns']) {
    found[table] ??= { table, seqScans: 0, rowsByIndex: 0 };
  }
  return found;
}

// A backend's counters may still hold reads of earlier transactions it has not yet reported, such as the foreign
// key checks of the writes above, so a statement's reads are the difference across it.
function readsSince(
  before: Record<string, TableReads>,
  after: Record<string, TableReads>,
): Record<string, TableReads> {
  return Object.fromEntries(
    Object.entries(after).map(([table, reads]) => [
      table,
      {
        table,
        seqScans: reads.seqScans - before[table]!.seqScans,
        rowsByIndex: reads.rowsByIndex - before[table]!.rowsByIndex,
      },
    ]),
  );
}

/** Games with four teams and their turns, written as the table owner, for `owner` or for many made-up owners. */
async function writeGames(tx: Queryable, ownerIds: string[], gamesEach: number): Promise<void> {
  await tx.query(
    `with games as (
       insert into public.games (owner_id, client_id, started_at, ended_at, rounds, ended_by)
       select owner.id, gen_random_uuid(), now() - n * interval '1 hour', now() - n * interval '1 hour', 3, 'end_game'
       from unnest($1::uuid[]) as owner (id) cross join generate_series(1, $2) as n
       returning id
     ),
     teams as (
       insert into public.game_teams (game_id, position, name, colour, score, answered, correct, question_set_title)
       select games.id, team, 'Team ' || team, '#FE2602', 0, 3, 1, 'Fractions'
       from games cross join generate_series(0, 3) as team
       returning game_id
     )
     insert into public.game_turns (game_id, position, round, team_position, kind, question_text, mark, points)
     select distinct_games.game_id, turn, turn / 4 + 1, turn % 4, 'question', 'Question ' || turn % 5, 'correct', 10
     from (select distinct game_id from teams) as distinct_games cross join generate_series(0, $3 - 1) as turn`,
    [ownerIds, gamesEach, TURNS_PER_GAME],
  );
}

/**
 * A guard on the reports' speed that needs no clock: the reads the reports send touch only the teacher's own
 * games, through indexes, however many games other teachers keep. `pnpm bench:reports` measures the time.
 */
describe.each(testDatabaseVariants())('what the reports read on $name', (variant) => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await variant.create());
    await database.transaction(async (tx) => {
      await createAccounts(tx);
      const others = await tx.query<{ id: string }>(
        `insert into auth.users (id, aud, role) select gen_random_uuid(), 'authenticated', 'authenticated'
         from generate_series(1, $1) returning id`,
        [OTHER_OWNERS],
      );
      await writeGames(tx, [accounts.author.id], TEACHERS_GAMES);
      await writeGames(
        tx,
        others.rows.map((row) => row.id),
        OTHER_GAMES_EACH,
      );
    });
    await database.query('analyze public.games, public.game_teams, public.game_turns');
  }, 120_000);

  afterAll(() => drop());

  async function readAsTeacher(sql: string): Promise<Record<string, TableReads>> {
    return rolledBack(database, async (tx) => {
      await becomeCaller(tx, 'author');
      const before = await readsOf(tx);
      const { rows } = await tx.query(sql);
      expect(rows.length).toBeGreaterThan(0);
      return readsSince(before, await readsOf(tx));
    });
  }

  it('lists the teacher’s games and teams by index, reading no other teacher’s', async () => {
    const reads = await readAsTeacher(
      `select game.id, (select json_agg(team order by team.position) from public.game_teams as team where team.game_id = game.id)
       from public.games as game
       order by game.started_at desc
       limit 500`,
    );
    expect(reads.games!.seqScans).toBe(0);
    expect(reads.game_teams!.seqScans).toBe(0);
    expect(reads.games!.rowsByIndex).toBeLessThanOrEqual(2 * TEACHERS_GAMES);
    expect(reads.game_teams!.rowsByIndex).toBe(4 * TEACHERS_GAMES);
  });

  it('finds the hardest questions from the teacher’s turns alone, by index', async () => {
    const reads = await readAsTeacher('select * from public.hardest_questions()');
    expect(reads.game_turns!.seqScans).toBe(0);
    expect(reads.game_turns!.rowsByIndex).toBe(TURNS_PER_GAME * TEACHERS_GAMES);
    expect(reads.games!.seqScans).toBe(0);
  });
});
