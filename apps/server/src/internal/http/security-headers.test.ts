import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing';
import { startTestServer } from '../../testing';
import { makeWebRoot, rawRequest } from '../web/test-web-root';

/** A Content-Security-Policy header as a map from directive to its sources. */
function directives(policy: string | undefined): Map<string, string[]> {
  const parsed = new Map<string, string[]>();
  for (const part of (policy ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) parsed.set(name, sources);
  }
  return parsed;
}

let webRoot: string;
let server: TestServer;

beforeAll(async () => {
  webRoot = await makeWebRoot();
  server = await startTestServer({ webRoot });
});

afterAll(async () => {
  await server.close();
  await rm(webRoot, { recursive: true, force: true });
});

describe('the web app’s pages', () => {
  it('carry a strict Content-Security-Policy: scripts only from the server, nothing inline or evaluated', async () => {
    for (const path of ['/', '/game', '/auth']) {
      const policy = directives(
        (await rawRequest(`${server.url}${path}`)).headers['content-security-policy'] as string,
      );
      expect(policy.get('default-src'), path).toEqual(["'self'"]);
      expect(policy.get('script-src'), path).toEqual(["'self'"]);
      expect(policy.get('object-src'), path).toEqual(["'none'"]);
      expect(policy.get('base-uri'), path).toEqual(["'self'"]);
      expect(policy.get('form-action'), path).toEqual(["'self'"]);
      expect(policy.get('frame-ancestors'), path).toEqual(["'none'"]);
      expect(policy.get('font-src'), path).toEqual(["'self'"]);
      expect(policy.get('img-src'), path).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
      expect(policy.get('media-src'), path).toEqual(expect.arrayContaining(["'self'", 'blob:']));
      expect(policy.get('connect-src'), path).toContain("'self'");
      for (const sources of policy.values()) {
        expect(sources, path).not.toContain("'unsafe-eval'");
        expect(sources, path).not.toContain('*');
      }
    }
  });

  it('cannot be framed, sniffed or leak their address to other sites', async () => {
    const { headers } = await rawRequest(`${server.url}/`);
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('do not ask for HTTPS when the site is plain HTTP', async () => {
    const { headers } = await rawRequest(`${server.url}/`);
    expect(headers['strict-transport-security']).toBeUndefined();
  });
});

describe('every other answer', () => {
  it('is never sniffed as another type, from the API as from the files', async () => {
    for (const path of [
      '/healthz',
      '/config.json',
      '/rest/v1/question_sets?select=id&limit=1',
      '/assets/index-a1b2c3.js',
      '/nothing.map',
    ]) {
      const { headers } = await rawRequest(`${server.url}${path}`, { apikey: server.anonKey });
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(directives(headers['content-security-policy'] as string).get('frame-ancestors'), path).toEqual([
        "'none'",
      ]);
    }
  });
});

describe('the server’s own pages', () => {
  it('cannot be framed either: the mailbox and the local checkout', async () => {
    for (const path of ['/_mailbox', '/_checkout/no-such-session']) {
      const { headers } = await rawRequest(`${server.url}${path}`);
      expect(headers['x-frame-options'], path).toBe('DENY');
      const policy = directives(headers['content-security-policy'] as string);
      expect(policy.get('frame-ancestors'), path).toEqual(["'none'"]);
      expect(policy.get('script-src') ?? policy.get('default-src'), path).toEqual(["'none'"]);
    }
  });
});

describe('served over HTTPS', () => {
  let secure: TestServer;

  beforeAll(async () => {
    secure = await startTestServer({ webRoot, siteUrl: 'https://quiz.school.example' });
  });
  afterAll(() => secure.close());

  it('tells browsers to keep to HTTPS for a year', async () => {
    for (const path of ['/', '/healthz']) {
      const { headers } = await rawRequest(`${secure.url}${path}`);
      expect(headers['strict-transport-security'], path).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it('lets the page reach the backend at the site’s address', async () => {
    const policy = directives(
      (await rawRequest(`${secure.url}/`)).headers['content-security-policy'] as string,
    );
    expect(policy.get('connect-src')).toContain('https://quiz.school.example');
    expect(policy.get('img-src')).toContain('https://quiz.school.example');
    expect(policy.get('media-src')).toContain('https://quiz.school.example');
  });
});
