import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedUpClient, supabaseClient } from '../internal/functions/test-clients';
import type { SignedIn } from '../internal/functions/test-clients';
import type { TestServer } from '../testing';
import { startTestServer, testDatabaseKinds } from '../testing';

const MEDIA_BUCKET = 'question-media';
const OFFICIAL_PICTURE = 'official/telling-time/clock-3-00.svg';

const png = () => new Blob([new Uint8Array(256).fill(9)], { type: 'image/png' });

/**
 * Pictures an author uploads for their questions, through the API the app uses: who may see a premium
 * question's picture, and that a picture no question shows any more is deleted, its file included.
 */
describe.each(testDatabaseKinds())('question pictures over HTTP on %s', (kind) => {
  let server: TestServer;
  let visitor: SupabaseClient;
  let author: SignedIn;
  let premium: SignedIn;
  let free: SignedIn;
  let setId: string;
  let uploads = 0;

  async function upload(owner: SignedIn): Promise<string> {
    uploads += 1;
    const path = `${owner.userId}/picture-${uploads}.png`;
    const { error } = await owner.client.storage.from(MEDIA_BUCKET).upload(path, png());
    expect(error).toBeNull();
    return path;
  }

  async function addQuestion(
    owner: SignedIn,
    mediaUrl: string,
    { premiumQuestion = false, set = setId } = {},
  ): Promise<string> {
    const { data, error } = await owner.client.rpc('add_question', {
      set_id: set,
      question: 'Which animal is this?',
      answer: 'A cow',
      media_url: mediaUrl,
      media_type: mediaUrl.endsWith('.svg') ? 'image/svg+xml' : 'image/png',
      media_alt: 'A brown cow in a field',
      media_attribution: 'Photo by the author',
    });
    expect(error).toBeNull();
    if (premiumQuestion) {
      const marked = await owner.client.from('questions').update({ is_premium: true }).eq('id', data);
      expect(marked.error).toBeNull();
    }
    return data as string;
  }

  const fileOf = (path: string) => join(server.storageFolder, MEDIA_BUCKET, ...path.split('/'));

  async function objectExists(path: string): Promise<boolean> {
    const { rows } = await server.database.query('select 1 from storage.objects where name = $1', [path]);
    return rows.length > 0;
  }

  // The server removes a picture just after the write that left it unshown, through the storage service.
  async function expectRemoved(path: string): Promise<void> {
    await vi.waitFor(
      async () => {
        expect(await objectExists(path)).toBe(false);
        expect(existsSync(fileOf(path))).toBe(false);
      },
      { timeout: 5000 },
    );
  }

  async function expectKept(path: string): Promise<void> {
    await vi.waitFor(
      async () => {
        const { rows } = await server.database.query('select 1 from private.removed_pictures');
        expect(rows).toEqual([]);
      },
      { timeout: 5000 },
    );
    expect(await objectExists(path)).toBe(true);
    expect(existsSync(fileOf(path))).toBe(true);
  }

  async function newSet(owner: SignedIn, isPublic = true): Promise<string> {
    const { data, error } = await owner.client
      .from('question_sets')
      .insert({ game_name: 'Farm animals', is_public: isPublic })
      .select('id')
      .single();
    expect(error).toBeNull();
    return data!.id as string;
  }

  beforeAll(async () => {
    server = await startTestServer({ database: kind, emailConfirm: false, readCacheMs: 0 });
    visitor = supabaseClient(server);
    author = await signedUpClient(server, `picture-author-${kind}@quizcoop.test`);
    premium = await signedUpClient(server, `picture-premium-${kind}@quizcoop.test`);
    free = await signedUpClient(server, `picture-free-${kind}@quizcoop.test`);
    await server.database.query(
      `insert into public.user_subscriptions (user_id, active, subscription_type) values ($1, true, 'premium')`,
      [premium.userId],
    );
    setId = await newSet(author);
  });

  afterAll(() => server?.close());

  describe('a premium question’s picture', () => {
    let picture: string;

    beforeAll(async () => {
      picture = await upload(author);
      await addQuestion(author, picture, { premiumQuestion: true });
    });

    it('is signed for its author and a premium member, and served to them', async () => {
      for (const reader of [author, premium]) {
        const { data, error } = await reader.client.storage.from(MEDIA_BUCKET).createSignedUrl(picture, 60);
        expect(error).toBeNull();
        const response = await fetch(data!.signedUrl);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('image/png');
      }
    });

    it('is refused to a free user and a visitor, however they ask', async () => {
      for (const client of [free.client, visitor]) {
        expect((await client.storage.from(MEDIA_BUCKET).createSignedUrl(picture, 60)).data).toBeNull();
        expect((await client.storage.from(MEDIA_BUCKET).download(picture)).data).toBeNull();
      }
      const publicUrl = visitor.storage.from(MEDIA_BUCKET).getPublicUrl(picture).data.publicUrl;
      expect((await fetch(publicUrl)).status).toBe(404);
      const authenticated = await fetch(
        `${server.url}/storage/v1/object/authenticated/${MEDIA_BUCKET}/${picture}`,
        { headers: { apikey: server.anonKey, authorization: `Bearer ${free.accessToken}` } },
      );
      expect(authenticated.status).toBe(404);
    });

    it('is refused to a premium member while premium questions are switched off, and kept for its author', async () => {
      const signedFor = async (reader: SignedIn) =>
        (await reader.client.storage.from(MEDIA_BUCKET).createSignedUrl(picture, 60)).data !== null;
      await server.database.query(
        `update public.feature_flags set enabled = false where name = 'premium_questions_access'`,
      );
      try {
        expect(await signedFor(premium)).toBe(false);
        expect((await premium.client.storage.from(MEDIA_BUCKET).download(picture)).data).toBeNull();
        expect(await signedFor(author)).toBe(true);
      } finally {
        await server.database.query(
          `update public.feature_flags set enabled = true where name = 'premium_questions_access'`,
        );
      }
      expect(await signedFor(premium)).toBe(true);
    });

    it('is stored with the question’s alt text and attribution', async () => {
      const { data } = await premium.client
        .from('questions')
        .select('media_url, media_type, media_alt, media_attribution')
        .eq('media_url', picture)
        .single();
      expect(data).toEqual({
        media_url: picture,
        media_type: 'image/png',
        media_alt: 'A brown cow in a field',
        media_attribution: 'Photo by the author',
      });
    });
  });

  describe('a picture no question shows any more', () => {
    it('is deleted with its question, file and all', async () => {
      const picture = await upload(author);
      const question = await addQuestion(author, picture);
      await expectKept(picture);
      const { error } = await author.client.from('questions').delete().eq('id', question);
      expect(error).toBeNull();
      await expectRemoved(picture);
    });

    it('is deleted when its question shows another picture or none', async () => {
      const first = await upload(author);
      const second = await upload(author);
      const question = await addQuestion(author, first);
      const replaced = await author.client.from('questions').update({ media_url: second }).eq('id', question);
      expect(replaced.error).toBeNull();
      await expectRemoved(first);
      await expectKept(second);

      const cleared = await author.client
        .from('questions')
        .update({ media_url: null, media_type: null, media_alt: null, media_attribution: null })
        .eq('id', question);
      expect(cleared.error).toBeNull();
      await expectRemoved(second);
    });

    it('is deleted with a whole set', async () => {
      const set = await newSet(author, false);
      const picture = await upload(author);
      await addQuestion(author, picture, { set });
      expect((await author.client.from('question_sets').delete().eq('id', set)).error).toBeNull();
      await expectRemoved(picture);
    });

    it('stays while another question still shows it', async () => {
      const picture = await upload(author);
      const first = await addQuestion(author, picture);
      await addQuestion(author, picture);
      expect((await author.client.from('questions').delete().eq('id', first)).error).toBeNull();
      await expectKept(picture);
    });

    it('is never the official library’s', async () => {
      const premiumSet = await newSet(premium);
      const official = await addQuestion(premium, OFFICIAL_PICTURE, { set: premiumSet });
      expect((await premium.client.from('questions').delete().eq('id', official)).error).toBeNull();
      expect(await objectExists(OFFICIAL_PICTURE)).toBe(true);
    });
  });
});
