import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { supabaseClient } from '../internal/functions/test-clients';
import type { TestServer } from '../testing';
import { startTestServer, testDatabaseKinds } from '../testing';

/**
 * An author's edits through the real API, and another signed-in teacher trying the same requests on the
 * author's set: each is refused with a 4xx and changes nothing.
 */
describe.each(testDatabaseKinds())('editing questions over HTTP on %s', (kind) => {
  let server: TestServer;
  let author: SupabaseClient;
  let stranger: SupabaseClient;
  let setId: string;
  let questionIds: string[];

  async function signedIn(email: string): Promise<SupabaseClient> {
    const user = await server.createUser({
      email,
      password: 'Quiz-coop-1!',
      data: { username: email.split('@')[0] },
    });
    const client = supabaseClient(server);
    const { error } = await client.auth.signInWithPassword({ email, password: user.password });
    if (error) throw error;
    return client;
  }

  async function stored() {
    const { rows } = await server.database.query<{ id: string; question: string; is_premium: boolean }>(
      'select id, question, is_premium from public.questions where question_set_id = $1 order by position',
      [setId],
    );
    return rows;
  }

  beforeAll(async () => {
    server = await startTestServer({ database: kind, readCacheMs: 0 });
    author = await signedIn('editing_author@quizcoop.test');
    stranger = await signedIn('editing_stranger@quizcoop.test');
  });

  beforeEach(async () => {
    const created = await author.from('question_sets').insert({ game_name: 'Ponds' }).select('id').single();
    expect(created.error).toBeNull();
    setId = created.data!.id as string;
    questionIds = [];
    for (const question of ['First', 'Second', 'Third']) {
      const added = await author.rpc('add_question', { set_id: setId, question, answer: 'Yes' });
      expect(added.error).toBeNull();
      questionIds.push(added.data as string);
    }
  });

  afterAll(() => server.close());

  it('saves an edited question, and refuses bad options with their message', async () => {
    const saved = await author.rpc('update_question', {
      question_id: questionIds[0],
      question: 'First, edited',
      answer: 'Still yes',
      is_premium: true,
    });
    expect(saved.error).toBeNull();

    const refused = await author.rpc('update_question', {
      question_id: questionIds[1],
      question: 'Pick',
      answer: '',
      question_type: 'multiple_choice',
      options: [
        { option_text: 'A', is_correct: true },
        { option_text: 'B', is_correct: true },
      ],
    });
    expect(refused.status).toBe(400);
    expect(refused.error?.message).toMatch(/^A multiple-choice question needs exactly one correct option/);

    expect(await stored()).toMatchObject([
      { question: 'First, edited', is_premium: true },
      { question: 'Second', is_premium: false },
      { question: 'Third', is_premium: false },
    ]);
  });

  it('refuses another teacher an edit with 403', async () => {
    const refused = await stranger.rpc('update_question', {
      question_id: questionIds[0],
      question: 'Taken over',
      answer: 'No',
    });
    expect([refused.status, refused.error?.code]).toEqual([403, '42501']);
    expect((await stored())[0]!.question).toBe('First');
  });

  it('reorders for the author, and refuses a stale list and another teacher', async () => {
    const [first, second, third] = questionIds as [string, string, string];
    const moved = await author.rpc('reorder_questions', {
      set_id: setId,
      question_ids: [third, first, second],
    });
    expect(moved.error).toBeNull();
    expect((await stored()).map((row) => row.question)).toEqual(['Third', 'First', 'Second']);

    const stale = await author.rpc('reorder_questions', { set_id: setId, question_ids: [first, second] });
    expect(stale.status).toBe(400);
    expect(stale.error?.message).toBe(
      'The new order must list every question of the set exactly once. Reload the page and try again.',
    );

    const foreign = await stranger.rpc('reorder_questions', { set_id: setId, question_ids: questionIds });
    expect([foreign.status, foreign.error?.code]).toEqual([403, '42501']);
    expect((await stored()).map((row) => row.question)).toEqual(['Third', 'First', 'Second']);
  });

  it('marks and deletes several questions in one request for the author only', async () => {
    const [first, second, third] = questionIds as [string, string, string];
    const foreignMark = await stranger
      .from('questions')
      .update({ is_premium: true })
      .in('id', questionIds)
      .select('id');
    expect(foreignMark.data).toEqual([]);
    const foreignDelete = await stranger.from('questions').delete().in('id', questionIds).select('id');
    expect(foreignDelete.data).toEqual([]);
    expect(await stored()).toHaveLength(3);

    const marked = await author
      .from('questions')
      .update({ is_premium: true })
      .in('id', [first, third])
      .select('id');
    expect(marked.data).toHaveLength(2);
    const deleted = await author.from('questions').delete().in('id', [first, second]).select('id');
    expect(deleted.data).toHaveLength(2);
    expect(await stored()).toMatchObject([{ question: 'Third', is_premium: true }]);
  });
});
