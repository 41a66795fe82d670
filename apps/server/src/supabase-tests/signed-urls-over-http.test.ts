import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpClient, supabaseClient } from '../internal/functions/test-clients';
import type { SignedIn } from '../internal/functions/test-clients';
import type { TestServer } from '../testing';
import { startTestServer, testDatabaseKinds } from '../testing';

const MEDIA_BUCKET = 'question-media';
const HOUR = 3600;

const png = () => new Blob([new Uint8Array(96).fill(5)], { type: 'image/png' });

/**
 * A signed URL is a promise made to whoever signed it, and the server keeps checking that it still holds: each
 * use reads the object again as the signer, so the URL stops working as soon as the signer may no longer see
 * the picture, however long it was signed for. Browsers keep such pictures to themselves, and for a minute at
 * most.
 */
describe.each(testDatabaseKinds())('signed URLs of question pictures over HTTP on %s', (kind) => {
  let server: TestServer;
  let visitor: SupabaseClient;
  let author: SignedIn;
  let reader: SignedIn;
  let setId: string;
  let uploads = 0;

  async function pictureOfNewQuestion(): Promise<{ picture: string; question: string }> {
    uploads += 1;
    const picture = `${author.userId}/signed-${uploads}.png`;
    expect((await author.client.storage.from(MEDIA_BUCKET).upload(picture, png())).error).toBeNull();
    const { data, error } = await author.client.rpc('add_question', {
      set_id: setId,
      question: 'Which bird is this?',
      answer: 'A robin',
      media_url: picture,
      media_type: 'image/png',
      media_alt: 'A robin on a branch',
    });
    expect(error).toBeNull();
    return { picture, question: data as string };
  }

  async function signedUrl(client: SupabaseClient, picture: string): Promise<string> {
    const { data, error } = await client.storage.from(MEDIA_BUCKET).createSignedUrl(picture, HOUR);
    expect(error).toBeNull();
    return data!.signedUrl;
  }

  beforeAll(async () => {
    server = await startTestServer({ database: kind, emailConfirm: false, readCacheMs: 0 });
    visitor = supabaseClient(server);
    author = await signedUpClient(server, `signed-author-${kind}@quizcoop.test`);
    reader = await signedUpClient(server, `signed-reader-${kind}@quizcoop.test`);
    const { data, error } = await author.client
      .from('question_sets')
      .insert({ game_name: 'Garden birds', is_public: true })
      .select('id')
      .single();
    expect(error).toBeNull();
    setId = data!.id as string;
  });

  afterAll(() => server?.close());

  it('stops working for a free reader once the question turns premium', async () => {
    const { picture, question } = await pictureOfNewQuestion();
    const url = await signedUrl(reader.client, picture);
    expect((await fetch(url)).status).toBe(200);

    const marked = await author.client.from('questions').update({ is_premium: true }).eq('id', question);
    expect(marked.error).toBeNull();
    const refused = await fetch(url);
    expect(refused.status).toBe(404);
    expect(await fetch(await signedUrl(author.client, picture)).then((response) => response.status)).toBe(
      200,
    );
  });

  it('stops working once the set showing the picture turns private', async () => {
    const { picture } = await pictureOfNewQuestion();
    const url = await signedUrl(visitor, picture);
    expect((await fetch(url)).status).toBe(200);

    const hidden = await author.client.from('question_sets').update({ is_public: false }).eq('id', setId);
    expect(hidden.error).toBeNull();
    try {
      expect((await fetch(url)).status).toBe(404);
    } finally {
      await author.client.from('question_sets').update({ is_public: true }).eq('id', setId);
    }
  });

  it('stops working once the question showing the picture is deleted', async () => {
    const { picture, question } = await pictureOfNewQuestion();
    const url = await signedUrl(reader.client, picture);
    expect((await author.client.from('questions').delete().eq('id', question)).error).toBeNull();
    expect((await fetch(url)).status).toBe(404);
  });

  it('stops working once the session that signed it has ended', async () => {
    const leaving = await signedUpClient(server, `signed-leaving-${kind}@quizcoop.test`);
    const { picture } = await pictureOfNewQuestion();
    const url = await signedUrl(leaving.client, picture);
    expect((await fetch(url)).status).toBe(200);
    expect((await leaving.client.auth.signOut({ scope: 'global' })).error).toBeNull();
    const refused = await fetch(url);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: 'InvalidToken' });
  });

  it('is sent for the browser alone to keep, and for a minute at most', async () => {
    const { picture } = await pictureOfNewQuestion();
    const response = await fetch(await signedUrl(reader.client, picture));
    expect(response.headers.get('cache-control')).toBe('private, max-age=60');
    const authenticated = await fetch(
      `${server.url}/storage/v1/object/authenticated/${MEDIA_BUCKET}/${picture}`,
      {
        headers: { apikey: server.anonKey, authorization: `Bearer ${author.accessToken}` },
      },
    );
    expect(authenticated.headers.get('cache-control')).toBe('private, max-age=60');

    const logo = await fetch(visitor.storage.from('assets').getPublicUrl('logo.png').data.publicUrl);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('cache-control')).not.toContain('private');
  });
});
