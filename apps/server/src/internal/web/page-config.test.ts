import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing';
import { startTestServer } from '../../testing';
import { embedRuntimeConfig } from './page-config';
import { INDEX_HTML, makeWebRoot, rawRequest } from './test-web-root';

interface EmbeddedConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
}

/** The runtime configuration the page carries, read as the web app reads it. */
function embeddedConfig(html: string): EmbeddedConfig | undefined {
  const match = /<script type="application\/json" id="quizcoop-config">([^<]*)<\/script>/.exec(html);
  return match?.[1] ? (JSON.parse(match[1]) as EmbeddedConfig) : undefined;
}

async function configJson(url: string, host: string): Promise<EmbeddedConfig> {
  return JSON.parse((await rawRequest(`${url}/config.json`, { host })).body.toString()) as EmbeddedConfig;
}

async function pageConfig(url: string, host: string): Promise<EmbeddedConfig | undefined> {
  return embeddedConfig((await rawRequest(`${url}/game`, { host })).body.toString());
}

describe('embedRuntimeConfig', () => {
  it('writes JSON that cannot close its element or open another', () => {
    const hostile = {
      supabaseUrl: 'http://x/</script><script>alert(1)</script><!--',
      supabaseAnonKey: 'a&b\u2028',
    };
    const html = embedRuntimeConfig(INDEX_HTML, hostile);
    expect(html).not.toContain('</script><script>alert');
    expect(html).not.toContain('<!--');
    expect(embeddedConfig(html)).toEqual(hostile);
  });
});

let webRoot: string;

beforeAll(async () => {
  webRoot = await makeWebRoot();
});

afterAll(() => rm(webRoot, { recursive: true, force: true }));

describe('without QUIZCOOP_SITE_URL', () => {
  let server: TestServer;
  let port: string;

  beforeAll(async () => {
    server = await startTestServer({ webRoot, allowedHosts: ['quiz.school.example'] });
    port = new URL(server.url).port;
  });
  afterAll(() => server.close());

  it('puts the backend URL and anon key into the page, so the app needs no request before it renders', async () => {
    const response = await rawRequest(`${server.url}/`, { host: `localhost:${port}` });
    const html = response.body.toString();
    expect(embeddedConfig(html)).toEqual({ supabaseUrl: server.url, supabaseAnonKey: server.anonKey });
    // Before the app's own script, so it is there when the script runs.
    expect(html.indexOf('id="quizcoop-config"')).toBeLessThan(html.indexOf('/assets/index-a1b2c3.js'));
  });

  it('answers on the loopback names it is reached by', async () => {
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `quiz.school.example:${port}`]) {
      expect((await configJson(server.url, host)).supabaseUrl, host).toBe(`http://${host}`);
      expect((await pageConfig(server.url, host))?.supabaseUrl, host).toBe(`http://${host}`);
    }
  });

  it('never points the browser at a host named only by a forged Host header', async () => {
    for (const host of ['evil.example', `evil.example:${port}`, 'localhost.evil.example']) {
      for (const path of ['/config.json', '/']) {
        const refused = await rawRequest(`${server.url}${path}`, { host });
        expect(refused.status, host).toBe(421);
        expect(refused.body.toString(), host).not.toContain('evil');
      }
    }
    // A Host that is not a host at all is refused before the app sees it.
    for (const host of ['localhost@evil.example', `localhost:${port}.evil.example`]) {
      const malformed = await rawRequest(`${server.url}/config.json`, { host });
      expect(malformed.status, host).toBe(400);
      expect(malformed.body.toString(), host).not.toContain('evil');
    }
  });
});

describe('with QUIZCOOP_SITE_URL', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ webRoot, siteUrl: 'https://quiz.school.example' });
  });
  afterAll(() => server.close());

  it('names the site whichever of its own names the request came by', async () => {
    const port = new URL(server.url).port;
    for (const host of [`localhost:${port}`, 'quiz.school.example']) {
      expect((await configJson(server.url, host)).supabaseUrl, host).toBe('https://quiz.school.example');
      expect((await pageConfig(server.url, host))?.supabaseUrl, host).toBe('https://quiz.school.example');
    }
  });
});
