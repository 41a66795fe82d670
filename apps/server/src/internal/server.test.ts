import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeJwt, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IN_MEMORY } from './config';
import type { RunningServer } from './server';
import { startServer } from './server';

let webRoot: string;
let server: RunningServer;

beforeAll(async () => {
  webRoot = await mkdtemp(join(tmpdir(), 'quizcoop-web-'));
  await mkdir(join(webRoot, 'assets'));
  await writeFile(join(webRoot, 'index.html'), '<!doctype html><title>Quiz Coop</title>');
  await writeFile(join(webRoot, 'assets', 'app-1234.js'), 'console.log("app")');
  server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir: IN_MEMORY,
    jwtSecret: undefined,
    webRoot,
  });
});

afterAll(async () => {
  await server.close();
  await rm(webRoot, { recursive: true, force: true });
});

describe('the embedded server', () => {
  it('answers /healthz', async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('tells the browser its own origin and the anon key in /config.json', async () => {
    const config = (await (await fetch(`${server.url}/config.json`)).json()) as Record<string, string>;
    expect(config).toEqual({ supabaseUrl: server.url, supabaseAnonKey: server.anonKey });
    expect(decodeJwt(config.supabaseAnonKey!)).toMatchObject({ role: 'anon', iss: 'quizcoop' });
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
});

describe('the project keys', () => {
  it('keeps the generated secret in the data folder, so the keys survive a restart', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'quizcoop-data-'));
    const options = { port: 0, host: '127.0.0.1', dataDir, jwtSecret: undefined, webRoot };
    const first = await startServer(options);
    await first.close();
    const second = await startServer(options);
    await second.close();
    expect(second.anonKey).toBe(first.anonKey);

    const secret = (await readFile(join(dataDir, 'jwt-secret'), 'utf8')).trim();
    const { payload } = await jwtVerify(second.serviceRoleKey, new TextEncoder().encode(secret));
    expect(payload.role).toBe('service_role');
    await rm(dataDir, { recursive: true, force: true });
  });
});
