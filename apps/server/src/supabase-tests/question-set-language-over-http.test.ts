import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supabaseClient } from '../internal/functions/test-clients';
import type { TestServer } from '../testing';
import { startTestServer, testDatabaseKinds } from '../testing';

/** A set's language as the library's forms write it: through the real API, refusals as the client sees them. */
describe.each(testDatabaseKinds())('a question set’s language over HTTP on %s', (kind) => {
  let server: TestServer;
  let author: SupabaseClient;

  beforeAll(async () => {
    server = await startTestServer({ database: kind, readCacheMs: 0 });
    const email = 'language_author@quizcoop.test';
    const user = await server.createUser({
      email,
      password: 'Quiz-coop-1!',
      data: { username: 'language_author' },
    });
    author = supabaseClient(server);
    const { error } = await author.auth.signInWithPassword({ email, password: user.password });
    if (error) throw error;
  });

  afterAll(() => server.close());

  it('refuses a malformed tag as a bad request that names the constraint, not as a server error', async () => {
    const { error, status } = await author
      .from('question_sets')
      .insert({ game_name: 'Palabras', language: 'Spanish' })
      .select('id')
      .single();
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '23514' });
    expect(error?.message).toContain('question_sets_language_tag');
  });

  it('writes and reads a well-formed tag, and copies it', async () => {
    const { data, error } = await author
      .from('question_sets')
      .insert({ game_name: 'Palabras', language: 'es-419' })
      .select('id, language')
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ language: 'es-419' });
    const copy = await author.rpc('copy_question_set', { set_id: data!.id, new_name: 'Más palabras' });
    const copied = await author.from('question_sets').select('language').eq('id', copy.data).single();
    expect(copied.data).toEqual({ language: 'es-419' });
  });
});
