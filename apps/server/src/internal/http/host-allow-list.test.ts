import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing';
import { startTestServer } from '../../testing';
import { rawRequest } from '../web/test-web-root';

/**
 * DNS rebinding: a page on evil.example points its name at the server's address, then reads the answers as its
 * own origin. The browser sends `Host: evil.example`, so the server answers no request under a name it does not
 * go by, on any route.
 */
const ROUTES = [
  '/healthz',
  '/config.json',
  '/',
  '/_mailbox',
  '/_mailbox/api/messages',
  '/auth/v1/settings',
  '/rest/v1/question_sets?select=id',
  '/storage/v1/object/public/assets/logo.png',
  '/functions/v1/check-subscription',
  '/_checkout/cs_unknown',
  '/_checkout/portal/bps_unknown',
];

async function statusFor(server: TestServer, path: string, host: string): Promise<number> {
  const response = await rawRequest(`${server.url}${path}`, { host, apikey: server.anonKey });
  return response.status;
}

describe('the host allow-list without QUIZCOOP_SITE_URL', () => {
  let server: TestServer;
  let port: string;

  beforeAll(async () => {
    server = await startTestServer({ allowedHosts: ['quiz.school.lan'] });
    port = new URL(server.url).port;
  });
  afterAll(() => server?.close());

  it('refuses every route under a name the server does not go by, with a plain 421', async () => {
    for (const host of [
      'evil.example',
      `evil.example:${port}`,
      `localhost.evil.example:${port}`,
      'quiz.school.lan.evil.example',
      `10.9.8.7:${port}`,
    ]) {
      for (const path of ROUTES) expect(await statusFor(server, path, host), `${host} ${path}`).toBe(421);
    }
    const refused = await rawRequest(`${server.url}/_mailbox/api/messages`, { host: 'evil.example' });
    expect(refused.headers['content-type']).toMatch(/^text\/plain/);
    expect(refused.body.toString()).toContain('QUIZCOOP_ALLOWED_HOSTS');
    expect(refused.body.toString()).not.toContain('evil');
  });

  it('answers on the loopback names and the allowed hosts, on any port and in any case', async () => {
    for (const host of [
      `localhost:${port}`,
      `127.0.0.1:${port}`,
      `[::1]:${port}`,
      'LOCALHOST',
      'quiz.school.lan',
      'Quiz.School.Lan',
      'quiz.school.lan:8080',
    ]) {
      for (const path of ROUTES) expect(await statusFor(server, path, host), `${host} ${path}`).not.toBe(421);
      expect(await statusFor(server, '/auth/v1/settings', host), host).toBe(200);
    }
  });
});

describe('the host allow-list with QUIZCOOP_SITE_URL', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ siteUrl: 'https://quiz.school.example' });
  });
  afterAll(() => server?.close());

  it('answers under the site’s own name and the loopback names, and refuses any other', async () => {
    const port = new URL(server.url).port;
    for (const host of ['quiz.school.example', 'quiz.school.example:443', `127.0.0.1:${port}`])
      expect(await statusFor(server, '/auth/v1/settings', host), host).toBe(200);
    for (const host of ['evil.example', 'school.example', 'www.quiz.school.example'])
      for (const path of ROUTES) expect(await statusFor(server, path, host), `${host} ${path}`).toBe(421);
  });
});
