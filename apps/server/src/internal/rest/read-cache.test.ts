import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing';
import { startTestServer, testDatabaseKinds } from '../../testing';
import type { CachedRead } from './read-cache';
import { ReadCache, etagOf, matchesEtag, readKey } from './read-cache';

function answer(text: string): CachedRead {
  const headers = { 'content-type': 'application/json; charset=utf-8' };
  const body = new TextEncoder().encode(text);
  return { status: 200, headers, body, etag: etagOf(200, headers, body) };
}

const textOf = (read: CachedRead | undefined) =>
  read?.body ? new TextDecoder().decode(read.body) : undefined;

describe('ReadCache', () => {
  it('replays an answer until its TTL has passed, then forgets it', () => {
    let now = 1_000;
    const cache = new ReadCache(500, () => new Date(now));
    cache.store('key', answer('[1]'), cache.startRead());
    now += 499;
    expect(textOf(cache.lookup('key'))).toBe('[1]');
    now += 1;
    expect(cache.lookup('key')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('never keeps an answer whose read overlapped a write', () => {
    const cache = new ReadCache(500, () => new Date(0));
    const startedBeforeTheWrite = cache.startRead();
    cache.invalidate();
    cache.store('key', answer('[stale]'), startedBeforeTheWrite);
    expect(cache.lookup('key')).toBeUndefined();
  });

  it('runs a read once for callers asking the same thing at once, unless a write came between', async () => {
    const cache = new ReadCache(500, () => new Date(0));
    let reads = 0;
    let finish: () => void = () => undefined;
    const read = () => {
      reads += 1;
      const body = `[${reads}]`;
      return new Promise<CachedRead>((resolve) => {
        finish = () => resolve(answer(body));
      });
    };
    const first = cache.answer('key', read);
    const joined = cache.answer('key', read);
    const finishFirst = finish;
    cache.invalidate();
    const afterTheWrite = cache.answer('key', read);
    finishFirst();
    finish();
    expect((await Promise.all([first, joined, afterTheWrite])).map(textOf)).toEqual(['[1]', '[1]', '[2]']);
    expect(reads).toBe(2);
    expect(textOf(cache.lookup('key'))).toBe('[2]');
  });

  it('empties itself on a write', () => {
    const cache = new ReadCache(500, () => new Date(0));
    cache.store('a', answer('[1]'), cache.startRead());
    cache.store('b', answer('[2]'), cache.startRead());
    cache.invalidate();
    expect([cache.lookup('a'), cache.lookup('b'), cache.size]).toEqual([undefined, undefined, 0]);
  });

  it('keeps nothing with a TTL of 0', () => {
    const cache = new ReadCache(0, () => new Date(0));
    cache.store('key', answer('[1]'), cache.startRead());
    expect([cache.enabled, cache.lookup('key')]).toEqual([false, undefined]);
  });

  it('gives up the oldest answers to stay within its memory budget', () => {
    const cache = new ReadCache(500, () => new Date(0), 1_000);
    for (const key of ['a', 'b', 'c', 'd', 'e']) cache.store(key, answer('x'.repeat(240)), cache.startRead());
    expect(['a', 'b', 'c', 'd', 'e'].map((key) => cache.lookup(key) !== undefined)).toEqual([
      false,
      true,
      true,
      true,
      true,
    ]);
    cache.store('large', answer('x'.repeat(300)), cache.startRead());
    expect(cache.lookup('large')).toBeUndefined();
  });

  it('keys a read by the whole of the claims, the method, the URL and the headers that shape it', () => {
    const headers = (init: Record<string, string>) => new Headers(init);
    const claims = { sub: 'a', role: 'authenticated', session_id: 's1' };
    const base = readKey(claims, 'GET', 'http://x/rest/v1/t?select=*', headers({}));
    expect(
      readKey({ ...claims }, 'GET', 'http://x/rest/v1/t?select=*', headers({ 'x-client-info': 'y' })),
    ).toBe(base);
    for (const other of [
      readKey({ ...claims, session_id: 's2' }, 'GET', 'http://x/rest/v1/t?select=*', headers({})),
      readKey(claims, 'HEAD', 'http://x/rest/v1/t?select=*', headers({})),
      readKey(claims, 'GET', 'http://x/rest/v1/t?select=id', headers({})),
      readKey(
        claims,
        'GET',
        'http://x/rest/v1/t?select=*',
        headers({ accept: 'application/vnd.pgrst.object+json' }),
      ),
      readKey(claims, 'GET', 'http://x/rest/v1/t?select=*', headers({ prefer: 'count=exact' })),
      readKey(claims, 'GET', 'http://x/rest/v1/t?select=*', headers({ range: '0-9' })),
      readKey(claims, 'GET', 'http://x/rest/v1/t?select=*', headers({ 'accept-profile': 'private' })),
    ]) {
      expect(other).not.toBe(base);
    }
  });

  it('matches If-None-Match by strong or weak validator, in a list, or *', () => {
    const { etag } = answer('[1]');
    expect(matchesEtag(etag, etag)).toBe(true);
    expect(matchesEtag(`"other", W/${etag}`, etag)).toBe(true);
    expect(matchesEtag('*', etag)).toBe(true);
    expect(matchesEtag('"other"', etag)).toBe(false);
    expect(matchesEtag(undefined, etag)).toBe(false);
    expect(answer('[2]').etag).not.toBe(etag);
  });
});

const TTL_MS = 30_000;

describe.each(testDatabaseKinds())('the read cache of /rest/v1 on %s', (database) => {
  let server: TestServer;
  let now = Date.now();
  const tokens: Record<'alice' | 'bob' | 'premium', string> = { alice: '', bob: '', premium: '' };
  const ids: Record<'alice' | 'bob' | 'premium', string> = { alice: '', bob: '', premium: '' };

  async function signIn(email: string): Promise<{ id: string; token: string }> {
    const user = await server.createUser({ email, password: 'Quiz-coop-1!' });
    const response = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: user.password }),
    });
    const session = (await response.json()) as { access_token: string };
    return { id: user.id, token: session.access_token };
  }

  async function read(path: string, token: string, headers: Record<string, string> = {}) {
    const response = await fetch(`${server.url}/rest/v1${path}`, {
      headers: { apikey: server.anonKey, authorization: `Bearer ${token}`, ...headers },
    });
    const text = await response.text();
    return {
      status: response.status,
      etag: response.headers.get('etag'),
      body: text === '' ? null : (JSON.parse(text) as unknown),
      contentRange: response.headers.get('content-range'),
    };
  }

  async function write(path: string, token: string, body: unknown) {
    const response = await fetch(`${server.url}/rest/v1${path}`, {
      method: 'POST',
      headers: {
        apikey: server.anonKey,
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    });
    expect(response.ok).toBe(true);
  }

  beforeAll(async () => {
    // The cache's clock stands still unless a test moves it, so nothing expires by accident while a test runs.
    server = await startTestServer({ database, readCacheMs: TTL_MS, clock: () => new Date(now) });
    for (const name of ['alice', 'bob', 'premium'] as const) {
      ({ id: ids[name], token: tokens[name] } = await signIn(`${name}-cache-${database}@quizcoop.test`));
    }
  });
  afterAll(() => server?.close());

  const mySets = () => `/question_sets?select=game_name&created_by=eq.${ids.alice}`;

  it('tags each read with an ETag and answers 304 to a client that already holds it', async () => {
    const first = await read(mySets(), tokens.alice);
    expect([first.status, first.body]).toEqual([200, []]);
    expect(first.etag).toMatch(/^"[\w-]+"$/);
    const again = await read(mySets(), tokens.alice, { 'if-none-match': first.etag! });
    expect([again.status, again.body, again.etag]).toEqual([304, null, first.etag]);
  });

  it('forgets every answer when the server writes: through the table API, an RPC or anything else', async () => {
    const before = await read(mySets(), tokens.alice);
    expect(before.body).toEqual([]);
    await write('/question_sets', tokens.alice, { game_name: 'Cached shapes', is_public: true });
    const after = await read(mySets(), tokens.alice, { 'if-none-match': before.etag! });
    expect([after.status, after.body]).toEqual([200, [{ game_name: 'Cached shapes' }]]);
    expect(after.etag).not.toBe(before.etag);

    const { rows } = await server.database.query<{ id: string }>(
      `select id from public.question_sets where game_name = 'Cached shapes' and created_by = $1`,
      [ids.alice],
    );
    const stars = '/starred_question_sets?select=question_set_id';
    expect((await read(stars, tokens.alice)).body).toEqual([]);
    await write('/rpc/toggle_star', tokens.alice, { set_id: rows[0]!.id });
    expect((await read(stars, tokens.alice)).body).toEqual([{ question_set_id: rows[0]!.id }]);

    // Auth, storage, functions and payments write through the same database handle as this test does.
    await server.database.query('delete from public.starred_question_sets where user_id = $1', [ids.alice]);
    expect((await read(stars, tokens.alice)).body).toEqual([]);
  });

  it("never gives one caller another's answer to the same request", async () => {
    const path = `/user_subscriptions?select=user_id`;
    await server.database.query(
      `insert into public.user_subscriptions (user_id, active, subscription_type) values ($1, true, 'free'), ($2, true, 'free')`,
      [ids.alice, ids.bob],
    );
    expect((await read(path, tokens.alice)).body).toEqual([{ user_id: ids.alice }]);
    expect((await read(path, tokens.bob)).body).toEqual([{ user_id: ids.bob }]);
    expect(await read(path, server.anonKey)).toMatchObject({ status: 401, body: { code: '42501' } });
    expect((await read(path, tokens.alice)).body).toEqual([{ user_id: ids.alice }]);

    const response = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: `alice-cache-${database}@quizcoop.test`, password: 'Quiz-coop-1!' }),
    });
    const { access_token: secondSession } = (await response.json()) as { access_token: string };
    expect(secondSession).not.toBe(tokens.alice);
    expect((await read(path, secondSession)).body).toEqual([{ user_id: ids.alice }]);

    const counted = await read(path, tokens.alice, { prefer: 'count=exact' });
    expect(counted.contentRange).toBe('0-0/1');
    expect((await read(path, tokens.alice)).contentRange).toBe('0-0/*');
  });

  it('shows a premium subscription running out once the TTL has passed', async () => {
    await server.database.query(
      `insert into public.user_subscriptions (user_id, active, subscription_type, valid_until)
       values ($1, true, 'premium', now() + interval '1 second')`,
      [ids.premium],
    );
    const { rows } = await server.database.query<{ id: string }>(
      `select id from public.question_sets where game_name = 'Fractions with Pictures'`,
    );
    const premiumQuestions = `/questions?select=id&is_premium=eq.true&question_set_id=eq.${rows[0]!.id}`;
    const whilePremium = await read(premiumQuestions, tokens.premium);
    expect((whilePremium.body as unknown[]).length).toBeGreaterThan(0);

    for (let waited = 0; ; waited += 100) {
      // Read-only, so the server's cache is not emptied by the test looking.
      const { rows: status } = await server.database.transaction(
        (tx) => tx.query<{ premium: boolean }>('select private.is_premium($1) as premium', [ids.premium]),
        { readOnly: true },
      );
      if (!status[0]!.premium) break;
      if (waited > 5_000) throw new Error('The subscription did not run out.');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    now += TTL_MS - 1;
    expect((await read(premiumQuestions, tokens.premium)).body).toEqual(whilePremium.body);
    now += 1;
    expect((await read(premiumQuestions, tokens.premium)).body).toEqual([]);
  });
});
