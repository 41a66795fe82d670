import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supabaseClient } from '../internal/functions/test-clients';
import type { TestServer } from '../testing';
import { startTestServer, testDatabaseKinds } from '../testing';

const MEDIA_BUCKET = 'question-media';

/**
 * Premium content copied by a premium member, tried through the real API as a copier who wants to share it
 * would: unmark the copies, publish the set, read it as a visitor, keep reading after cancelling, and take the
 * pictures straight from storage.
 */
describe.each(testDatabaseKinds())('copied premium content over HTTP on %s', (kind) => {
  let server: TestServer;
  let visitor: SupabaseClient;
  let free: SupabaseClient;
  let copier: SupabaseClient;
  let copierId: string;
  let officialSet: string;
  let premiumPicture: string;
  let freePicture: string;

  async function signedIn(email: string, premium: boolean): Promise<[SupabaseClient, string]> {
    const user = await server.createUser({
      email,
      password: 'Quiz-coop-1!',
      data: { username: email.split('@')[0] },
    });
    if (premium) {
      await server.database.query(
        `insert into public.user_subscriptions (user_id, active, subscription_type) values ($1, true, 'premium')`,
        [user.id],
      );
    }
    const client = supabaseClient(server);
    const { error } = await client.auth.signInWithPassword({ email, password: user.password });
    if (error) throw error;
    return [client, user.id];
  }

  beforeAll(async () => {
    server = await startTestServer({ database: kind, readCacheMs: 0, anonymousSignIns: true });
    visitor = supabaseClient(server);
    [free] = await signedIn('free_copier@quizcoop.test', false);
    [copier, copierId] = await signedIn('premium_copier@quizcoop.test', true);
    const { rows } = await server.database.query<{ set: string; media_url: string; is_premium: boolean }>(
      `select s.id as set, q.media_url, q.is_premium from question_sets s join questions q on q.question_set_id = s.id
        where s.is_official and s.game_name = 'Telling Time' and q.media_url is not null order by q.media_url`,
    );
    officialSet = rows[0]!.set;
    premiumPicture = rows.find((row) => row.is_premium)!.media_url;
    freePicture = rows.find(
      (row) =>
        !row.is_premium && !rows.some((other) => other.is_premium && other.media_url === row.media_url),
    )!.media_url;
  });

  afterAll(() => server.close());

  async function copyOfficialSet(): Promise<string> {
    const { data, error } = await copier.rpc('copy_question_set', { set_id: officialSet });
    expect(error).toBeNull();
    return data as string;
  }

  it('keeps a copy’s premium questions premium and the copy private', async () => {
    const copy = await copyOfficialSet();

    const unmarked = await copier
      .from('questions')
      .update({ is_premium: false })
      .eq('question_set_id', copy)
      .eq('is_premium', true);
    expect(unmarked.error).toMatchObject({
      code: '23514',
      message: 'A question copied from a premium question stays premium.',
    });

    const published = await copier.from('question_sets').update({ is_public: true }).eq('id', copy);
    expect(published.error).toMatchObject({
      code: '23514',
      message: 'A question set holding premium questions copied from another set cannot be made public.',
    });

    for (const reader of [visitor, free]) {
      const { data } = await reader
        .from('questions')
        .select('id, question, is_premium')
        .eq('question_set_id', copy);
      expect(data).toEqual([]);
    }
  });

  it('stops showing the copied premium questions to the copier once the subscription ends', async () => {
    const copy = await copyOfficialSet();
    const premiumCount = async () =>
      (
        await copier
          .from('questions')
          .select('id', { count: 'exact', head: true })
          .eq('question_set_id', copy)
          .eq('is_premium', true)
      ).count;
    expect(await premiumCount()).toBeGreaterThan(0);

    await server.database.query('update user_subscriptions set active = false where user_id = $1', [
      copierId,
    ]);
    try {
      expect(await premiumCount()).toBe(0);
      const { data } = await copier.storage.from(MEDIA_BUCKET).createSignedUrl(premiumPicture, 60);
      expect(data).toBeNull();
    } finally {
      await server.database.query('update user_subscriptions set active = true where user_id = $1', [
        copierId,
      ]);
    }
  });

  it('serves no question picture from a public URL', async () => {
    for (const picture of [premiumPicture, freePicture]) {
      const response = await fetch(visitor.storage.from(MEDIA_BUCKET).getPublicUrl(picture).data.publicUrl);
      expect(response.status).toBe(404);
    }
  });

  it('signs a premium picture only for a premium member, a free picture for anyone', async () => {
    for (const reader of [visitor, free]) {
      const refused = await reader.storage.from(MEDIA_BUCKET).createSignedUrl(premiumPicture, 60);
      expect(refused.data).toBeNull();
      const signed = await reader.storage.from(MEDIA_BUCKET).createSignedUrl(freePicture, 60);
      expect(signed.error).toBeNull();
      expect((await fetch(signed.data!.signedUrl)).status).toBe(200);
    }
    const signed = await copier.storage.from(MEDIA_BUCKET).createSignedUrl(premiumPicture, 60);
    expect(signed.error).toBeNull();
    const response = await fetch(signed.data!.signedUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('signs a picture that a free and a premium question both show for anyone', async () => {
    const { rows } = await server.database.query<{ media_url: string }>(
      `select media_url from questions where media_url is not null
        group by media_url having bool_or(is_premium) and not bool_and(is_premium) limit 1`,
    );
    const shared = rows[0]!.media_url;
    const signed = await visitor.storage.from(MEDIA_BUCKET).createSignedUrl(shared, 60);
    expect(signed.error).toBeNull();
    expect((await fetch(signed.data!.signedUrl)).status).toBe(200);
  });

  it('lists no bucket and no object to a visitor, signed in anonymously or not', async () => {
    const guest = supabaseClient(server);
    const { error } = await guest.auth.signInAnonymously();
    expect(error).toBeNull();
    for (const client of [visitor, guest]) {
      for (const bucket of ['assets', 'sounds', MEDIA_BUCKET]) {
        const { data } = await client.storage.from(bucket).list('', { limit: 100 });
        expect(data ?? []).toEqual([]);
        const nested = await client.storage.from(bucket).list('official/telling-time');
        expect(nested.data ?? []).toEqual([]);
      }
    }
    const buckets = await fetch(`${server.url}/storage/v1/bucket`, {
      headers: { apikey: server.anonKey, authorization: `Bearer ${server.anonKey}` },
    });
    expect(buckets.status).toBeGreaterThanOrEqual(400);
    expect(buckets.status).toBeLessThan(500);
    expect(await buckets.text()).not.toContain(MEDIA_BUCKET);
  });
});
