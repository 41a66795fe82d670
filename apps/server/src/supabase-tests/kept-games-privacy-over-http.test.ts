import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoke, signedInAccount, signedUpClient, supabaseClient } from '../internal/functions/test-clients';
import type { SignedIn } from '../internal/functions/test-clients';
import type { TestServer } from '../testing';
import { startTestServer, testDatabaseKinds } from '../testing';
import { keptGame, questionTurn, scrambleTurn } from './kept-game-records';

const KEPT_TABLES = ['games', 'game_teams', 'game_turns'] as const;

/**
 * A teacher's kept games are theirs alone: another teacher, a visitor and the admin read none of them, whichever
 * way they ask (a table, an embed under a set or question they can read, a count, a function), and nobody
 * writes them but record_game, which keeps only what the teacher may read.
 */
describe.each(testDatabaseKinds())('kept games stay private on %s', (kind) => {
  let server: TestServer;
  let owner: SignedIn;
  let stranger: SignedIn;
  let visitor: SupabaseClient;
  let officialSetId: string;
  let officialQuestionId: string;
  let ownQuestionId: string;
  let strangersSetId: string;
  let strangersQuestionId: string;
  let gameId: string;
  let gameClientId: string;

  async function ownSetWithQuestion(teacher: SignedIn, name: string): Promise<[string, string]> {
    const { data: set, error } = await teacher.client
      .from('question_sets')
      .insert({ game_name: name })
      .select('id')
      .single();
    expect(error).toBeNull();
    const added = await teacher.client.rpc('add_question', {
      set_id: set!.id,
      question: `${name}: what is 2 + 2?`,
      answer: '4',
    });
    expect(added.error).toBeNull();
    return [set!.id as string, added.data as string];
  }

  async function rowsOfGame(id: string): Promise<Record<string, number>> {
    const { rows } = await server.database.query<Record<string, number>>(
      `select (select count(*)::int from public.games where id = $1) as games,
              (select count(*)::int from public.game_teams where game_id = $1) as teams,
              (select count(*)::int from public.game_turns where game_id = $1) as turns`,
      [id],
    );
    return rows[0]!;
  }

  beforeAll(async () => {
    server = await startTestServer({
      database: kind,
      emailConfirm: false,
      readCacheMs: 0,
      adminEmail: `head-${kind.toLowerCase()}@quizcoop.test`,
    });
    visitor = supabaseClient(server);
    owner = await signedUpClient(server, `owner-${kind.toLowerCase()}@quizcoop.test`);
    stranger = await signedUpClient(server, `stranger-${kind.toLowerCase()}@quizcoop.test`);
    const { rows } = await server.database.query<{ set_id: string; question_id: string }>(
      `select question_set.id as set_id, question.id as question_id
       from public.question_sets as question_set
       join public.questions as question on question.question_set_id = question_set.id
       where question_set.is_official and not question.is_premium
       order by question_set.game_name, question.position
       limit 1`,
    );
    officialSetId = rows[0]!.set_id;
    officialQuestionId = rows[0]!.question_id;
    const [ownSetId, ownQuestion] = await ownSetWithQuestion(owner, 'Fractions');
    ownQuestionId = ownQuestion;
    [strangersSetId, strangersQuestionId] = await ownSetWithQuestion(stranger, 'Secret');

    const game = keptGame({
      turns: [
        questionTurn(officialQuestionId, { question_text: 'What time is it?' }),
        questionTurn(ownQuestionId, { team_position: 1, mark: 'incorrect', points: 0 }),
        scrambleTurn(),
      ],
    });
    const teams = game.teams as Record<string, unknown>[];
    teams[0]!.question_set_id = officialSetId;
    teams[1]!.question_set_id = ownSetId;
    gameClientId = game.client_id as string;
    const { data, error } = await owner.client.rpc('record_game', { game });
    expect(error).toBeNull();
    gameId = data as string;
  });

  afterAll(() => server?.close());

  it('shows the teacher their own game, teams and turns', async () => {
    const { data, error } = await owner.client
      .from('games')
      .select('id, game_teams(name, question_set_id), game_turns(kind, question_id)')
      .order('position', { referencedTable: 'game_teams' })
      .order('position', { referencedTable: 'game_turns' });
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        id: gameId,
        game_teams: [
          { name: 'Owls', question_set_id: officialSetId },
          { name: 'Foxes', question_set_id: expect.any(String) },
        ],
        game_turns: [
          { kind: 'question', question_id: officialQuestionId },
          { kind: 'question', question_id: ownQuestionId },
          { kind: 'scramble', question_id: null },
        ],
      },
    ]);
  });

  it('gives another teacher none of the games, teams or turns', async () => {
    for (const table of KEPT_TABLES) {
      const { data, error } = await stranger.client.from(table).select('*');
      expect(error).toBeNull();
      expect(data).toEqual([]);
    }
    const byId = await stranger.client.from('games').select('id').eq('id', gameId);
    expect(byId.data).toEqual([]);
    const teamsOfGame = await stranger.client.from('game_teams').select('name').eq('game_id', gameId);
    expect(teamsOfGame.data).toEqual([]);
  });

  it('gives another teacher nothing through an embed under a set or question they can read', async () => {
    const set = await stranger.client
      .from('question_sets')
      .select('id, game_teams(name, game_id)')
      .eq('id', officialSetId)
      .single();
    expect(set.error).toBeNull();
    expect(set.data).toEqual({ id: officialSetId, game_teams: [] });
    const question = await stranger.client
      .from('questions')
      .select('id, game_turns(question_text, game_id)')
      .eq('id', officialQuestionId)
      .single();
    expect(question.error).toBeNull();
    expect(question.data).toEqual({ id: officialQuestionId, game_turns: [] });
    const counted = await stranger.client
      .from('question_sets')
      .select('id, game_teams(count)')
      .eq('id', officialSetId)
      .single();
    expect(counted.data).toEqual({ id: officialSetId, game_teams: [{ count: 0 }] });
    const ownersView = await owner.client
      .from('questions')
      .select('id, game_turns(question_text)')
      .eq('id', officialQuestionId)
      .single();
    expect(ownersView.data?.game_turns).toEqual([{ question_text: 'What time is it?' }]);
  });

  it('counts nothing for another teacher', async () => {
    const expected = { games: 1, game_teams: 2, game_turns: 3 };
    for (const table of KEPT_TABLES) {
      const theirs = await stranger.client.from(table).select('*', { count: 'exact', head: true });
      expect(theirs.error).toBeNull();
      expect(theirs.count).toBe(0);
      const own = await owner.client.from(table).select('*', { count: 'exact', head: true });
      expect(own.count).toBe(expected[table]);
    }
  });

  it('gives another teacher nothing through the functions, not even by sending the same client_id', async () => {
    const hardest = await stranger.client.rpc('hardest_questions');
    expect(hardest.error).toBeNull();
    expect(hardest.data).toEqual([]);

    const replay = await stranger.client.rpc('record_game', { game: keptGame({ client_id: gameClientId }) });
    expect(replay.error).toBeNull();
    expect(replay.data).not.toBe(gameId);
    const theirs = await stranger.client.from('games').select('id, game_teams(name)');
    expect(theirs.data).toEqual([{ id: replay.data, game_teams: expect.any(Array) }]);
    expect(await rowsOfGame(gameId)).toEqual({ games: 1, teams: 2, turns: 3 });
  });

  it('lets nobody write a game directly, nor another teacher delete one', async () => {
    const deleted = await stranger.client.from('games').delete().eq('id', gameId).select('id');
    expect(deleted.data).toEqual([]);
    expect(await rowsOfGame(gameId)).toEqual({ games: 1, teams: 2, turns: 3 });

    for (const teacher of [owner, stranger]) {
      const inserted = await teacher.client.from('games').insert({
        client_id: randomUUID(),
        started_at: new Date().toISOString(),
        ended_at: new Date().toISOString(),
        rounds: 1,
        ended_by: 'end_game',
      });
      expect(inserted.status).toBe(403);
      const updated = await teacher.client.from('games').update({ rounds: 99 }).eq('id', gameId);
      expect(updated.status).toBe(403);
      const team = await teacher.client.from('game_teams').update({ score: 1000 }).eq('game_id', gameId);
      expect(team.status).toBe(403);
      const turn = await teacher.client.from('game_turns').insert({
        game_id: gameId,
        position: 3,
        round: 1,
        team_position: 0,
        kind: 'scramble',
        scramble_outcome: 'Forged',
        points: 1000,
      });
      expect(turn.status).toBe(403);
      const removedTurns = await teacher.client.from('game_turns').delete().eq('game_id', gameId);
      expect(removedTurns.status).toBe(403);
    }
    expect(await rowsOfGame(gameId)).toEqual({ games: 1, teams: 2, turns: 3 });
  });

  it('gives a visitor nothing and keeps nothing of theirs', async () => {
    for (const table of KEPT_TABLES) {
      const { status, data } = await visitor.from(table).select('*');
      expect(status).toBe(401);
      expect(data).toBeNull();
    }
    expect((await visitor.rpc('hardest_questions')).status).toBe(401);
    const recorded = await visitor.rpc('record_game', { game: keptGame() });
    expect(recorded.status).toBe(401);
  });

  it('gives the admin how many games there are, and not one of them', async () => {
    const admin = await signedInAccount(server, `head-${kind.toLowerCase()}@quizcoop.test`);
    for (const table of KEPT_TABLES) {
      const { data, error } = await admin.client.from(table).select('*');
      expect(error).toBeNull();
      expect(data).toEqual([]);
    }
    const counts = await admin.client.rpc('admin_dashboard_counts').single<{ kept_games: number }>();
    expect(counts.error).toBeNull();
    const { rows } = await server.database.query<{ games: number }>(
      'select count(*)::int as games from public.games',
    );
    expect(rows[0]!.games).toBeGreaterThan(0);
    expect(Number(counts.data!.kept_games)).toBe(rows[0]!.games);
    const refused = await stranger.client.rpc('admin_dashboard_counts');
    expect(refused.status).toBe(403);
  });

  it('refuses a game whose turn names a question the teacher cannot read, and keeps none of it', async () => {
    const game = keptGame({ turns: [questionTurn(ownQuestionId), questionTurn(strangersQuestionId)] });
    const { data, error, status } = await owner.client.rpc('record_game', { game });
    expect(status).toBe(403);
    expect(error?.message).toBe('Turn 2 names a question you cannot read.');
    expect(data).toBeNull();
    const kept = await server.database.query('select 1 from public.games where client_id = $1', [
      game.client_id,
    ]);
    expect(kept.rows).toHaveLength(0);
  });

  it('refuses a game whose team names a question set the teacher cannot read', async () => {
    const game = keptGame();
    (game.teams as Record<string, unknown>[])[1]!.question_set_id = strangersSetId;
    const { error, status } = await owner.client.rpc('record_game', { game });
    expect(status).toBe(403);
    expect(error?.message).toBe('Team 2 names a question set you cannot read.');
  });

  it('keeps a turn whose question has been deleted since, by its text alone', async () => {
    const game = keptGame({ turns: [questionTurn(randomUUID(), { question_text: 'Gone since?' })] });
    (game.teams as Record<string, unknown>[])[0]!.question_set_id = randomUUID();
    const { data, error } = await owner.client.rpc('record_game', { game });
    expect(error).toBeNull();
    const kept = await owner.client
      .from('games')
      .select('game_teams(question_set_id), game_turns(question_id, question_text)')
      .eq('id', data as string)
      .single();
    expect(kept.data?.game_turns).toEqual([{ question_id: null, question_text: 'Gone since?' }]);
    expect(kept.data?.game_teams).toEqual([{ question_set_id: null }, { question_set_id: null }]);
  });

  it('deletes the games with the account', async () => {
    const leaving = await signedUpClient(server, `leaving-${kind.toLowerCase()}@quizcoop.test`);
    const { data: leavingGameId } = await leaving.client.rpc('record_game', {
      game: keptGame({ turns: [questionTurn(officialQuestionId), scrambleTurn()] }),
    });
    expect(await rowsOfGame(leavingGameId as string)).toEqual({ games: 1, teams: 2, turns: 2 });
    expect((await invoke(leaving.client, 'delete-account', { confirm: 'DELETE' })).status).toBe(200);
    expect(await rowsOfGame(leavingGameId as string)).toEqual({ games: 0, teams: 0, turns: 0 });
    expect(await rowsOfGame(gameId)).toEqual({ games: 1, teams: 2, turns: 3 });
  });
});
