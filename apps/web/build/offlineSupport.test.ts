// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { defaultTokens } from '@quizcoop/ui';
import { describe, expect, it } from 'vitest';
import {
  MANIFEST_COLOURS,
  OFFLINE_SHELL,
  offlineVersion,
  serviceWorkerSource,
  webManifest,
} from './offlineSupport';

const BUILT = [
  'index.html',
  'start-a1.js',
  'assets/index-b2.js',
  'assets/index-b2.js.map',
  'assets/index-c3.css',
  'assets/fredoka-latin-600-normal-d4.woff2',
  'assets/quiz-coop-icon-e5.png',
  'sw.js',
  'manifest.webmanifest',
  'prerendered/renderer.js',
];

describe('offlineVersion', () => {
  it("stores the pages a classroom reopens, the bare page, and the build's code, styles, fonts and icon", () => {
    const { urls, shell } = offlineVersion(BUILT.filter((file) => !file.startsWith('prerendered/')));
    expect(shell).toBe(OFFLINE_SHELL);
    expect(urls).toEqual([
      '/',
      '/assets/fredoka-latin-600-normal-d4.woff2',
      '/assets/index-b2.js',
      '/assets/index-c3.css',
      '/assets/quiz-coop-icon-e5.png',
      '/game',
      '/index.html',
      '/start-a1.js',
    ]);
  });

  it('names a new cache when the files change, and the same one when they do not', () => {
    const first = offlineVersion(BUILT);
    expect(offlineVersion([...BUILT].reverse()).cache).toBe(first.cache);
    expect(offlineVersion(BUILT.map((file) => file.replace('b2', 'f6'))).cache).not.toBe(first.cache);
    expect(first.cache).toMatch(/^quizcoop-app-[0-9a-f]{16}$/);
  });

  it('puts the files under the base the app is served from', () => {
    expect(offlineVersion(['assets/index-b2.js'], '/quiz/').urls).toContain('/quiz/assets/index-b2.js');
  });
});

describe('serviceWorkerSource', () => {
  it("writes the version into the worker's placeholder", async () => {
    const template = await readFile(new URL('./serviceWorker.js', import.meta.url), 'utf8');
    const version = offlineVersion(BUILT);
    const source = serviceWorkerSource(template, version);
    expect(source).toContain(`var OFFLINE = ${JSON.stringify(version)};`);
    expect(source).not.toContain("cache: ''");
  });

  it('refuses a worker without the placeholder rather than shipping one that stores nothing', () => {
    expect(() =>
      serviceWorkerSource('self.addEventListener("fetch", () => {});', offlineVersion(BUILT)),
    ).toThrow(/OFFLINE/);
  });
});

describe('webManifest', () => {
  it('makes an installable app that opens standalone on the landing page', () => {
    const manifest = webManifest('/assets/quiz-coop-icon-e5.png');
    expect(manifest).toMatchObject({ name: 'Quiz Coop', start_url: '/', display: 'standalone' });
    expect(manifest.icons).toEqual([
      { src: '/assets/quiz-coop-icon-e5.png', sizes: '256x256', type: 'image/png', purpose: 'any' },
    ]);
  });

  it("takes the ui kit's colours", () => {
    expect(MANIFEST_COLOURS).toEqual({
      background: defaultTokens.color.background,
      theme: defaultTokens.color.primary,
    });
  });
});
