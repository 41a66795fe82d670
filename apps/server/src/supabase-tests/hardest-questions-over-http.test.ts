import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpClient } from '../internal/functions/test-clients';
import type { SignedIn } from '../internal/functions/test-clients';
import type { TestServer } from '../testing';
import { startTestServer, testDatabaseKinds } from '../testing';
import { daysAgo, keptGame, questionTurn, scrambleTurn } from './kept-game-records';

interface HardestRow {
  question_id: string | null;
  question_text: string;
  asked: number;
  answered_right: number;
  is_own: boolean;
  question_set_id: string | null;
}

/**
 * The hardest questions across a teacher's kept games: counted per question (or per text, once the question is
 * gone), the smallest share answered right first, filtered by the set a team played and by when games started.
 */
describe.each(testDatabaseKinds())('the hardest questions over HTTP on %s', (kind) => {
  let server: TestServer;
  let teacher: SignedIn;
  let ownSetId: string;
  let ownQuestion: { id: string; text: string };
  let official: { setId: string; id: string; text: string };
  const goneId = randomUUID();

  async function hardest(filters: Record<string, string> = {}): Promise<HardestRow[]> {
    const { data, error } = await teacher.client.rpc('hardest_questions', filters);
    expect(error).toBeNull();
    return data as HardestRow[];
  }

  beforeAll(async () => {
    server = await startTestServer({ database: kind, emailConfirm: false, readCacheMs: 0 });
    teacher = await signedUpClient(server, `hardest-${kind.toLowerCase()}@quizcoop.test`);
    const { data: set } = await teacher.client
      .from('question_sets')
      .insert({ game_name: 'Fractions' })
      .select('id')
      .single();
    ownSetId = set!.id as string;
    const added = await teacher.client.rpc('add_question', {
      set_id: ownSetId,
      question: 'What is 1/2 of 8?',
      answer: '4',
    });
    ownQuestion = { id: added.data as string, text: 'What is 1/2 of 8?' };
    const { rows } = await server.database.query<{ set_id: string; id: string; question: string }>(
      `select question.question_set_id as set_id, question.id, question.question
       from public.questions as question
       join public.question_sets as question_set on question_set.id = question.question_set_id
       where question_set.is_official and not question.is_premium
       order by question_set.game_name, question.position
       limit 1`,
    );
    official = { setId: rows[0]!.set_id, id: rows[0]!.id, text: rows[0]!.question };

    // Two days ago the Owls played their own set and missed its question twice; the Foxes played the
    // library's question, once right, once unmarked. Today the Foxes got it right again. A question deleted
    // since was asked of both teams, and one typed in class of the Owls; a Score Scramble is no question.
    const twoTeams = (game: Record<string, unknown>) => {
      const [owls, foxes] = game.teams as Record<string, unknown>[];
      return {
        ...game,
        teams: [
          { ...owls, question_set_id: ownSetId },
          { ...foxes, question_set_id: official.setId },
        ],
      };
    };
    const earlier = twoTeams(
      keptGame({
        started_at: daysAgo(2),
        ended_at: daysAgo(2),
        turns: [
          questionTurn(ownQuestion.id, { question_text: ownQuestion.text, mark: 'incorrect', points: 0 }),
          questionTurn(official.id, { team_position: 1, question_text: official.text }),
          questionTurn(ownQuestion.id, { round: 2, question_text: ownQuestion.text, mark: 'incorrect' }),
          questionTurn(official.id, { round: 2, team_position: 1, question_text: official.text, mark: null }),
          questionTurn(goneId, { round: 3, question_text: 'Gone?', mark: 'correct' }),
          questionTurn(goneId, { round: 3, team_position: 1, question_text: 'Gone?', mark: 'incorrect' }),
          questionTurn(null, { round: 4, question_text: 'Typed in class?', mark: 'correct' }),
          scrambleTurn({ round: 5 }),
        ],
      }),
    );
    const today = twoTeams(
      keptGame({ turns: [questionTurn(official.id, { team_position: 1, question_text: official.text })] }),
    );
    for (const game of [earlier, today]) {
      const { error } = await teacher.client.rpc('record_game', { game });
      expect(error).toBeNull();
    }
  });

  afterAll(() => server?.close());

  it('puts the question most teams missed first, the most asked first among equals', async () => {
    expect(await hardest()).toEqual([
      {
        question_id: ownQuestion.id,
        question_text: ownQuestion.text,
        asked: 2,
        answered_right: 0,
        is_own: true,
        question_set_id: ownSetId,
      },
      {
        question_id: null,
        question_text: 'Gone?',
        asked: 2,
        answered_right: 1,
        is_own: false,
        question_set_id: null,
      },
      {
        question_id: official.id,
        question_text: official.text,
        asked: 3,
        answered_right: 2,
        is_own: false,
        question_set_id: official.setId,
      },
      {
        question_id: null,
        question_text: 'Typed in class?',
        asked: 1,
        answered_right: 1,
        is_own: false,
        question_set_id: null,
      },
    ]);
  });

  it('counts only the turns of teams that played the set asked for', async () => {
    expect((await hardest({ set_id: ownSetId })).map((row) => [row.question_text, row.asked])).toEqual([
      [ownQuestion.text, 2],
      ['Gone?', 1],
      ['Typed in class?', 1],
    ]);
  });

  it('counts only the games that started within the dates asked for', async () => {
    const since = await hardest({ started_from: daysAgo(1) });
    expect(since.map((row) => [row.question_id, row.asked, row.answered_right])).toEqual([
      [official.id, 1, 1],
    ]);
    const before = await hardest({ started_before: daysAgo(1) });
    expect(before.find((row) => row.question_id === official.id)).toMatchObject({
      asked: 2,
      answered_right: 1,
    });
  });

  it('stops linking a question the teacher can no longer read', async () => {
    await server.database.query('update public.question_sets set is_public = false where id = $1', [
      official.setId,
    ]);
    const row = (await hardest()).find((question) => question.question_id === official.id);
    expect(row).toMatchObject({ question_text: official.text, is_own: false, question_set_id: null });
    await server.database.query('update public.question_sets set is_public = true where id = $1', [
      official.setId,
    ]);
  });
});
