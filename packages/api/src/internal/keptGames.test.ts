import { randomUUID } from 'node:crypto';
import { startTestServer } from '@quizcoop/server/testing';
import type { TestServer } from '@quizcoop/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackendClient } from './client';
import { fetchGameKeeping, updateGameKeeping } from './gameKeeping';
import { fetchHardestQuestions } from './hardestQuestions';
import type { GameRecordInput, KeptQuestionTurnInput } from './keptGames';
import { GameRecordError, deleteKeptGame, fetchKeptGame, fetchKeptGames, recordGame } from './keptGames';
import { signedInClient, visitorClient } from './testBackend';

const PASSWORD = 'Kept-Games-42';

let server: TestServer;
let teacher: BackendClient;
let officialSetId: string;
let officialSetTitle: string;
let officialQuestions: { id: string; question: string }[];

function asked(question: { id: string; question: string }, overrides: Partial<KeptQuestionTurnInput> = {}) {
  return {
    kind: 'question',
    round: 1,
    teamPosition: 0,
    questionId: question.id,
    questionText: question.question,
    mark: 'correct',
    chosenOption: null,
    points: 10,
    effect: null,
    ...overrides,
  } satisfies KeptQuestionTurnInput;
}

/** A two-team game of the official set that started `hoursAgo` hours ago and lasted ten minutes. */
function game(hoursAgo: number, turns: GameRecordInput['turns']): GameRecordInput {
  const started = new Date(Date.now() - hoursAgo * 3_600_000);
  return {
    clientId: randomUUID(),
    startedAt: started.toISOString(),
    endedAt: new Date(started.getTime() + 600_000).toISOString(),
    rounds: 2,
    endedBy: 'end_game',
    teams: [
      {
        name: 'Owls',
        colour: '#FE2602',
        score: 20,
        answered: 2,
        correct: 2,
        questionSetId: officialSetId,
        questionSetTitle: officialSetTitle,
      },
      {
        name: 'Foxes',
        colour: '#186DA8',
        score: 0,
        answered: 1,
        correct: 0,
        questionSetId: null,
        questionSetTitle: 'Spelling',
      },
    ],
    turns,
  };
}

beforeAll(async () => {
  server = await startTestServer({ readCacheMs: 0 });
  const account = await server.createUser({
    email: 'keeper@school.example',
    password: PASSWORD,
    data: { username: 'keeper' },
  });
  teacher = await signedInClient(server, { email: account.email, password: PASSWORD });
  const { rows } = await server.database.query<{
    set_id: string;
    title: string;
    id: string;
    question: string;
  }>(
    `select question_set.id as set_id, question_set.game_name as title, question.id, question.question
     from public.question_sets as question_set
     join public.questions as question on question.question_set_id = question_set.id
     where question_set.is_official and not question.is_premium and question_set.game_name = 'Telling Time'
     order by question.position
     limit 3`,
  );
  officialSetId = rows[0]!.set_id;
  officialSetTitle = rows[0]!.title;
  officialQuestions = rows.map(({ id, question }) => ({ id, question }));
});

afterAll(async () => {
  await server?.close();
});

describe('kept games', () => {
  it('keeps a finished game once, however often it is sent, and reads it back whole', async () => {
    const [first, second] = officialQuestions;
    const played = game(1, [
      asked(first!),
      asked(second!, { teamPosition: 1, mark: 'incorrect', points: 0, chosenOption: '6:00' }),
      asked(second!, { round: 2, effect: 'bonus', points: 20 }),
      { kind: 'scramble', round: 2, teamPosition: 1, outcome: 'Lose a turn', points: 0 },
    ]);
    const id = await recordGame(teacher, played);
    expect(id).toEqual(expect.any(String));
    expect(await recordGame(teacher, played)).toBe(id);

    const kept = await fetchKeptGame(teacher, id!);
    expect(kept).toEqual({
      id,
      startedAt: expect.any(String),
      endedAt: expect.any(String),
      rounds: 2,
      endedBy: 'end_game',
      teams: played.teams.map((team, position) => ({ ...team, position })),
      turns: played.turns.map((turn, position) => ({ ...turn, position })),
    });
    expect(new Date(kept!.startedAt).toISOString()).toBe(played.startedAt);
    expect(await fetchKeptGame(teacher, randomUUID())).toBeNull();
    expect(await fetchKeptGame(teacher, 'not-a-game')).toBeNull();
  });

  it('lists the games newest first, by the set a team played and by when they started', async () => {
    const older = await recordGame(teacher, game(48, [asked(officialQuestions[0]!)]));
    const newer = await recordGame(teacher, { ...game(0.5, []), teams: game(0, []).teams.slice(1) });
    const all = await fetchKeptGames(teacher);
    expect(all[0]?.id).toBe(newer);
    expect(all.at(-1)?.id).toBe(older);
    expect(all.map((kept) => kept.startedAt)).toEqual(
      [...all.map((kept) => kept.startedAt)].sort().reverse(),
    );

    const withSet = await fetchKeptGames(teacher, { questionSetId: officialSetId });
    expect(withSet.map((kept) => kept.id)).not.toContain(newer);
    expect(withSet.map((kept) => kept.id)).toContain(older);
    expect(withSet.find((kept) => kept.id === older)?.teams.map((team) => team.name)).toEqual([
      'Owls',
      'Foxes',
    ]);

    const lastDay = await fetchKeptGames(teacher, { from: new Date(Date.now() - 86_400_000).toISOString() });
    expect(lastDay.map((kept) => kept.id)).not.toContain(older);
    const before = await fetchKeptGames(teacher, { to: new Date(Date.now() - 86_400_000).toISOString() });
    expect(before.map((kept) => kept.id)).toEqual([older]);
  });

  it('puts the question most teams missed first among the hardest', async () => {
    const [, , third] = officialQuestions;
    await recordGame(
      teacher,
      game(2, [
        asked(third!, { mark: 'incorrect', points: 0 }),
        asked(third!, { teamPosition: 1, mark: 'incorrect', points: 0 }),
      ]),
    );
    const hardest = await fetchHardestQuestions(teacher);
    expect(hardest[0]).toEqual({
      questionId: third!.id,
      questionText: third!.question,
      asked: 2,
      answeredRight: 0,
      isOwn: false,
      questionSetId: officialSetId,
    });
    const shares = hardest.map((question) => question.answeredRight / question.asked);
    expect(shares).toEqual([...shares].sort((a, b) => a - b));
  });

  it('deletes a game with its teams and turns', async () => {
    const id = await recordGame(teacher, game(3, [asked(officialQuestions[0]!)]));
    await deleteKeptGame(teacher, id!);
    expect(await fetchKeptGame(teacher, id!)).toBeNull();
    const { rows } = await server.database.query('select 1 from public.game_turns where game_id = $1', [id]);
    expect(rows).toHaveLength(0);
  });

  it('keeps nothing while the teacher has turned keeping off, and forgets games past the retention', async () => {
    expect(await fetchGameKeeping(teacher)).toEqual({ keepGames: true, retentionDays: null });
    expect(await updateGameKeeping(teacher, { keepGames: false, retentionDays: null })).toEqual({
      keepGames: false,
      retentionDays: null,
    });
    expect(await recordGame(teacher, game(1, []))).toBeNull();

    await updateGameKeeping(teacher, { keepGames: true, retentionDays: 30 });
    expect(await fetchGameKeeping(teacher)).toEqual({ keepGames: true, retentionDays: 30 });
    expect(await recordGame(teacher, game(31 * 24, []))).toBeNull();
    const kept = await fetchKeptGames(teacher);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.every((summary) => Date.parse(summary.startedAt) > Date.now() - 30 * 86_400_000)).toBe(true);
    await updateGameKeeping(teacher, { keepGames: true, retentionDays: null });
  });

  it('rejects a game the server refuses as it is, and tells a failure that may pass from one that will not', async () => {
    const tooMany = game(1, []);
    tooMany.teams = [...tooMany.teams, ...tooMany.teams, ...tooMany.teams];
    const refusal = await recordGame(teacher, tooMany).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(GameRecordError);
    expect(refusal).toMatchObject({ refused: true, message: 'A kept game has 1 to 4 teams.' });

    const signedOut = await recordGame(visitorClient(server), game(1, [])).catch((error: unknown) => error);
    expect(signedOut).toMatchObject({ refused: false });
  });
});
