import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAccount } from '../internal/functions/test-clients';
import type { TestServer } from '../testing';
import { startTestServer, testDatabaseKinds } from '../testing';

const ADMIN_EMAIL = 'admin@quizcoop.test';
const OFFICIAL_BY_ADMIN =
  'Only the admin marks a set official or takes the mark away, from the admin dashboard.';
const UNPUBLISHED_BY_ADMIN = 'The admin took this set out of the public library: it stays private.';

/**
 * The admin's marks on a set stick: its author cannot take the official mark off or publish again a set the
 * admin unpublished with a plain update through /rest, and even the admin marks a set official only through
 * the admin function that writes who did it to the audit log.
 */
describe.each(testDatabaseKinds())('the admin’s marks on question sets over /rest/v1 on %s', (kind) => {
  let server: TestServer;
  let admin: SupabaseClient;
  let adminId: string;
  let author: SupabaseClient;

  async function publicSetOfAuthor(): Promise<string> {
    const { data, error } = await author
      .from('question_sets')
      .insert({ game_name: 'Shared quiz', is_public: true })
      .select('id')
      .single();
    expect(error).toBeNull();
    return data!.id as string;
  }

  async function marksOf(setId: string) {
    const { rows } = await server.database.query<{ is_public: boolean; is_official: boolean }>(
      'select is_public, is_official from public.question_sets where id = $1',
      [setId],
    );
    return rows[0];
  }

  beforeAll(async () => {
    server = await startTestServer({ database: kind, adminEmail: ADMIN_EMAIL });
    ({ client: admin, id: adminId } = await signedInAccount(server, ADMIN_EMAIL));
    ({ client: author } = await signedInAccount(server, 'author@quizcoop.test'));
  });

  afterAll(() => server.close());

  it('keeps a set the admin unpublished out of the library, whatever its author updates', async () => {
    const setId = await publicSetOfAuthor();
    expect((await admin.rpc('admin_unpublish_set', { set_id: setId })).error).toBeNull();

    const republished = await author.from('question_sets').update({ is_public: true }).eq('id', setId);
    expect(republished.status).toBe(403);
    expect(republished.error).toMatchObject({ code: '42501', message: UNPUBLISHED_BY_ADMIN });
    expect(await marksOf(setId)).toEqual({ is_public: false, is_official: false });

    const renamed = await author.from('question_sets').update({ game_name: 'Renamed quiz' }).eq('id', setId);
    expect(renamed.error).toBeNull();

    const { data: copyId, error } = await author.rpc('copy_question_set', { set_id: setId });
    expect(error).toBeNull();
    const copyPublished = await author.from('question_sets').update({ is_public: true }).eq('id', copyId);
    expect(copyPublished.error).toMatchObject({ code: '42501', message: UNPUBLISHED_BY_ADMIN });
  });

  it('keeps the official mark the admin gave, and lets no author give it', async () => {
    const setId = await publicSetOfAuthor();
    expect((await admin.rpc('admin_set_official', { set_id: setId, official: true })).error).toBeNull();

    const unmarked = await author.from('question_sets').update({ is_official: false }).eq('id', setId);
    expect(unmarked.status).toBe(403);
    expect(unmarked.error).toMatchObject({ code: '42501', message: OFFICIAL_BY_ADMIN });
    expect(await marksOf(setId)).toEqual({ is_public: true, is_official: true });

    const own = await publicSetOfAuthor();
    const selfMarked = await author.from('question_sets').update({ is_official: true }).eq('id', own);
    expect(selfMarked.error?.code).toBe('42501');
    expect(await marksOf(own)).toEqual({ is_public: true, is_official: false });
  });

  it('marks a set official only through the admin function, which writes who did it', async () => {
    const inserted = await admin
      .from('question_sets')
      .insert({ game_name: 'Made official', is_official: true });
    expect(inserted.error).toMatchObject({ code: '42501', message: OFFICIAL_BY_ADMIN });
    const { data: own } = await admin
      .from('question_sets')
      .insert({ game_name: 'The admin’s own quiz' })
      .select('id')
      .single();
    const setId = own!.id as string;
    const plain = await admin.from('question_sets').update({ is_official: true }).eq('id', setId);
    expect(plain.error).toMatchObject({ code: '42501', message: OFFICIAL_BY_ADMIN });
    expect(await marksOf(setId)).toEqual({ is_public: false, is_official: false });

    expect((await admin.rpc('admin_set_official', { set_id: setId, official: true })).error).toBeNull();
    const { data } = await admin
      .from('admin_audit_log')
      .select('actor_id, action, target')
      .eq('target', setId);
    expect(data).toEqual([{ actor_id: adminId, action: 'set.mark_official', target: setId }]);
  });
});
