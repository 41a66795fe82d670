import { readFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing';
import { startTestServer, testDatabaseKinds } from '../../testing';
import { paths } from '../db/paths';
import type { SignedIn } from '../functions/test-clients';
import { signedUpClient, supabaseClient } from '../functions/test-clients';
import { signObjectUrl } from './signed-url';

const png = (bytes: number) => new Blob([new Uint8Array(bytes).fill(7)], { type: 'image/png' });

describe.each(testDatabaseKinds())('/storage/v1 on %s', (database) => {
  let server: TestServer;
  let visitor: SupabaseClient;
  let alice: SignedIn;
  let bob: SignedIn;

  beforeAll(async () => {
    server = await startTestServer({ database, emailConfirm: false });
    visitor = supabaseClient(server);
    alice = await signedUpClient(server, `alice-${database}@quizcoop.test`);
    bob = await signedUpClient(server, `bob-${database}@quizcoop.test`);
  });
  afterAll(() => server?.close());

  describe('public reads', () => {
    it('serves the seeded logo from its public URL with its content type and bytes', async () => {
      const { publicUrl } = visitor.storage.from('assets').getPublicUrl('logo.png').data;
      const response = await fetch(publicUrl);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      const shipped = await readFile(join(paths.storageSeed, 'assets', 'logo.png'));
      expect(Buffer.from(await response.arrayBuffer()).equals(shipped)).toBe(true);
    });

    it('serves a free official picture through a signed URL, as SVG that cannot run script', async () => {
      const { data, error } = await visitor.storage
        .from('question-media')
        .createSignedUrl('official/fractions-with-pictures/one-half-circle.svg', 60);
      expect(error).toBeNull();
      const response = await fetch(data!.signedUrl);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(response.headers.get('content-security-policy')).toContain('sandbox');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    });

    it('gives no public URL for the private sounds bucket', async () => {
      const response = await fetch(visitor.storage.from('sounds').getPublicUrl('correct.mp3').data.publicUrl);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        statusCode: '404',
        error: 'not_found',
        message: 'Object not found',
      });
    });

    it('answers a missing object and a missing bucket with Supabase-shaped errors', async () => {
      expect((await fetch(`${server.url}/storage/v1/object/public/assets/nope.png`)).status).toBe(404);
      const noBucket = await fetch(`${server.url}/storage/v1/object/public/nothing/logo.png`);
      expect(await noBucket.json()).toEqual({
        statusCode: '404',
        error: 'Bucket not found',
        message: 'Bucket not found',
      });
    });

    it('never reads outside a bucket, however the path is spelled', async () => {
      // Sent byte for byte: fetch would resolve "..", and an attacker's client would not.
      const rawGet = (path: string) =>
        new Promise<{ status: number; body: string }>((resolve, reject) => {
          const url = new URL(server.url);
          const request = httpRequest({ host: url.hostname, port: url.port, path }, (response) => {
            let body = '';
            response.on('data', (chunk: Buffer) => (body += chunk.toString()));
            response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
          });
          request.on('error', reject);
          request.end();
        });
      for (const path of [
        'assets/..%2F..%2Fjwt-secret',
        'assets/..%2Fsounds%2Fcorrect.mp3',
        'assets/a%5C..%5Cb',
        'assets//logo.png',
      ]) {
        const { status, body } = await rawGet(`/storage/v1/object/public/${path}`);
        expect(status, path).toBe(400);
        expect((JSON.parse(body) as { error: string }).error, path).toBe('InvalidKey');
      }
      // Dot segments are resolved by the URL parser before routing: they name another object, by its own rules.
      for (const path of ['assets/../sounds/correct.mp3', 'assets/%2E%2E/sounds/correct.mp3']) {
        expect((await rawGet(`/storage/v1/object/public/${path}`)).status, path).toBe(404);
      }
    });
  });

  describe('signed URLs', () => {
    it('signs a sound for an hour for a visitor, as the game does, and serves it', async () => {
      const { data, error } = await visitor.storage.from('sounds').createSignedUrl('correct.mp3', 3600);
      expect(error).toBeNull();
      expect(data!.signedUrl).toMatch(/\/storage\/v1\/object\/sign\/sounds\/correct\.mp3\?token=/);
      const response = await fetch(data!.signedUrl);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('audio/mpeg');
      const shipped = await readFile(join(paths.storageSeed, 'sounds', 'correct.mp3'));
      expect(Buffer.from(await response.arrayBuffer()).equals(shipped)).toBe(true);
    });

    it('answers a byte range, as audio elements ask for one', async () => {
      const { data } = await visitor.storage.from('sounds').createSignedUrl('coin.mp3', 60);
      const response = await fetch(data!.signedUrl, { headers: { range: 'bytes=0-9' } });
      expect(response.status).toBe(206);
      expect(response.headers.get('content-range')).toMatch(/^bytes 0-9\/\d+$/);
      expect((await response.arrayBuffer()).byteLength).toBe(10);
    });

    it('signs several objects at once, reporting the ones that do not exist', async () => {
      const { data, error } = await visitor.storage
        .from('sounds')
        .createSignedUrls(['wheel.mp3', 'missing.mp3'], 60);
      expect(error).toBeNull();
      expect(data!.map((entry) => [entry.path, entry.signedUrl !== null, entry.error])).toEqual([
        ['wheel.mp3', true, null],
        ['missing.mp3', false, 'Either the object does not exist or you do not have access to it'],
      ]);
    });

    it('refuses to sign an object that does not exist', async () => {
      const { error } = await visitor.storage.from('sounds').createSignedUrl('silence.mp3', 60);
      expect(error).toMatchObject({ status: 404, message: 'Object not found' });
    });

    it('refuses an expired signed URL', async () => {
      const token = signObjectUrl(
        'sounds',
        'reveal.mp3',
        60,
        { role: 'anon' },
        server.jwtSecret,
        Date.now() - 61_000,
      );
      const response = await fetch(`${server.url}/storage/v1/object/sign/sounds/reveal.mp3?token=${token}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        statusCode: '400',
        error: 'ExpiredToken',
        message: 'This signed URL has expired.',
      });
    });

    it('refuses a signed URL whose token was altered or used for another object', async () => {
      const { data } = await visitor.storage.from('sounds').createSignedUrl('reveal.mp3', 60);
      const url = new URL(data!.signedUrl);
      const token = url.searchParams.get('token')!;

      const otherObject = await fetch(
        `${server.url}/storage/v1/object/sign/sounds/incorrect.mp3?token=${token}`,
      );
      expect(otherObject.status).toBe(403);
      expect(((await otherObject.json()) as { error: string }).error).toBe('InvalidSignature');

      const [payload, signature] = token.split('.');
      const longer = Buffer.from(
        JSON.stringify({ url: 'sounds/reveal.mp3', exp: Math.floor(Date.now() / 1000) + 86_400 * 365 }),
      ).toString('base64url');
      for (const forged of [
        `${longer}.${signature}`,
        `${payload}.${signature!.slice(0, -2)}AA`,
        'not-a-token',
      ]) {
        const response = await fetch(
          `${server.url}/storage/v1/object/sign/sounds/reveal.mp3?token=${forged}`,
        );
        expect(response.status, forged).toBeGreaterThanOrEqual(400);
        expect(response.status, forged).toBeLessThan(404);
      }
      const missing = await fetch(`${server.url}/storage/v1/object/sign/sounds/reveal.mp3`);
      expect(missing.status).toBe(400);
    });

    it('refuses a signed URL made with another project secret', async () => {
      const token = signObjectUrl(
        'sounds',
        'reveal.mp3',
        60,
        { role: 'anon' },
        'some-other-secret-that-is-long-enough-to-use',
      );
      const response = await fetch(`${server.url}/storage/v1/object/sign/sounds/reveal.mp3?token=${token}`);
      expect(response.status).toBe(403);
    });
  });

  describe('uploads', () => {
    it('lets a user upload a picture into their own folder, then read, list and describe it', async () => {
      const path = `${alice.userId}/cow.png`;
      const { data, error } = await alice.client.storage.from('question-media').upload(path, png(64));
      expect(error).toBeNull();
      expect(data).toMatchObject({ path, fullPath: `question-media/${path}` });

      // No question shows it yet: it is the uploader's alone.
      expect((await visitor.storage.from('question-media').createSignedUrl(path, 60)).data).toBeNull();
      const signed = await alice.client.storage.from('question-media').createSignedUrl(path, 60);
      const response = await fetch(signed.data!.signedUrl);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(response.headers.get('cache-control')).toBe('private, max-age=60');
      expect((await response.arrayBuffer()).byteLength).toBe(64);

      const downloaded = await alice.client.storage.from('question-media').download(path);
      expect(downloaded.data?.size).toBe(64);

      const listed = await alice.client.storage.from('question-media').list(alice.userId);
      expect(listed.data?.map((entry) => entry.name)).toEqual(['cow.png']);

      const info = await alice.client.storage.from('question-media').info(path);
      expect(info.data).toMatchObject({ name: path, size: 64, contentType: 'image/png' });
    });

    it('stores the content type of a raw upload and serves it from the authenticated path', async () => {
      const path = `${alice.userId}/raw.webp`;
      const { error } = await alice.client.storage
        .from('question-media')
        .upload(path, new Uint8Array([1, 2, 3, 4]), { contentType: 'image/webp', cacheControl: '60' });
      expect(error).toBeNull();
      const response = await fetch(`${server.url}/storage/v1/object/authenticated/question-media/${path}`, {
        headers: { apikey: server.anonKey, authorization: `Bearer ${alice.accessToken}` },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toBe('private, max-age=60');
    });

    it("refuses an upload into another user's folder, or by a visitor", async () => {
      const intoBob = await alice.client.storage.from('question-media').upload(`${bob.userId}/x.png`, png(8));
      expect(intoBob.error).toMatchObject({
        status: 403,
        message: 'new row violates row-level security policy',
      });
      const byVisitor = await visitor.storage.from('question-media').upload('anyone/x.png', png(8));
      expect(byVisitor.error).toMatchObject({ status: 403 });
      const intoAssets = await alice.client.storage.from('assets').upload(`${alice.userId}/logo.png`, png(8));
      expect(intoAssets.error).toMatchObject({ status: 403 });
      expect(
        (await fetch(`${server.url}/storage/v1/object/public/question-media/${bob.userId}/x.png`)).status,
      ).toBe(404);
    });

    it('refuses an SVG from a user even under a picture name, and keeps nothing of it', async () => {
      const path = `${alice.userId}/sneaky.png`;
      const { error } = await alice.client.storage
        .from('question-media')
        .upload(path, new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' }));
      expect(error).toMatchObject({ status: 403, message: 'new row violates row-level security policy' });
      expect((await fetch(`${server.url}/storage/v1/object/public/question-media/${path}`)).status).toBe(404);
    });

    it('lets a browser on another origin send a raw upload with its metadata', async () => {
      const preflight = await fetch(`${server.url}/storage/v1/object/question-media/${alice.userId}/x.png`, {
        method: 'OPTIONS',
        headers: {
          origin: 'http://localhost:5173',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, apikey, content-type, x-upsert, x-metadata',
        },
      });
      expect(preflight.status).toBe(204);
      const allowed = preflight.headers.get('access-control-allow-headers')!.split(',');
      expect(allowed).toEqual(expect.arrayContaining(['x-upsert', 'x-metadata']));
    });

    it('refuses a content type the bucket does not accept', async () => {
      const { error } = await alice.client.storage
        .from('question-media')
        .upload(`${alice.userId}/notes.txt`, new Blob(['hello'], { type: 'text/plain' }));
      expect(error).toMatchObject({ status: 415, message: 'mime type text/plain is not supported' });
    });

    it('refuses a file over the bucket limit, and keeps nothing of it', async () => {
      const path = `${alice.userId}/huge.png`;
      const { error } = await alice.client.storage
        .from('question-media')
        .upload(path, png(5 * 1024 * 1024 + 1));
      expect(error).toMatchObject({ status: 413, message: 'The object exceeded the maximum allowed size' });
      expect((await alice.client.storage.from('question-media').exists(path)).data).toBe(false);
      const { rows } = await server.database.query('select 1 from storage.objects where name = $1', [path]);
      expect(rows).toEqual([]);
    });

    it('refuses to overwrite without upsert and replaces with it', async () => {
      const path = `${alice.userId}/twice.png`;
      expect((await alice.client.storage.from('question-media').upload(path, png(10))).error).toBeNull();
      const again = await alice.client.storage.from('question-media').upload(path, png(20));
      expect(again.error).toMatchObject({ status: 409, message: 'The resource already exists' });
      const replaced = await alice.client.storage
        .from('question-media')
        .upload(path, png(30), { upsert: true });
      expect(replaced.error).toBeNull();
      const updated = await alice.client.storage.from('question-media').update(path, png(40));
      expect(updated.error).toBeNull();
      const downloaded = await alice.client.storage.from('question-media').download(path);
      expect(downloaded.data?.size).toBe(40);
    });

    it('refuses paths that climb out of the bucket or are not paths at all', async () => {
      const headers = {
        apikey: server.anonKey,
        authorization: `Bearer ${alice.accessToken}`,
        'content-type': 'image/png',
      };
      for (const path of [
        `${alice.userId}/..%2F..%2Fescape.png`,
        `${alice.userId}//double.png`,
        `${'a'.repeat(1100)}.png`,
      ]) {
        const response = await fetch(`${server.url}/storage/v1/object/question-media/${path}`, {
          method: 'POST',
          headers,
          body: new Uint8Array([1]),
        });
        expect(response.status, path.slice(0, 60)).toBe(400);
      }
    });
  });

  describe('deletes', () => {
    it('lets only the owner delete a picture', async () => {
      const path = `${alice.userId}/goat.png`;
      await alice.client.storage.from('question-media').upload(path, png(16));

      const byBob = await bob.client.storage.from('question-media').remove([path]);
      expect(byBob).toMatchObject({ data: [], error: null });
      const byVisitor = await visitor.storage.from('question-media').remove([path]);
      expect(byVisitor.data).toEqual([]);
      expect((await alice.client.storage.from('question-media').exists(path)).data).toBe(true);

      const byAlice = await alice.client.storage.from('question-media').remove([path]);
      expect(byAlice.data?.map((object) => object.name)).toEqual([path]);
      expect((await alice.client.storage.from('question-media').exists(path)).data).toBe(false);
    });

    it('deletes one object by its URL, and says when there was nothing to delete', async () => {
      const path = `${alice.userId}/one.png`;
      await alice.client.storage.from('question-media').upload(path, png(4));
      const url = `${server.url}/storage/v1/object/question-media/${path}`;
      const headers = { apikey: server.anonKey, authorization: `Bearer ${alice.accessToken}` };
      const deleted = await fetch(url, { method: 'DELETE', headers });
      expect(await deleted.json()).toEqual({ message: 'Successfully deleted' });
      expect((await fetch(url, { method: 'DELETE', headers })).status).toBe(404);
    });

    it('lets the service role remove any object', async () => {
      const service = supabaseClient(server, server.serviceRoleKey);
      const removed = await service.storage.from('sounds').remove(['wheel.mp3']);
      expect(removed.data?.map((object) => object.name)).toEqual(['wheel.mp3']);
      expect((await service.storage.from('sounds').createSignedUrl('wheel.mp3', 60)).error).toMatchObject({
        status: 404,
      });
    });
  });
});
