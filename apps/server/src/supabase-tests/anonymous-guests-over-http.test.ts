import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpClient, supabaseClient } from '../internal/functions/test-clients';
import type { SignedIn } from '../internal/functions/test-clients';
import type { TestServer } from '../testing';
import { startTestServer, testDatabaseKinds } from '../testing';
import { keptGame } from './kept-game-records';

const png = () => new Blob([new Uint8Array(64).fill(7)], { type: 'image/png' });

/**
 * A deployment may turn anonymous sign-ins on, so a guest can play without an account. Such a guest costs
 * nothing to make, a script can make thousands, so none of them may write what a teacher writes: sets,
 * questions, imports, uploaded files or kept games.
 */
describe.each(testDatabaseKinds())('anonymous guests on %s', (kind) => {
  let server: TestServer;
  let guest: SupabaseClient;
  let guestId: string;
  let teacher: SignedIn;

  async function setCount(owner: string): Promise<number> {
    const { rows } = await server.database.query<{ sets: number }>(
      'select count(*)::int as sets from public.question_sets where created_by = $1',
      [owner],
    );
    return rows[0]!.sets;
  }

  beforeAll(async () => {
    server = await startTestServer({ database: kind, emailConfirm: false, anonymousSignIns: true });
    guest = supabaseClient(server);
    const { data, error } = await guest.auth.signInAnonymously();
    expect(error).toBeNull();
    guestId = data.user!.id;
    teacher = await signedUpClient(server, `anonymous-guests-teacher-${kind}@quizcoop.test`);
  });

  afterAll(() => server?.close());

  it('cannot create a question set, directly or by copying one of its own', async () => {
    const created = await guest.from('question_sets').insert({ game_name: 'Spam', is_public: true });
    expect(created.error?.code).toBe('42501');
    expect(await setCount(guestId)).toBe(0);
  });

  it('cannot add or import questions, even into a set it somehow owns', async () => {
    // A set made for the guest behind the API's back, as an older server let guests make them.
    const { rows } = await server.database.query<{ id: string }>(
      `insert into public.question_sets (game_name, created_by) values ('Older', $1) returning id`,
      [guestId],
    );
    const setId = rows[0]!.id;
    const imported = await guest.rpc('import_questions', {
      set_id: setId,
      questions: [{ question: 'Spam?', answer: 'Yes' }],
    });
    expect(imported.error?.code).toBe('42501');
    const added = await guest.rpc('add_question', { set_id: setId, question: 'Spam?', answer: 'Yes' });
    expect(added.error?.code).toBe('42501');
    const copied = await guest.rpc('copy_question_set', { set_id: setId });
    expect(copied.error?.code).toBe('42501');
    const { rows: counted } = await server.database.query<{ questions: number }>(
      'select count(*)::int as questions from public.questions where question_set_id = $1',
      [setId],
    );
    expect(counted[0]!.questions).toBe(0);
    expect(await setCount(guestId)).toBe(1);
  });

  it('cannot upload a picture into its own folder', async () => {
    const path = `${guestId}/spam.png`;
    const { error } = await guest.storage.from('question-media').upload(path, png());
    expect(error).not.toBeNull();
    const { rows } = await server.database.query('select 1 from storage.objects where name = $1', [path]);
    expect(rows).toHaveLength(0);
  });

  it('cannot keep a game', async () => {
    const { status, error } = await guest.rpc('record_game', { game: keptGame() });
    expect(status).toBe(403);
    expect(error?.message).toBe("Games are kept in a teacher's account, not a guest's.");
    const { rows } = await server.database.query('select 1 from public.games where owner_id = $1', [guestId]);
    expect(rows).toHaveLength(0);
  });

  it('leaves a signed-up teacher free to do all of it', async () => {
    const { data: set, error } = await teacher.client
      .from('question_sets')
      .insert({ game_name: 'Fractions', is_public: false })
      .select('id')
      .single();
    expect(error).toBeNull();
    const imported = await teacher.client.rpc('import_questions', {
      set_id: set!.id,
      questions: [{ question: 'Half of 8?', answer: '4' }],
    });
    expect(imported.error).toBeNull();
    const uploaded = await teacher.client.storage
      .from('question-media')
      .upload(`${teacher.userId}/fractions.png`, png());
    expect(uploaded.error).toBeNull();
    const kept = await teacher.client.rpc('record_game', { game: keptGame() });
    expect(kept.error).toBeNull();
  });
});
