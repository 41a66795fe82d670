import { GAME_RETENTION_DAYS, KEPT_GAME_LIMITS } from '@quizcoop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpClient } from '../internal/functions/test-clients';
import type { SignedIn } from '../internal/functions/test-clients';
import type { TestServer } from '../testing';
import { startTestServer, testDatabaseKinds } from '../testing';
import { daysAgo, keptGame, questionTurn, scrambleTurn } from './kept-game-records';

type Game = Record<string, unknown>;

const long = (length: number) => 'x'.repeat(length);
const withTeam = (game: Game, index: number, changes: Game): Game => ({
  ...game,
  teams: (game.teams as Game[]).map((team, position) =>
    position === index ? { ...team, ...changes } : team,
  ),
});
const withTurn = (game: Game, changes: Game): Game => ({
  ...game,
  turns: [{ ...questionTurn(null), ...changes }],
});
const teams = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    ...(keptGame().teams as Game[])[0],
    name: `Team ${index + 1}`,
  }));
const turns = (count: number) => Array.from({ length: count }, () => questionTurn(null));

/** Games record_game refuses with 400, and the sentence it says why with. */
const refusedGames: [string, unknown, string][] = [
  ['an array', [], 'A kept game must be a JSON object.'],
  ['no client_id', { ...keptGame(), client_id: undefined }, 'A kept game needs its client_id, a UUID.'],
  [
    'a client_id that is no UUID',
    keptGame({ client_id: 'game-1' }),
    'A kept game needs its client_id, a UUID.',
  ],
  ...[
    ['a start in words', { started_at: 'yesterday' }],
    ['a start without its time zone', { started_at: '2026-11-01T10:00:00' }],
    ['a start on the 31st of February', { started_at: '2026-02-31T10:00:00Z' }],
    ['no end', { ended_at: null }],
  ].map(
    ([name, changes]) =>
      [
        name,
        keptGame(changes as Game),
        'A kept game needs started_at and ended_at, ISO 8601 times with their time zone.',
      ] as [string, unknown, string],
  ),
  [
    'an end before the start',
    keptGame({ started_at: daysAgo(0), ended_at: daysAgo(1) }),
    'A kept game cannot end before it started.',
  ],
  ['an end next week', keptGame({ ended_at: daysAgo(-7) }), 'A kept game cannot end in the future.'],
  ...[-1, 1.5, '3', 10_001].map(
    (rounds) =>
      [
        `rounds of ${JSON.stringify(rounds)}`,
        keptGame({ rounds }),
        'A kept game needs its rounds, a whole number from 0 to 10000.',
      ] as [string, unknown, string],
  ),
  [
    'an unknown ending',
    keptGame({ ended_by: 'crash' }),
    'A kept game ended by end_game, free_limit or last_team_left.',
  ],
  ['no team', keptGame({ teams: [] }), 'A kept game has 1 to 4 teams.'],
  ['five teams', keptGame({ teams: teams(5) }), 'A kept game has 1 to 4 teams.'],
  ['turns that are not a list', keptGame({ turns: {} }), 'A kept game has a list of at most 2000 turns.'],
  ['2001 turns', keptGame({ turns: turns(2001) }), 'A kept game has a list of at most 2000 turns.'],
  ['a team that is a string', keptGame({ teams: ['Owls'] }), 'Team 1 is not a JSON object.'],
  [
    'a blank team name',
    withTeam(keptGame(), 0, { name: '   ' }),
    'Team 1 needs a name of 1 to 80 characters.',
  ],
  [
    'a team name of 81',
    withTeam(keptGame(), 1, { name: long(81) }),
    'Team 2 needs a name of 1 to 80 characters.',
  ],
  ['a colour by name', withTeam(keptGame(), 1, { colour: 'red' }), 'Team 2 needs a colour written #RRGGBB.'],
  ['a huge score', withTeam(keptGame(), 0, { score: 1e12 }), 'Team 1 needs a score, a whole number.'],
  [
    'more right than answered',
    withTeam(keptGame(), 0, { answered: 1, correct: 2 }),
    'Team 1 needs correct, a whole number from 0 to answered.',
  ],
  [
    'a set named by no UUID',
    withTeam(keptGame(), 0, { question_set_id: 'fractions' }),
    'Team 1 names its question set by a UUID, or null.',
  ],
  [
    'a set title of 101',
    withTeam(keptGame(), 0, { question_set_title: long(101) }),
    'Team 1 needs question_set_title, at most 100 characters.',
  ],
  ['a turn that is a number', keptGame({ turns: [7] }), 'Turn 1 is not a JSON object.'],
  ['an unknown kind', withTurn(keptGame(), { kind: 'dance' }), 'Turn 1 needs a kind, question or scramble.'],
  ['round 0', withTurn(keptGame(), { round: 0 }), 'Turn 1 needs a round, a whole number from 1 to 10000.'],
  [
    'a third team in a game of two',
    withTurn(keptGame(), { team_position: 2 }),
    'Turn 1 names a team that is not in the game.',
  ],
  ['points as text', withTurn(keptGame(), { points: '10' }), 'Turn 1 needs points, a whole number.'],
  [
    'a question without its text',
    withTurn(keptGame(), { question_text: '' }),
    "Turn 1 needs the question's text as it was asked, 1 to 500 characters.",
  ],
  [
    'a question text of 501',
    withTurn(keptGame(), { question_text: long(501) }),
    "Turn 1 needs the question's text as it was asked, 1 to 500 characters.",
  ],
  [
    'a question named by no UUID',
    withTurn(keptGame(), { question_id: 42 }),
    'Turn 1 names its question by a UUID, or null.',
  ],
  [
    'a mark of maybe',
    withTurn(keptGame(), { mark: 'maybe' }),
    'Turn 1 has a mark of correct, incorrect or null.',
  ],
  [
    'a chosen option of 201',
    withTurn(keptGame(), { chosen_option: long(201) }),
    'Turn 1 has a chosen option of at most 200 characters, or null.',
  ],
  [
    'an unknown effect',
    withTurn(keptGame(), { effect: 'double' }),
    'Turn 1 has an effect of bonus, punishment or null.',
  ],
  [
    'a scramble without its outcome',
    keptGame({ turns: [scrambleTurn({ outcome: '' })] }),
    "Turn 1 needs the Score Scramble's outcome, 1 to 100 characters.",
  ],
];

describe.each(testDatabaseKinds())('keeping games over HTTP on %s', (kind) => {
  let server: TestServer;
  let counter = 0;

  beforeAll(async () => {
    server = await startTestServer({ database: kind, emailConfirm: false, readCacheMs: 0 });
  });
  afterAll(() => server?.close());

  function newTeacher(): Promise<SignedIn> {
    counter += 1;
    return signedUpClient(server, `keeper${counter}-${kind.toLowerCase()}@quizcoop.test`);
  }

  async function record(teacher: SignedIn, game: unknown) {
    return teacher.client.rpc('record_game', { game: game as Game });
  }

  async function keptCount(teacher: SignedIn): Promise<number> {
    const { rows } = await server.database.query<{ games: number }>(
      'select count(*)::int as games from public.games where owner_id = $1',
      [teacher.userId],
    );
    return rows[0]!.games;
  }

  it.each(refusedGames)('refuses %s with 400 and says why', async (_name, game, message) => {
    const teacher = await newTeacher();
    const { status, error } = await record(teacher, game);
    expect({ status, code: error?.code, message: error?.message }).toEqual({
      status: 400,
      code: '22023',
      message,
    });
    expect(await keptCount(teacher)).toBe(0);
  });

  it('refuses a call without a game, and a body larger than the server takes, with a 4xx', async () => {
    const teacher = await newTeacher();
    const missing = await teacher.client.rpc('record_game', {} as { game: Game });
    expect(missing.status).toBe(404);
    const oversized = await record(
      teacher,
      keptGame({ turns: turns(3000).map((turn) => ({ ...turn, question_text: long(500) })) }),
    );
    expect(oversized.status).toBe(413);
    expect(await keptCount(teacher)).toBe(0);
  });

  it('keeps the largest game the limits allow', async () => {
    const teacher = await newTeacher();
    const largest = keptGame({
      teams: teams(KEPT_GAME_LIMITS.maxTeams),
      turns: turns(KEPT_GAME_LIMITS.maxTurns).map((turn, index) => ({ ...turn, team_position: index % 4 })),
    });
    const { data, error } = await record(teacher, largest);
    expect(error).toBeNull();
    const { rows } = await server.database.query<{ turns: number }>(
      'select count(*)::int as turns from public.game_turns where game_id = $1',
      [data],
    );
    expect(rows[0]!.turns).toBe(KEPT_GAME_LIMITS.maxTurns);
  });

  it('keeps a game sent twice once, and answers its id both times', async () => {
    const teacher = await newTeacher();
    const game = keptGame();
    const [first, second] = await Promise.all([record(teacher, game), record(teacher, game)]);
    expect(first.error).toBeNull();
    expect(second.error).toBeNull();
    expect(second.data).toBe(first.data);
    expect((await record(teacher, { ...game, rounds: 9 })).data).toBe(first.data);
    expect(await keptCount(teacher)).toBe(1);
  });

  it('keeps nothing while the teacher has turned keeping off, and keeps what was kept before', async () => {
    const teacher = await newTeacher();
    expect((await record(teacher, keptGame())).error).toBeNull();
    const off = await teacher.client.from('profiles').update({ keep_games: false }).eq('id', teacher.userId);
    expect(off.error).toBeNull();
    const { data, error } = await record(teacher, keptGame());
    expect(error).toBeNull();
    expect(data).toBeNull();
    expect(await keptCount(teacher)).toBe(1);
  });

  it('accepts only the retention ages the contract offers', async () => {
    const teacher = await newTeacher();
    for (const days of GAME_RETENTION_DAYS) {
      const { error } = await teacher.client
        .from('profiles')
        .update({ games_retention_days: days })
        .eq('id', teacher.userId);
      expect(error).toBeNull();
    }
    const refused = await teacher.client
      .from('profiles')
      .update({ games_retention_days: 7 })
      .eq('id', teacher.userId);
    expect(refused.status).toBe(400);
  });

  it('deletes the games older than a retention as soon as it is chosen', async () => {
    const teacher = await newTeacher();
    const old = await record(teacher, keptGame({ started_at: daysAgo(100), ended_at: daysAgo(100) }));
    const recent = await record(teacher, keptGame({ started_at: daysAgo(10), ended_at: daysAgo(10) }));
    expect(old.data).not.toBeNull();
    await teacher.client.from('profiles').update({ games_retention_days: 90 }).eq('id', teacher.userId);
    const { data } = await teacher.client.from('games').select('id');
    expect(data).toEqual([{ id: recent.data }]);
    expect(await keptCount(teacher)).toBe(1);
    expect(
      (await record(teacher, keptGame({ started_at: daysAgo(91), ended_at: daysAgo(91) }))).data,
    ).toBeNull();
  });

  it('never shows a game past its retention, and deletes it with the next game or the hourly sweep', async () => {
    const teacher = await newTeacher();
    const other = await newTeacher();
    for (const keeper of [teacher, other]) {
      await keeper.client.from('profiles').update({ games_retention_days: 30 }).eq('id', keeper.userId);
      // A game kept 31 days ago, with its turn: it passed the retention since, with no game recorded after it.
      await server.database.query(
        `with game as (
           insert into public.games (owner_id, client_id, started_at, ended_at, rounds, ended_by, created_at)
           values ($1, gen_random_uuid(), now() - interval '31 days', now() - interval '31 days', 1, 'end_game',
                   now() - interval '31 days')
           returning id
         ), team as (
           insert into public.game_teams (game_id, position, name, colour, score, answered, correct, question_set_title)
           select id, 0, 'Owls', '#FE2602', 0, 1, 0, '' from game returning game_id
         )
         insert into public.game_turns (game_id, position, round, team_position, kind, question_text, mark, points)
         select game_id, 0, 1, 0, 'question', 'Forgotten?', 'incorrect', 0 from team`,
        [keeper.userId],
      );
    }
    for (const table of ['games', 'game_teams', 'game_turns'] as const) {
      const { count } = await teacher.client.from(table).select('*', { count: 'exact', head: true });
      expect(count).toBe(0);
    }
    expect((await teacher.client.rpc('hardest_questions')).data).toEqual([]);

    expect((await record(teacher, keptGame())).error).toBeNull();
    expect(await keptCount(teacher)).toBe(1);
    expect(await keptCount(other)).toBe(1);
    const swept = await server.database.query<{ deleted: number }>(
      'select private.delete_expired_games() as deleted',
    );
    expect(swept.rows[0]!.deleted).toBe(1);
    expect(await keptCount(other)).toBe(0);
  });
});
