import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { storageApi } from '../../../../../supabase/functions/_shared/storage-api.ts';
import type { TestServer } from '../../testing';
import { startTestServer, testDatabaseKinds } from '../../testing';
import type { SignedIn } from './test-clients';
import { invoke, signedUpClient, supabaseClient } from './test-clients';

const BUCKET = 'question-media';
const png = () => new Blob([new Uint8Array(64).fill(7)], { type: 'image/png' });

/**
 * Pictures no question shows any more are written down by the questions' trigger and removed through the
 * storage service by the remove-pictures function's code: on hosted Supabase a schedule calls the function,
 * the embedded server runs the same removal after each write.
 */
describe.each(testDatabaseKinds())('removing pictures no question shows on %s', (kind) => {
  let server: TestServer;
  let author: SignedIn;
  let service: SupabaseClient;
  let setId: string;
  let uploads = 0;

  beforeAll(async () => {
    server = await startTestServer({ database: kind, emailConfirm: false });
    author = await signedUpClient(server, `remove-pictures-${kind}@quizcoop.test`);
    service = supabaseClient(server, server.serviceRoleKey);
    const { data, error } = await author.client
      .from('question_sets')
      .insert({ game_name: 'Farm animals' })
      .select('id')
      .single();
    expect(error).toBeNull();
    setId = data!.id as string;
  });
  afterAll(() => server?.close());

  async function questionWithPicture(): Promise<{ questionId: string; path: string }> {
    uploads += 1;
    const path = `${author.userId}/animal-${uploads}.png`;
    expect((await author.client.storage.from(BUCKET).upload(path, png())).error).toBeNull();
    const { data, error } = await author.client.rpc('add_question', {
      set_id: setId,
      question: 'Which animal is this?',
      answer: 'A cow',
      media_url: path,
      media_type: 'image/png',
      media_alt: 'A brown cow',
      media_attribution: 'Photo by the author',
    });
    expect(error).toBeNull();
    return { questionId: data as string, path };
  }

  const fileOf = (path: string) => join(server.storageFolder, BUCKET, ...path.split('/'));
  // As the service role, which storage policies do not limit: the answer says whether the object exists.
  const downloadStatus = async (path: string) => {
    const { error } = await service.storage.from(BUCKET).download(path);
    return error ? ((error as { status?: number }).status ?? 'error') : 200;
  };
  const waiting = async () =>
    (await server.database.query('select name from private.removed_pictures')).rows.length;

  it('removes the picture of a deleted question, file and object, through the storage service', async () => {
    const { questionId, path } = await questionWithPicture();
    expect(await downloadStatus(path)).toBe(200);

    const { error } = await author.client.from('questions').delete().eq('id', questionId);
    expect(error).toBeNull();

    await vi.waitFor(
      async () => {
        expect(await downloadStatus(path)).toBe(404);
        expect(existsSync(fileOf(path))).toBe(false);
      },
      { timeout: 5000 },
    );
    const { data: listed } = await service.storage.from(BUCKET).list(author.userId);
    expect(listed!.map((object) => object.name)).not.toContain(path.split('/')[1]);
    expect(await waiting()).toBe(0);
  });

  it('keeps a written-down picture that a question shows again, and crosses it off', async () => {
    const { path } = await questionWithPicture();
    await server.database.query('insert into private.removed_pictures (bucket_id, name) values ($1, $2)', [
      BUCKET,
      path,
    ]);
    await vi.waitFor(async () => expect(await waiting()).toBe(0), { timeout: 5000 });
    expect(await downloadStatus(path)).toBe(200);
    expect(existsSync(fileOf(path))).toBe(true);
  });

  it('removes files as hosted Supabase does, through the Storage API, and a second time changes nothing', async () => {
    const first = await questionWithPicture();
    const second = await questionWithPicture();
    const hostedStorage = storageApi(server.url, server.serviceRoleKey);

    await hostedStorage.removeObjects(BUCKET, [first.path, second.path]);
    for (const { path } of [first, second]) {
      expect(await downloadStatus(path)).toBe(404);
      expect(existsSync(fileOf(path))).toBe(false);
    }
    await expect(hostedStorage.removeObjects(BUCKET, [first.path])).resolves.toBeUndefined();
  });

  it('answers the service role with what it removed, and nobody else', async () => {
    const answered = await invoke(service, 'remove-pictures', { limit: 10 });
    expect(answered).toEqual({ status: 200, body: { removed: 0, kept: 0, more: false } });

    const anonymous = await invoke(supabaseClient(server), 'remove-pictures');
    expect(anonymous.status).toBe(401);
    const teacher = await invoke(author.client, 'remove-pictures');
    expect(teacher.status).toBe(403);
    expect(teacher.body.error).toMatch(/service role/);
  });

  it('refuses a batch size outside 1 to 1000 with a clear message', async () => {
    for (const limit of [0, 1001, 2.5, '10']) {
      const answered = await invoke(service, 'remove-pictures', { limit });
      expect(answered).toEqual({
        status: 400,
        body: { error: 'limit must be a whole number from 1 to 1000.' },
      });
    }
  });
});
