import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../testing';
import { startTestServer } from '../testing';

let webRoot: string;
let server: TestServer;

beforeAll(async () => {
  webRoot = await mkdtemp(join(tmpdir(), 'quizcoop-web-'));
  await mkdir(join(webRoot, 'assets'));
  await writeFile(join(webRoot, 'index.html'), '<!doctype html><title>Quiz Coop</title>');
  await writeFile(join(webRoot, 'assets', 'app-1234.js'), 'console.log("app")');
  server = await startTestServer({ webRoot, adminEmail: 'head.teacher@school.example' });
});

afterAll(async () => {
  await server.close();
  await rm(webRoot, { recursive: true, force: true });
});

describe('the embedded server', () => {
  it('answers /healthz', async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('tells the browser its own origin and the anon key in /config.json', async () => {
    const config = (await (await fetch(`${server.url}/config.json`)).json()) as Record<string, string>;
    expect(config).toEqual({ supabaseUrl: server.url, supabaseAnonKey: server.anonKey });
    expect(decodeJwt(config.supabaseAnonKey!)).toMatchObject({ role: 'anon', iss: 'quizcoop' });
    expect(decodeJwt(server.serviceRoleKey)).toMatchObject({ role: 'service_role', iss: 'quizcoop' });
  });

  it('serves built files, with long caching for hashed assets', async () => {
    const response = await fetch(`${server.url}/assets/app-1234.js`);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(await response.text()).toBe('console.log("app")');
  });

  it('falls back to index.html for client-side routes', async () => {
    const response = await fetch(`${server.url}/questions/12/edit`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>Quiz Coop</title>');
  });

  it('never serves files outside the web root', async () => {
    const response = await fetch(`${server.url}/..%2f..%2fetc%2fpasswd`);
    expect(await response.text()).toContain('<title>Quiz Coop</title>');
  });

  it('records the configured admin identity in the private settings at start-up', async () => {
    const { rows } = await server.database.query<{ admin_identity: string | null }>(
      'select admin_identity from private.settings',
    );
    expect(rows).toEqual([{ admin_identity: 'head.teacher@school.example' }]);
  });
});
