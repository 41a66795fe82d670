import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supabaseClient } from '../internal/functions/test-clients';
import type { TestServer } from '../testing';
import { startTestServer, testDatabaseKinds } from '../testing';

const QUESTION_COLUMNS =
  'id, question, answer, type, question_type, media_url, media_type, media_alt, media_attribution, is_premium, question_set_id, multiple_choice_options(id, option_text, is_correct)';

const ADMIN_EMAIL = 'admin@quizcoop.test';

interface Question {
  id: string;
  is_premium: boolean;
  multiple_choice_options: { option_text: string }[];
}

/**
 * The premium guarantee through the real API: supabase-js against a running server, the app's own queries,
 * without the app's `is_premium = false` filter. A visitor or a free user gets the free questions and nothing else.
 */
describe.each(testDatabaseKinds())('premium questions over /rest/v1 on %s', (kind) => {
  let server: TestServer;
  let clients: Record<'anon' | 'free' | 'premium' | 'admin', SupabaseClient>;
  let officialSet: string;
  let freeQuestionIds: string[];
  let premiumQuestionIds: string[];

  async function signedIn(email: string): Promise<SupabaseClient> {
    const user = await server.createUser({
      email,
      password: 'Quiz-coop-1!',
      data: { username: email.split('@')[0] },
    });
    if (email.startsWith('premium')) {
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
    server = await startTestServer({ database: kind, adminEmail: ADMIN_EMAIL });
    clients = {
      anon: supabaseClient(server),
      free: await signedIn('free_teacher@quizcoop.test'),
      premium: await signedIn('premium_teacher@quizcoop.test'),
      admin: await signedIn(ADMIN_EMAIL),
    };
    const { rows } = await server.database.query<{ set: string; id: string; is_premium: boolean }>(
      `select s.id as set, q.id, q.is_premium from question_sets s join questions q on q.question_set_id = s.id
        where s.game_name = 'Fractions with Pictures' order by q.id`,
    );
    officialSet = rows[0]!.set;
    freeQuestionIds = rows.filter((row) => !row.is_premium).map((row) => row.id);
    premiumQuestionIds = rows.filter((row) => row.is_premium).map((row) => row.id);
  });

  afterAll(() => server.close());

  const idsOf = (questions: { id: string }[]) => questions.map((question) => question.id).sort();

  it.each(['anon', 'free'] as const)(
    'gives %s only the free questions of a set, options included',
    async (who) => {
      const { data, error } = await clients[who]
        .from('questions')
        .select(QUESTION_COLUMNS)
        .in('question_set_id', [officialSet]);
      expect(error).toBeNull();
      expect(idsOf(data as Question[])).toEqual(freeQuestionIds);
    },
  );

  it('gives a premium member every question of the set', async () => {
    const { data, error } = await clients.premium
      .from('questions')
      .select(QUESTION_COLUMNS)
      .in('question_set_id', [officialSet]);
    expect(error).toBeNull();
    expect(idsOf(data as Question[])).toEqual([...freeQuestionIds, ...premiumQuestionIds].sort());
  });

  it.each(['anon', 'free'] as const)('leaves premium questions out of sets embedded for %s', async (who) => {
    const { data, error } = await clients[who]
      .from('question_sets')
      .select(
        'id, game_name, questions(id, question, answer, is_premium, multiple_choice_options(option_text))',
      );
    expect(error).toBeNull();
    const questions = (data as { questions: Question[] }[]).flatMap((set) => set.questions);
    expect(questions.length).toBeGreaterThan(200);
    expect(questions.filter((question) => question.is_premium)).toEqual([]);
  });

  it.each(['anon', 'free'] as const)('never hands %s the options of a premium question', async (who) => {
    const { data, error } = await clients[who]
      .from('multiple_choice_options')
      .select('id, question_id')
      .in('question_id', premiumQuestionIds);
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });

  it('stops handing premium questions to a premium member while the admin has switched them off', async () => {
    const readAsPremium = async () => {
      const questions = await clients.premium
        .from('questions')
        .select(QUESTION_COLUMNS)
        .in('question_set_id', [officialSet]);
      const options = await clients.premium
        .from('multiple_choice_options')
        .select('id')
        .in('question_id', premiumQuestionIds);
      const embedded = await clients.premium
        .from('question_sets')
        .select('id, questions(id, is_premium, multiple_choice_options(option_text))')
        .eq('id', officialSet)
        .single();
      expect([questions.error, options.error, embedded.error]).toEqual([null, null, null]);
      return {
        questions: idsOf(questions.data as Question[]),
        options: (options.data ?? []).length > 0,
        embedded: idsOf((embedded.data as { questions: Question[] }).questions),
      };
    };
    const switchTo = async (turnedOn: boolean) => {
      const { error } = await clients.admin.rpc('admin_set_feature_flag', {
        flag_name: 'premium_questions_access',
        turned_on: turnedOn,
      });
      expect(error).toBeNull();
    };
    const everyQuestion = [...freeQuestionIds, ...premiumQuestionIds].sort();

    expect(await readAsPremium()).toEqual({
      questions: everyQuestion,
      options: true,
      embedded: everyQuestion,
    });
    await switchTo(false);
    try {
      expect(await readAsPremium()).toEqual({
        questions: freeQuestionIds,
        options: false,
        embedded: freeQuestionIds,
      });
    } finally {
      await switchTo(true);
    }
    expect(await readAsPremium()).toEqual({
      questions: everyQuestion,
      options: true,
      embedded: everyQuestion,
    });
  });

  it('refuses to copy a public set for a free user, and copies it for a premium member', async () => {
    const refused = await clients.free.rpc('copy_question_set', { set_id: officialSet });
    expect(refused.error).toMatchObject({
      code: '42501',
      message: 'Copying public question sets is a premium feature.',
    });

    const copied = await clients.premium.rpc('copy_question_set', { set_id: officialSet });
    expect(copied.error).toBeNull();
    const { count } = await clients.premium
      .from('questions')
      .select('id', { count: 'exact', head: true })
      .eq('question_set_id', copied.data as string);
    expect(count).toBe(freeQuestionIds.length + premiumQuestionIds.length);
  });

  it('does not let a free user grant themselves premium', async () => {
    const { data: session } = await clients.free.auth.getUser();
    const { error } = await clients.free
      .from('user_subscriptions')
      .insert({ user_id: session.user!.id, active: true, subscription_type: 'premium' });
    expect(error).toMatchObject({ code: '42501' });
    const { data } = await clients.free.from('questions').select('id').in('id', premiumQuestionIds);
    expect(data).toEqual([]);
  });
});
