import type { SupabaseClient } from '@supabase/supabase-js';
import { createClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { TestServer } from '../../testing';
import { startTestServer, testDatabaseKinds } from '../../testing';

/**
 * The database calls of the product, exactly as the web app makes them through
 * supabase-js, against the real schema and seed: what they return, and what row-level security withholds.
 */
const SET_FIELDS =
  'id, game_name, question_format, description, intended_grades, intended_settings, is_public, is_official, created_by';
const QUESTION_FIELDS =
  'id, question, answer, type, question_type, media_url, media_type, media_alt, media_attribution, is_premium, question_set_id, multiple_choice_options(id, option_text, is_correct)';

interface QuestionRow {
  id: string;
  is_premium: boolean;
  question_set_id: string;
  question_type: string;
  multiple_choice_options: { id: string; option_text: string; is_correct: boolean }[];
}

describe.each(testDatabaseKinds())('the product’s queries through /rest/v1 on %s', (kind) => {
  let server: TestServer;
  let anon: SupabaseClient;
  let teacher: { id: string; client: SupabaseClient };
  let member: { id: string; client: SupabaseClient };
  let officialSets: { id: string; game_name: string; premium: number; total: number }[];

  function client(accessToken?: string): SupabaseClient {
    return createClient(server.url, server.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: WebSocket as never },
      global: accessToken ? { headers: { Authorization: `Bearer ${accessToken}` } } : {},
    });
  }

  // The access token the auth service issues after sign-in; signing in itself is the auth routes' concern.
  async function signedIn(email: string): Promise<{ id: string; client: SupabaseClient }> {
    const user = await server.createUser({ email, password: 'Correct-horse-9!' });
    const token = await new SignJWT({ role: 'authenticated', email, aud: 'authenticated' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.id)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(server.jwtSecret));
    return { id: user.id, client: client(token) };
  }

  beforeAll(async () => {
    server = await startTestServer({ database: kind });
    anon = client();
    teacher = await signedIn('teacher@example.test');
    member = await signedIn('member@example.test');
    await server.database.query(
      `insert into public.user_subscriptions (user_id, active, subscription_type, provider) values ($1, true, 'premium', 'local')`,
      [member.id],
    );
    const { rows } = await server.database.query<{
      id: string;
      game_name: string;
      premium: number;
      total: number;
    }>(
      `select s.id, s.game_name, count(*) filter (where q.is_premium)::int as premium, count(*)::int as total
       from public.question_sets s join public.questions q on q.question_set_id = s.id
       where s.is_official group by s.id, s.game_name order by s.game_name`,
    );
    officialSets = rows;
  });

  afterAll(() => server.close());

  it('reads the feature flags', async () => {
    const { data, error } = await anon.from('feature_flags').select('*');
    expect(error).toBeNull();
    expect(data?.map((flag: { name: string }) => flag.name).sort()).toEqual([
      'copy_public_games',
      'premium_question_creation',
      'premium_questions_access',
      'premium_subscription_available',
      'unlimited_score_scrambles',
    ]);
  });

  it('lists the own sets by game_name with questions(count)', async () => {
    const created = await teacher.client
      .from('question_sets')
      .insert([
        { game_name: 'Zebra facts', created_by: teacher.id, is_public: false },
        { game_name: 'Apple facts', created_by: teacher.id, is_public: true },
      ])
      .select('id, game_name');
    expect(created.error).toBeNull();
    const apple = created.data!.find((set) => set.game_name === 'Apple facts')!;
    const question = await teacher.client
      .from('questions')
      .insert({ question_set_id: apple.id, question: 'Is an apple a fruit?', answer: 'Yes' })
      .select('id')
      .single();
    expect(question.error).toBeNull();

    const { data, error } = await teacher.client
      .from('question_sets')
      .select(`${SET_FIELDS}, questions(count)`)
      .eq('created_by', teacher.id)
      .order('game_name', { ascending: true });
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        id: apple.id,
        game_name: 'Apple facts',
        question_format: 'mixed',
        description: null,
        intended_grades: [],
        intended_settings: [],
        is_public: true,
        is_official: false,
        created_by: teacher.id,
        questions: [{ count: 1 }],
      },
      expect.objectContaining({ game_name: 'Zebra facts', is_public: false, questions: [{ count: 0 }] }),
    ]);
    const others = await member.client.from('question_sets').select('id').eq('created_by', teacher.id);
    expect(others.data).toEqual([{ id: apple.id }]);
  });

  it('stars and unstars sets, reads the starred ids and then those sets by id list', async () => {
    const [first, second] = officialSets;
    const starred = await teacher.client.from('starred_question_sets').insert([
      { question_set_id: first!.id, user_id: teacher.id },
      { question_set_id: second!.id, user_id: teacher.id },
    ]);
    expect([starred.status, starred.error]).toEqual([201, null]);
    const again = await teacher.client
      .from('starred_question_sets')
      .insert({ question_set_id: first!.id, user_id: teacher.id });
    expect([again.status, again.error?.code]).toEqual([409, '23505']);

    const ids = await teacher.client
      .from('starred_question_sets')
      .select('question_set_id')
      .eq('user_id', teacher.id);
    const starredIds = ids.data!.map((row: { question_set_id: string }) => row.question_set_id);
    expect(starredIds.sort()).toEqual([first!.id, second!.id].sort());

    const sets = await teacher.client
      .from('question_sets')
      .select(`${SET_FIELDS}, questions(count)`)
      .in('id', starredIds)
      .order('game_name');
    expect(
      sets.data?.map((set: { game_name: string; questions: { count: number }[] }) => [
        set.game_name,
        set.questions,
      ]),
    ).toEqual([
      [first!.game_name, [{ count: first!.total - first!.premium }]],
      [second!.game_name, [{ count: second!.total - second!.premium }]],
    ]);

    const removed = await teacher.client
      .from('starred_question_sets')
      .delete()
      .eq('question_set_id', second!.id)
      .eq('user_id', teacher.id);
    expect([removed.status, removed.error]).toEqual([204, null]);
    const left = await teacher.client
      .from('starred_question_sets')
      .select('question_set_id')
      .eq('user_id', teacher.id);
    expect(left.data).toEqual([{ question_set_id: first!.id }]);
    expect((await member.client.from('starred_question_sets').select('question_set_id')).data).toEqual([]);
  });

  it('toggles a star with the toggle_star function, and refuses visitors', async () => {
    const set = officialSets[2]!;
    expect((await member.client.rpc('toggle_star', { set_id: set.id })).data).toBe(true);
    expect((await member.client.from('starred_question_sets').select('question_set_id')).data).toEqual([
      { question_set_id: set.id },
    ]);
    expect((await member.client.rpc('toggle_star', { set_id: set.id })).data).toBe(false);
    expect((await member.client.from('starred_question_sets').select('question_set_id')).data).toEqual([]);
    const visitor = await anon.rpc('toggle_star', { set_id: set.id });
    expect([visitor.status, visitor.error?.code, visitor.error?.message]).toEqual([
      401,
      '42501',
      'You must be logged in to star question sets',
    ]);
  });

  it('fetches the questions of a 4-player game with their options, premium ones only for premium members', async () => {
    const chosen = officialSets.filter((set) => set.premium > 0).slice(0, 4);
    expect(chosen).toHaveLength(4);
    const setIds = chosen.map((set) => set.id);
    const allQuestions = chosen.reduce((sum, set) => sum + set.total, 0);
    const freeQuestions = chosen.reduce((sum, set) => sum + set.total - set.premium, 0);

    const free = await teacher.client
      .from('questions')
      .select(QUESTION_FIELDS)
      .in('question_set_id', setIds)
      .eq('is_premium', false);
    expect(free.error).toBeNull();
    const freeRows = free.data as unknown as QuestionRow[];
    expect(freeRows).toHaveLength(freeQuestions);
    expect(freeRows.every((row) => !row.is_premium && setIds.includes(row.question_set_id))).toBe(true);
    const multipleChoice = freeRows.filter((row) => row.question_type === 'multiple_choice');
    expect(multipleChoice.length).toBeGreaterThan(0);
    for (const row of multipleChoice) {
      expect(row.multiple_choice_options.length).toBeGreaterThanOrEqual(2);
      expect(row.multiple_choice_options.filter((option) => option.is_correct)).toHaveLength(1);
    }

    // Leaving out the product's own is_premium filter changes nothing for a free user or a visitor.
    for (const reader of [teacher.client, anon]) {
      const unfiltered = await reader.from('questions').select(QUESTION_FIELDS).in('question_set_id', setIds);
      expect((unfiltered.data as unknown as QuestionRow[]).filter((row) => row.is_premium)).toEqual([]);
    }
    const premium = await member.client
      .from('questions')
      .select(QUESTION_FIELDS)
      .in('question_set_id', setIds);
    const premiumRows = premium.data as unknown as QuestionRow[];
    expect(premiumRows).toHaveLength(allQuestions);
    expect(premiumRows.filter((row) => row.is_premium).length).toBe(allQuestions - freeQuestions);
  });

  it('reads the subscription with maybeSingle, tolerating no row as the product does', async () => {
    const none = await teacher.client
      .from('user_subscriptions')
      .select('*')
      .eq('user_id', teacher.id)
      .maybeSingle();
    expect([none.data, none.error]).toEqual([null, null]);
    const strict = await teacher.client
      .from('user_subscriptions')
      .select('*')
      .eq('user_id', teacher.id)
      .single();
    expect([strict.status, strict.error?.code, strict.error?.details]).toEqual([
      406,
      'PGRST116',
      'The result contains 0 rows',
    ]);
    const own = await member.client
      .from('user_subscriptions')
      .select('*')
      .eq('user_id', member.id)
      .maybeSingle();
    expect(own.data).toMatchObject({ user_id: member.id, active: true, subscription_type: 'premium' });
    const someoneElse = await teacher.client
      .from('user_subscriptions')
      .select('*')
      .eq('user_id', member.id)
      .maybeSingle();
    expect(someoneElse.data).toBeNull();
  });

  it('reads the admin role of the signed-in user, and nobody grants themselves one', async () => {
    const roles = await teacher.client
      .from('user_roles')
      .select('role, user_id')
      .eq('user_id', teacher.id)
      .eq('role', 'admin');
    expect([roles.data, roles.error]).toEqual([[], null]);
    const grant = await teacher.client.from('user_roles').insert({ user_id: teacher.id, role: 'admin' });
    expect([grant.status, grant.error?.code]).toEqual([403, '42501']);
    const subscribe = await teacher.client
      .from('user_subscriptions')
      .insert({ user_id: teacher.id, active: true, subscription_type: 'premium' });
    expect([subscribe.status, subscribe.error?.code]).toEqual([403, '42501']);
  });

  it('inserts the profile of an account that has none, and reports a taken username by its constraint', async () => {
    const anonymous = await server.database.query<{ id: string }>(
      `insert into auth.users (id, aud, role, is_anonymous, created_at, updated_at)
       values (gen_random_uuid(), 'authenticated', 'authenticated', true, now(), now()) returning id`,
    );
    const id = anonymous.rows[0]!.id;
    const token = await new SignJWT({ role: 'authenticated', is_anonymous: true })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(id)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(server.jwtSecret));
    const profile = {
      id,
      username: 'Quiz_Master-1',
      referral_source: 'a colleague',
      email_opt_in: true,
      terms_accepted: true,
    };
    const inserted = await client(token).from('profiles').insert(profile);
    expect([inserted.status, inserted.error]).toEqual([201, null]);
    expect((await client(token).from('profiles').select('username, email_opt_in').single()).data).toEqual({
      username: 'Quiz_Master-1',
      email_opt_in: true,
    });

    await server.database.query(`update public.profiles set username = 'taken_name' where id = $1`, [
      teacher.id,
    ]);
    const second = await server.database.query<{ id: string }>(
      `insert into auth.users (id, aud, role, is_anonymous, created_at, updated_at)
       values (gen_random_uuid(), 'authenticated', 'authenticated', true, now(), now()) returning id`,
    );
    const secondToken = await new SignJWT({ role: 'authenticated', is_anonymous: true })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(second.rows[0]!.id)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(server.jwtSecret));
    const taken = await client(secondToken)
      .from('profiles')
      .insert({ ...profile, id: second.rows[0]!.id, username: 'TAKEN_name' });
    expect([taken.status, taken.error?.code, taken.error?.message]).toEqual([
      409,
      '23505',
      'duplicate key value violates unique constraint "profiles_username_key"',
    ]);
    const malformed = await client(secondToken)
      .from('profiles')
      .insert({ ...profile, id: second.rows[0]!.id, username: 'a b' });
    expect([malformed.status, malformed.error?.code, malformed.error?.message]).toEqual([
      400,
      '23514',
      'new row for relation "profiles" violates check constraint "profiles_username_format"',
    ]);
  });
});
