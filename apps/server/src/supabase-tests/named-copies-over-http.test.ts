import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supabaseClient } from '../internal/functions/test-clients';
import type { TestServer } from '../testing';
import { startTestServer, testDatabaseKinds } from '../testing';

/** Copying a set under a new name, as the library's copy dialog does: one request, through the real API. */
describe.each(testDatabaseKinds())('copying a set under a new name over HTTP on %s', (kind) => {
  let server: TestServer;
  let free: SupabaseClient;
  let premium: SupabaseClient;
  let officialSet: string;

  async function signedIn(email: string, isPremium: boolean): Promise<SupabaseClient> {
    const user = await server.createUser({
      email,
      password: 'Quiz-coop-1!',
      data: { username: email.split('@')[0] },
    });
    if (isPremium) {
      await server.database.query(
        `insert into public.user_subscriptions (user_id, active, subscription_type) values ($1, true, 'premium')`,
        [user.id],
      );
    }
    const client = supabaseClient(server);
    const { error } = await client.auth.signInWithPassword({ email, password: user.password });
    if (error) throw error;
    return client;
  }

  beforeAll(async () => {
    server = await startTestServer({ database: kind, readCacheMs: 0 });
    free = await signedIn('free_namer@quizcoop.test', false);
    premium = await signedIn('premium_namer@quizcoop.test', true);
    const { rows } = await server.database.query<{ id: string }>(
      `select id from question_sets where is_official and game_name = 'Telling Time'`,
    );
    officialSet = rows[0]!.id;
    await server.database.query(`update question_sets set question_order = 'in_order' where id = $1`, [
      officialSet,
    ]);
  });

  afterAll(() => server.close());

  it('gives a premium member a private copy under the trimmed new name, in the source’s play order', async () => {
    const { data, error } = await premium.rpc('copy_question_set', {
      set_id: officialSet,
      new_name: '  Clock practice  ',
    });
    expect(error).toBeNull();
    const copy = await premium
      .from('question_sets')
      .select('game_name, question_order, is_public, is_official, questions(count)')
      .eq('id', data as string)
      .single();
    expect(copy.data).toMatchObject({
      game_name: 'Clock practice',
      question_order: 'in_order',
      is_public: false,
      is_official: false,
    });
    const source = await premium
      .from('question_sets')
      .select('questions(count)')
      .eq('id', officialSet)
      .single();
    expect(copy.data?.questions).toEqual(source.data?.questions);
  });

  it('keeps the one-argument call working, named after the source', async () => {
    const { data, error } = await premium.rpc('copy_question_set', { set_id: officialSet });
    expect(error).toBeNull();
    const copy = await premium
      .from('question_sets')
      .select('game_name')
      .eq('id', data as string)
      .single();
    expect(copy.data?.game_name).toBe('Telling Time');
  });

  it('refuses a free user with a 403 and says why', async () => {
    const { error, status } = await free.rpc('copy_question_set', {
      set_id: officialSet,
      new_name: 'My clocks',
    });
    expect(status).toBe(403);
    expect(error).toMatchObject({
      code: '42501',
      message: 'Copying public question sets is a premium feature.',
    });
  });

  it.each([
    ['a blank name', '   ', 'Give the copy a name.'],
    ['a name over 100 characters', 'x'.repeat(101), "A question set's name can be at most 100 characters."],
  ])('refuses %s with a 400 and says what to fix', async (_, newName, message) => {
    const before = await server.database.query('select count(*)::int as count from question_sets');
    const { error, status } = await premium.rpc('copy_question_set', {
      set_id: officialSet,
      new_name: newName,
    });
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '23514', message });
    const after = await server.database.query('select count(*)::int as count from question_sets');
    expect(after.rows).toEqual(before.rows);
  });
});
