import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing';
import { startTestServer, testDatabaseKinds } from '../../testing';
import type { SignedIn } from './test-clients';
import { keptGame, questionTurn, scrambleTurn } from '../../supabase-tests/kept-game-records';
import { invoke, signedUpClient, supabaseClient } from './test-clients';

const picture = await readFile(new URL('../../../../../supabase/storage/assets/logo.png', import.meta.url));

describe.each(testDatabaseKinds())('a teacher’s own data on %s', (database) => {
  let server: TestServer;
  let counter = 0;

  beforeAll(async () => {
    server = await startTestServer({ database, emailConfirm: false });
  });
  afterAll(() => server?.close());

  /**
   * A teacher with something of everything: a profile, a set with a multiple-choice question, a star, a picture,
   * a report, a kept game.
   */
  async function busyTeacher(): Promise<SignedIn & { setId: string; email: string; gameId: string }> {
    counter += 1;
    const email = `teacher${counter}-${database.toLowerCase()}@quizcoop.test`;
    const teacher = await signedUpClient(server, email);
    const { client, userId } = teacher;
    expect(
      (
        await client
          .from('profiles')
          .update({ username: `teacher_${counter}` })
          .eq('id', userId)
      ).error,
    ).toBeNull();
    const { data: set, error } = await client
      .from('question_sets')
      .insert({ game_name: `Fractions ${counter}`, question_format: 'multiple_choice' })
      .select('id')
      .single();
    expect(error).toBeNull();
    await server.database.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `insert into public.questions (question_set_id, question, answer, question_type)
         values ($1, 'What is 1/2 + 1/4?', '3/4', 'multiple_choice') returning id`,
        [set!.id],
      );
      await tx.query(
        `insert into public.multiple_choice_options (question_id, option_text, is_correct, position)
         values ($1, '3/4', true, 0), ($1, '2/6', false, 1)`,
        [rows[0]!.id],
      );
    });
    const { data: official } = await client
      .from('question_sets')
      .select('id')
      .eq('is_official', true)
      .limit(1)
      .single();
    expect(
      (await client.from('starred_question_sets').insert({ question_set_id: official!.id })).error,
    ).toBeNull();
    const upload = await client.storage
      .from('question-media')
      .upload(`${userId}/fractions/pie.png`, picture, { contentType: 'image/png' });
    expect(upload.error).toBeNull();
    expect(
      (
        await client
          .from('problem_reports')
          .insert({ category: 'bug', description: 'The wheel froze', contact_email: email })
      ).error,
    ).toBeNull();
    await server.database.query(`insert into public.newsletter_subscribers (email) values ($1)`, [email]);
    const game = keptGame({
      turns: [questionTurn(null, { question_text: 'What is 1/2 + 1/4?' }), scrambleTurn()],
    });
    const { data: gameId, error: keptError } = await client.rpc('record_game', { game });
    expect(keptError).toBeNull();
    return { ...teacher, setId: set!.id, email, gameId: gameId as string };
  }

  it('exports everything kept about the caller, and nothing of anyone else or any secret', async () => {
    const teacher = await busyTeacher();
    const other = await busyTeacher();

    const { status, body } = await invoke<Record<string, unknown>>(teacher.client, 'export-account-data');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      account: { id: teacher.userId, email: teacher.email, is_anonymous: false },
      profile: { id: teacher.userId, username: expect.stringMatching(/^teacher_\d+$/) },
      starred_question_sets: [expect.objectContaining({ question_set_id: expect.any(String) })],
      subscription: null,
      payments: [],
      newsletter_subscriptions: [expect.objectContaining({ email: teacher.email })],
      problem_reports: [expect.objectContaining({ description: 'The wheel froze' })],
      uploaded_files: [`${teacher.userId}/fractions/pie.png`],
    });
    const [set] = body.question_sets as {
      id: string;
      questions: { question: string; options: unknown[] }[];
    }[];
    expect(set?.id).toBe(teacher.setId);
    expect(set?.questions.map((question) => question.question)).toEqual(['What is 1/2 + 1/4?']);
    expect(set?.questions[0]?.options).toEqual([
      expect.objectContaining({ option_text: '3/4', is_correct: true }),
      expect.objectContaining({ option_text: '2/6', is_correct: false }),
    ]);
    expect(body.games).toEqual([
      expect.objectContaining({
        id: teacher.gameId,
        ended_by: 'end_game',
        teams: [
          expect.objectContaining({ position: 0, name: 'Owls', score: 10 }),
          expect.objectContaining({ position: 1, name: 'Foxes', score: 0 }),
        ],
        turns: [
          expect.objectContaining({ position: 0, kind: 'question', question_text: 'What is 1/2 + 1/4?' }),
          expect.objectContaining({ position: 1, kind: 'scramble', scramble_outcome: 'Double Points' }),
        ],
      }),
    ]);
    const text = JSON.stringify(body);
    expect(text).not.toContain(other.userId);
    expect(text).not.toContain(other.gameId);
    expect(text).not.toMatch(/encrypted_password|confirmation_token|unsubscribe_token|\$2[aby]\$/);
  });

  it('refuses a visitor', async () => {
    const { status } = await invoke(supabaseClient(server), 'export-account-data');
    expect(status).toBe(401);
    expect((await invoke(supabaseClient(server), 'delete-account', { confirm: 'DELETE' })).status).toBe(401);
  });

  it('deletes only after confirmation, then removes the account, its rows and its pictures, and only its own', async () => {
    const teacher = await busyTeacher();
    const other = await busyTeacher();

    const unconfirmed = await invoke(teacher.client, 'delete-account', {});
    expect(unconfirmed).toEqual({
      status: 400,
      body: { error: 'Send { "confirm": "DELETE" } to delete your account.' },
    });

    expect(await invoke(teacher.client, 'delete-account', { confirm: 'DELETE' })).toEqual({
      status: 200,
      body: { deleted: true, removedFiles: 1 },
    });

    const remaining = async (userId: string, email: string) => {
      const { rows } = await server.database.query<Record<string, number>>(
        `select
           (select count(*)::int from auth.users where id = $1) as users,
           (select count(*)::int from public.profiles where id = $1) as profiles,
           (select count(*)::int from public.question_sets where created_by = $1) as sets,
           (select count(*)::int from public.starred_question_sets where user_id = $1) as stars,
           (select count(*)::int from public.games where owner_id = $1) as games,
           (select count(*)::int from public.problem_reports where contact_email = $2) as reports,
           (select count(*)::int from public.newsletter_subscribers where email = $2) as newsletter,
           (select count(*)::int from storage.objects where name like $1 || '/%') as files`,
        [userId, email],
      );
      return rows[0];
    };
    expect(await remaining(teacher.userId, teacher.email)).toEqual({
      users: 0,
      profiles: 0,
      sets: 0,
      stars: 0,
      games: 0,
      reports: 0,
      newsletter: 0,
      files: 0,
    });
    expect(await remaining(other.userId, other.email)).toEqual({
      users: 1,
      profiles: 1,
      sets: 1,
      stars: 1,
      games: 1,
      reports: 1,
      newsletter: 1,
      files: 1,
    });
    // Read as the service role: question pictures have no public URL.
    const picture = (userId: string) =>
      fetch(`${server.url}/storage/v1/object/authenticated/question-media/${userId}/fractions/pie.png`, {
        headers: { apikey: server.serviceRoleKey, authorization: `Bearer ${server.serviceRoleKey}` },
      });
    expect((await picture(teacher.userId)).status).toBe(404);
    expect((await picture(other.userId)).status).toBe(200);

    const signIn = await supabaseClient(server).auth.signInWithPassword({
      email: teacher.email,
      password: 'Quiz-coop-1!',
    });
    expect(signIn.error?.code).toBe('invalid_credentials');
  });
});
