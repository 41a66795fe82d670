import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing';
import { startTestServer } from '../../testing';
import { DATA_PAGE_TTL_MS, DataPages } from './data-pages';
import {
  LIBRARY_WITHOUT_DATA,
  PRERENDERED_BACKEND_URL,
  makeDataPagesWebRoot,
  rawRequest,
} from './test-web-root';

let webRoot: string;
let server: TestServer;
let firstOfficialSet: string;

beforeAll(async () => {
  webRoot = await makeDataPagesWebRoot();
  server = await startTestServer({ webRoot });
  const response = await fetch(
    `${server.url}/rest/v1/question_sets?select=game_name&is_official=eq.true&order=game_name&limit=1`,
    { headers: { apikey: server.anonKey } },
  );
  const [first] = (await response.json()) as { game_name: string }[];
  firstOfficialSet = first!.game_name;
});

afterAll(async () => {
  await server.close();
  await rm(webRoot, { recursive: true, force: true });
});

describe('pages rendered with their data', () => {
  it('draws the library with what the database holds, naming this server as the backend', async () => {
    const response = await rawRequest(`${server.url}/library`);
    const page = response.body.toString();
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(page).toContain(`<h1>${firstOfficialSet}</h1>`);
    expect(page).toContain(`src="${server.url}/storage/v1/object/public/assets/logo.png"`);
    expect(page).not.toContain(PRERENDERED_BACKEND_URL);
    expect(page).toContain(`"supabaseUrl":"${server.url}"`);
  });

  it('serves one rendering to every request for a while, compressed and answerable with a 304', async () => {
    const first = await rawRequest(`${server.url}/library`, { 'accept-encoding': 'br' });
    const second = await rawRequest(`${server.url}/library`, {
      'accept-encoding': 'br',
      'if-none-match': first.headers.etag!,
    });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    expect(second.status).toBe(304);
    const plain = (await rawRequest(`${server.url}/library`)).body.toString();
    expect(plain.match(/Rendering (\d+)/)?.[1]).toBe('1');
  });

  it('sends the page drawn without data when rendering fails', async () => {
    const response = await rawRequest(`${server.url}/public-library`);
    expect(response.status).toBe(200);
    expect(response.body.toString()).toContain(LIBRARY_WITHOUT_DATA);
  });
});

describe('DataPages', () => {
  const options = {
    frame: '<html><head></head><body><div id="root"></div></body></html>',
    stylesheets: new Map<string, string>(),
    renderedBackendUrl: PRERENDERED_BACKEND_URL,
  };

  it('renders again once a rendering is older than its lifetime, and keeps a failure as long', async () => {
    let now = 0;
    const failures: string[] = [];
    const pages = new DataPages(
      {
        ...options,
        rendererFile: `${webRoot}/prerendered/renderer.js`,
        dataUrl: server.url,
        anonKey: server.anonKey,
        log: (message, error) => failures.push(`${message}: ${String(error)}`),
      },
      () => now,
    );
    const rendering = async (path: string) => (await pages.page(path))?.page(server.url).identity.body;
    const first = new TextDecoder().decode(await rendering('/library'));
    now = DATA_PAGE_TTL_MS - 1;
    expect(new TextDecoder().decode(await rendering('/library'))).toBe(first);
    now = DATA_PAGE_TTL_MS;
    expect(new TextDecoder().decode(await rendering('/library'))).not.toBe(first);

    expect(await pages.page('/public-library')).toBeNull();
    expect(await pages.page('/public-library')).toBeNull();
    expect(failures).toEqual([
      'Rendering /public-library with its data failed; the page without it is sent: Error: No data for /public-library',
    ]);
  });

  it('sends the page without data to a request that would wait too long, and the rendering once it is done', async () => {
    const slowRenderer = join(webRoot, 'prerendered', 'slow-renderer.js');
    await writeFile(
      slowRenderer,
      `export function createDataPageRenderer({ frame }) {
        return (path) => new Promise((done) => setTimeout(() => done(frame.replace('<body>', '<body>' + path)), 300));
      }`,
    );
    const pages = new DataPages(
      {
        ...options,
        rendererFile: slowRenderer,
        dataUrl: server.url,
        anonKey: server.anonKey,
        log: () => {},
      },
      Date.now,
      50,
    );
    expect(await pages.page('/library')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 400));
    const page = await pages.page('/library');
    expect(new TextDecoder().decode(page?.page(server.url).identity.body)).toContain('<body>/library');
  });

  it('gives up on a renderer that cannot be loaded, without throwing', async () => {
    const failures: string[] = [];
    const pages = new DataPages({
      ...options,
      rendererFile: `${webRoot}/prerendered/missing.js`,
      dataUrl: server.url,
      anonKey: server.anonKey,
      log: (message) => failures.push(message),
    });
    expect(await pages.page('/library')).toBeNull();
    expect(failures).toHaveLength(1);
  });
});
