import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing';
import { startTestServer } from '../../testing';
import { takePrerenderedPages } from './prerendered-pages';
import {
  PRERENDERED_BACKEND_URL,
  PRERENDERED_HEAD_SCRIPT,
  PRERENDERED_STYLE,
  makePrerenderedWebRoot,
  rawRequest,
} from './test-web-root';
import type { WebFile } from './web-files';

let webRoot: string;
let server: TestServer;

beforeAll(async () => {
  webRoot = await makePrerenderedWebRoot();
  server = await startTestServer({ webRoot });
});

afterAll(async () => {
  await server.close();
  await rm(webRoot, { recursive: true, force: true });
});

describe('prerendered pages', () => {
  it('serves a prerendered path its own page, naming this server as the backend', async () => {
    const response = await rawRequest(`${server.url}/auth`);
    const page = response.body.toString();
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(page).toContain('<h1>Sign in to Quiz Coop</h1>');
    expect(page).toContain(`src="${server.url}/storage/v1/object/public/assets/logo.png"`);
    expect(page).not.toContain(PRERENDERED_BACKEND_URL);
    expect(page).toContain(`"supabaseUrl":"${server.url}"`);
  });

  it("lets the page's own style attributes apply, and no others", async () => {
    const hash = createHash('sha256').update(PRERENDERED_STYLE.read).digest('base64');
    const prerendered = await rawRequest(`${server.url}/auth`);
    expect(prerendered.headers['content-security-policy']).toContain(
      `style-src-attr 'unsafe-hashes' 'sha256-${hash}'`,
    );
    const plain = await rawRequest(`${server.url}/game`);
    expect(plain.headers['content-security-policy']).toContain("style-src-attr 'none'");
  });

  it("lets the page's own inline script run, and no other", async () => {
    const hash = createHash('sha256').update(PRERENDERED_HEAD_SCRIPT).digest('base64');
    const prerendered = await rawRequest(`${server.url}/auth`);
    expect(prerendered.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${hash}';`);
    const plain = await rawRequest(`${server.url}/game`);
    expect(plain.headers['content-security-policy']).toContain("script-src 'self';");
  });

  it('serves every other path the plain page', async () => {
    for (const path of ['/game', '/auth/confirm', '/']) {
      const page = (await rawRequest(`${server.url}${path}`)).body.toString();
      expect(page, path).toContain('<div id="root"></div>');
    }
  });

  it('never serves the prerendered files or their index as files', async () => {
    for (const path of ['/prerendered/auth.html', '/prerendered/index.json', '/prerendered/auth.html.br']) {
      const response = await rawRequest(`${server.url}${path}`);
      expect(response.body.toString(), path).toContain('<div id="root"></div>');
      expect(response.body.toString(), path).not.toContain('"pages"');
    }
  });
});

describe('the index of prerendered pages', () => {
  const file = (text: string): WebFile => {
    const body = new TextEncoder().encode(text);
    return { contentType: 'text/html', compressible: true, identity: { body, etag: '"e"' }, encoded: {} };
  };

  it('refuses an index that names a page the build does not hold', () => {
    const files = new Map([
      [
        '/prerendered/index.json',
        file(JSON.stringify({ backendUrl: 'https://x.invalid', pages: { '/a': 'a.html' } })),
      ],
    ]);
    expect(() => takePrerenderedPages(files)).toThrow(/names a prerendered page a\.html/);
  });

  it('refuses an index that is not one', () => {
    expect(() => takePrerenderedPages(new Map([['/prerendered/index.json', file('{')]]))).toThrow(
      /not valid JSON/,
    );
    expect(() => takePrerenderedPages(new Map([['/prerendered/index.json', file('[]')]]))).toThrow(
      /not a page index/,
    );
  });

  it('finds nothing in a build without prerendered pages', () => {
    expect(takePrerenderedPages(new Map([['/index.html', file('<html></html>')]]))).toBeNull();
  });
});
