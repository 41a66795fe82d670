import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../testing';
import { startTestServer, testDatabaseKinds } from '../testing';
import type { Hostile, HostileTargets, TokenKind } from './test-fixture/hostile-requests';
import { hostileRequest, random } from './test-fixture/hostile-requests';

/**
 * Hostile requests against the whole server, the product's own schema and seed: bad and deep JSON, oversized
 * bodies, imports and bulk inserts at and over the limits (none of which may succeed over them), odd headers, every filter operator with bad values, deep and wide embeds and forged tokens, across
 * /rest/v1, /auth/v1, /storage/v1 and /functions/v1. None may get a 5xx or another author's private or
 * premium rows, and health checks and a normal question fetch, interleaved throughout, keep being answered.
 * Seeded: a failure names the seed and the request that reproduces it.
 */
const SEED = Number(process.env.QUIZCOOP_FUZZ_SEED ?? 20261125);
const TOTAL_REQUESTS = Number(process.env.QUIZCOOP_SERVER_FUZZ_REQUESTS ?? 4_000);
const CONCURRENCY = 4;
/** Not a timing assertion: only a guard that turns a hung request into a failure naming it. */
const HANG_GUARD_MS = 30_000;
const PRIVATE_MARKER = 'Zz private fuzz question';
const PREMIUM_MARKER = 'Zz premium fuzz question';

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

describe.each(testDatabaseKinds().map((kind, index) => ({ kind, seed: SEED + index })))(
  'hostile requests against the whole server on $kind',
  ({ kind, seed }) => {
    let server: TestServer;
    let tokens: Record<Exclude<TokenKind, 'none' | 'anon'>, string>;
    let normalFetch: string;
    let targets: HostileTargets;
    let webRoot: string;

    beforeAll(async () => {
      // A path that normalises out of the API reaches the web app, as in production, so it must exist.
      webRoot = await mkdtemp(join(tmpdir(), 'quizcoop-fuzz-web-'));
      await writeFile(join(webRoot, 'index.html'), '<!doctype html><title>Quiz Coop</title>');
      server = await startTestServer({ database: kind, webRoot });
      const author = await server.createUser({
        email: 'fuzz-author@example.test',
        password: 'Fuzz-author-1!',
      });
      const player = await server.createUser({
        email: 'fuzz-player@example.test',
        password: 'Fuzz-player-1!',
      });
      await server.database.query(
        `with private_set as (
           insert into public.question_sets (game_name, is_public, created_by) values ('Zz private fuzz set', false, $1) returning id
         ), public_set as (
           insert into public.question_sets (game_name, is_public, created_by) values ('Zz public fuzz set', true, $1) returning id
         )
         insert into public.questions (question_set_id, question, answer, is_premium)
         select id, $2, 'a', false from private_set union all select id, $3, 'a', true from public_set`,
        [author.id, PRIVATE_MARKER, PREMIUM_MARKER],
      );
      const { rows: ownSets } = await server.database.query<{ id: string }>(
        `insert into public.question_sets (game_name, is_public, created_by) values ('Zz player fuzz set', false, $1)
         returning id`,
        [player.id],
      );
      targets = { ownSetId: ownSets[0]!.id };
      const sign = (claims: Record<string, unknown>, secret: string, expiresIn = 3600) =>
        new SignJWT(claims)
          .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
          .setSubject(player.id)
          .setIssuedAt()
          .setExpirationTime(Math.floor(Date.now() / 1000) + expiresIn)
          .sign(new TextEncoder().encode(secret));
      const claims = { role: 'authenticated', aud: 'authenticated', email: player.email };
      tokens = {
        user: await sign(claims, server.jwtSecret),
        'wrong-secret': await sign(claims, 'not-the-secret-but-long-enough-to-sign-0123456789'),
        expired: await sign(claims, server.jwtSecret, -60),
        'alg-none': `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ ...claims, role: 'service_role', sub: author.id })}.`,
        garbage: 'a.b.c',
        'forged-service': await sign(
          { role: 'service_role' },
          'guessed-service-role-secret-0123456789abcdef',
        ),
      };
      const [set] = (await (
        await fetch(`${server.url}/rest/v1/question_sets?select=id&is_official=eq.true&limit=1`, {
          headers: { apikey: server.anonKey },
        })
      ).json()) as { id: string }[];
      normalFetch = `${server.url}/rest/v1/questions?select=id,question,multiple_choice_options(id,option_text)&question_set_id=eq.${set!.id}`;
    });

    afterAll(async () => {
      await server?.close();
      await rm(webRoot, { recursive: true, force: true });
    });

    it(`answers ${Math.ceil(TOTAL_REQUESTS / testDatabaseKinds().length)} hostile requests without a 5xx or a leak, and keeps serving normal ones`, async () => {
      const total = Math.ceil(TOTAL_REQUESTS / testDatabaseKinds().length);
      const next = random(seed);
      const requests = Array.from({ length: total }, () => hostileRequest(next, targets));
      const failures: string[] = [];
      const statuses = new Map<number, number>();
      let normalAnswered = 0;
      let slowestNormalMs = 0;
      let cursor = 0;
      const started = Date.now();

      async function send(index: number, hostile: Hostile): Promise<void> {
        const headers: Record<string, string> = { ...hostile.headers };
        if (hostile.token !== 'none') headers.apikey = server.anonKey;
        if (hostile.token !== 'none' && hostile.token !== 'anon')
          headers.authorization = `Bearer ${tokens[hostile.token]}`;
        const describe = `#${index} (seed ${seed}) ${hostile.token} ${hostile.method} ${hostile.path.slice(0, 300)} ${JSON.stringify(hostile.headers).slice(0, 200)} ${(hostile.body ?? '').slice(0, 120)}`;
        let response: Response;
        try {
          response = await fetch(`${server.url}${hostile.path}`, {
            method: hostile.method,
            headers,
            ...(hostile.body === undefined || hostile.method === 'GET' || hostile.method === 'HEAD'
              ? {}
              : { body: hostile.body }),
            signal: AbortSignal.timeout(HANG_GUARD_MS),
            // Email links answer with a redirect to the web app, which these tests do not build.
            redirect: 'manual',
          });
        } catch (error) {
          // A refused oversized body may close the connection before the client finished sending it.
          if (hostile.body !== undefined && hostile.body.length > 1_000_000) return;
          failures.push(`no answer (${(error as Error).message}): ${describe}`);
          return;
        }
        const text = await response.text();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (response.status >= 500)
          failures.push(`server error ${response.status}: ${describe} → ${text.slice(0, 300)}`);
        if (hostile.overLimit && response.status < 400)
          failures.push(`a write over the limits succeeded: ${describe} → ${response.status}`);
        // Nobody here is the author or a premium member, forged tokens included.
        for (const marker of [PRIVATE_MARKER, PREMIUM_MARKER]) {
          if (text.includes(marker)) failures.push(`leaked "${marker}": ${describe}`);
        }
        if (
          response.status >= 400 &&
          (response.headers.get('content-type') ?? '').includes('json') &&
          text !== ''
        ) {
          try {
            JSON.parse(text);
          } catch {
            failures.push(`invalid JSON error body: ${describe} → ${text.slice(0, 200)}`);
          }
        }
      }

      async function normal(): Promise<void> {
        const before = Date.now();
        const [health, questions] = await Promise.all([
          fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(HANG_GUARD_MS) }),
          fetch(normalFetch, {
            headers: { apikey: server.anonKey },
            signal: AbortSignal.timeout(HANG_GUARD_MS),
          }),
        ]);
        await Promise.all([health.text(), questions.text()]);
        if (health.status !== 200 || questions.status !== 200) {
          failures.push(
            `a normal request was refused: health ${health.status}, question fetch ${questions.status}`,
          );
        }
        normalAnswered += 1;
        slowestNormalMs = Math.max(slowestNormalMs, Date.now() - before);
      }

      async function worker(): Promise<void> {
        while (cursor < requests.length && failures.length < 5) {
          const index = cursor++;
          if (index % 50 === 0) await normal();
          await send(index, requests[index]!);
        }
      }

      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      const summary = [...statuses.entries()]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${status}×${count}`);
      console.log(
        `server fuzz on ${kind}: ${cursor} requests in ${Date.now() - started} ms; statuses ${summary.join(' ')}; ${normalAnswered} normal rounds, slowest ${slowestNormalMs} ms`,
      );
      expect(failures).toEqual([]);
      expect(cursor).toBe(total);
      expect(normalAnswered).toBeGreaterThanOrEqual(Math.floor(total / 50));
    }, 600_000);
  },
);
