import { rm, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing';
import { startTestServer } from '../../testing';
import { APP_SCRIPT, APP_STYLE, SERVICE_WORKER, makeWebRoot, rawRequest } from './test-web-root';

const SCRIPT = '/assets/index-a1b2c3.js';
const CHROME_ENCODINGS = 'gzip, deflate, br, zstd';

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

describe('compressed assets', () => {
  it('sends the Brotli variant to a browser that accepts it', async () => {
    const response = await rawRequest(`${server.url}${SCRIPT}`, { 'accept-encoding': CHROME_ENCODINGS });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(response.body.length).toBeLessThan(APP_SCRIPT.length / 5);
    expect(brotliDecompressSync(response.body).toString()).toBe(APP_SCRIPT);
  });

  it('sends gzip when Brotli is not accepted, or refused with q=0', async () => {
    for (const accepted of ['gzip', 'br;q=0, gzip;q=0.8', 'deflate, gzip']) {
      const response = await rawRequest(`${server.url}/assets/index-d4e5f6.css`, {
        'accept-encoding': accepted,
      });
      expect(response.headers['content-encoding'], accepted).toBe('gzip');
      expect(gunzipSync(response.body).toString()).toBe(APP_STYLE);
    }
  });

  it('sends the file as it is when no encoding is accepted, still varying by Accept-Encoding', async () => {
    const refusals: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'br;q=0, gzip;q=0' },
    ];
    for (const headers of refusals) {
      const response = await rawRequest(`${server.url}${SCRIPT}`, headers);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['vary']).toMatch(/accept-encoding/i);
      expect(response.body.toString()).toBe(APP_SCRIPT);
    }
  });

  it('sends a file the build stored no encoding of as it is, without varying', async () => {
    for (const path of ['/favicon.svg', '/logo.png']) {
      const response = await rawRequest(`${server.url}${path}`, { 'accept-encoding': CHROME_ENCODINGS });
      expect(response.headers['content-encoding'], path).toBeUndefined();
      expect(response.headers['vary'], path).toBeUndefined();
    }
  });

  it('compresses the page itself', async () => {
    const response = await rawRequest(`${server.url}/`, { 'accept-encoding': CHROME_ENCODINGS });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.body).toString()).toContain('<div id="root"></div>');
  });
});

describe('offline support', () => {
  it('has browsers check the service worker on every update, and lets it reach only this server', async () => {
    const response = await rawRequest(`${server.url}/sw.js`, { 'accept-encoding': CHROME_ENCODINGS });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; connect-src 'self'");
    expect(brotliDecompressSync(response.body).toString()).toBe(SERVICE_WORKER);
  });

  it('serves the web app manifest as one, checked on every visit', async () => {
    const response = await rawRequest(`${server.url}/manifest.webmanifest`);
    expect(response.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(response.body.toString())).toMatchObject({ name: 'Quiz Coop', display: 'standalone' });
  });

  it('gives other files the policy that runs nothing', async () => {
    const response = await rawRequest(`${server.url}/favicon.svg`);
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('serves the bare page the worker keeps for routes it stores no page of', async () => {
    const response = await rawRequest(`${server.url}/index.html`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body.toString()).toContain('<div id="root"></div>');
  });
});

describe('caching', () => {
  it('lets browsers keep hashed assets for a year without asking again', async () => {
    const response = await rawRequest(`${server.url}${SCRIPT}`, { 'accept-encoding': CHROME_ENCODINGS });
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('makes browsers check the page and unhashed files every time', async () => {
    for (const path of ['/', '/game', '/favicon.svg']) {
      const response = await rawRequest(`${server.url}${path}`);
      expect(response.headers['cache-control'], path).toBe('no-cache');
      expect(response.headers['etag'], path).toMatch(/^"[^"]+"$/);
    }
  });

  it('answers 304 without a body when the browser already has the variant it would get', async () => {
    for (const path of ['/', '/library', SCRIPT, '/favicon.svg']) {
      const first = await rawRequest(`${server.url}${path}`, { 'accept-encoding': CHROME_ENCODINGS });
      const etag = first.headers['etag']!;
      const again = await rawRequest(`${server.url}${path}`, {
        'accept-encoding': CHROME_ENCODINGS,
        'if-none-match': etag,
      });
      expect(again.status, path).toBe(304);
      expect(again.body.length, path).toBe(0);
      expect(again.headers['etag'], path).toBe(etag);
    }
  });

  it('gives each encoding its own strong ETag', async () => {
    const etags = new Set<string>();
    for (const encoding of ['br', 'gzip', 'identity']) {
      const response = await rawRequest(`${server.url}${SCRIPT}`, { 'accept-encoding': encoding });
      expect(response.headers['etag']).not.toMatch(/^W\//);
      etags.add(response.headers['etag']!);
    }
    expect(etags.size).toBe(3);

    const brotliTag = (await rawRequest(`${server.url}${SCRIPT}`, { 'accept-encoding': 'br' })).headers[
      'etag'
    ]!;
    const plain = await rawRequest(`${server.url}${SCRIPT}`, { 'if-none-match': brotliTag });
    expect(plain.status).toBe(200);
    expect(plain.body.toString()).toBe(APP_SCRIPT);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const get = await rawRequest(`${server.url}${SCRIPT}`, { 'accept-encoding': 'br' });
    const head = await rawRequest(`${server.url}${SCRIPT}`, { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(String(get.body.length));
    for (const name of ['content-type', 'content-encoding', 'etag', 'cache-control', 'vary'])
      expect(head.headers[name], name).toBe(get.headers[name]);
  });
});

describe('files', () => {
  it('reads the web app once at start, not from disk on each request', async () => {
    const root = await makeWebRoot();
    const own = await startTestServer({ webRoot: root });
    try {
      await unlink(join(root, 'assets', 'index-a1b2c3.js'));
      const response = await rawRequest(`${own.url}${SCRIPT}`);
      expect(response.status).toBe(200);
      expect(response.body.toString()).toBe(APP_SCRIPT);
    } finally {
      await own.close();
      await rm(root, { recursive: true, force: true });
    }
  });

  it('does not serve source maps', async () => {
    const response = await rawRequest(`${server.url}${SCRIPT}.map`);
    expect(response.status).toBe(404);
    expect(response.body.toString()).not.toContain('"sources"');
  });

  it('serves source maps when QUIZCOOP_SERVE_SOURCE_MAPS asks for them', async () => {
    const own = await startTestServer({ webRoot, serveSourceMaps: true });
    try {
      const response = await rawRequest(`${own.url}${SCRIPT}.map`);
      expect(response.status).toBe(200);
      expect(JSON.parse(response.body.toString())).toMatchObject({ version: 3 });
    } finally {
      await own.close();
    }
  });

  it('answers 404 for a missing asset instead of the page, so a stale chunk fails plainly', async () => {
    const response = await rawRequest(`${server.url}/assets/index-gone.js`);
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).not.toMatch(/html/);
  });

  it('does not offer the stored .br and .gz files as files of their own', async () => {
    const response = await rawRequest(`${server.url}${SCRIPT}.br`);
    expect(response.status).toBe(404);
  });
});
