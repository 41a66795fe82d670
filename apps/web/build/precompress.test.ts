// @vitest-environment node
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { precompressFolder } from './precompress';

let folder: string;

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'quizcoop-precompress-'));
});

afterEach(() => rm(folder, { recursive: true, force: true }));

it('stores Brotli and gzip copies of text assets that decode to the same bytes', async () => {
  const script = `export const greeting = ${JSON.stringify('hello '.repeat(500))};`;
  await mkdir(join(folder, 'assets'));
  await writeFile(join(folder, 'assets', 'index-abc.js'), script);
  await writeFile(join(folder, 'index.html'), `<!doctype html><title>${'Quiz '.repeat(100)}</title>`);
  await precompressFolder(folder);

  const stored = await readFile(join(folder, 'assets', 'index-abc.js.br'));
  expect(brotliDecompressSync(stored).toString()).toBe(script);
  expect(gunzipSync(await readFile(join(folder, 'assets', 'index-abc.js.gz'))).toString()).toBe(script);
  expect(stored.length).toBeLessThan(script.length / 10);
  expect((await readdir(folder)).sort()).toEqual(['assets', 'index.html', 'index.html.br', 'index.html.gz']);
});

it('leaves fonts and images alone, and skips a copy that would not be smaller', async () => {
  await writeFile(join(folder, 'font.woff2'), 'x'.repeat(2000));
  await writeFile(join(folder, 'tiny.txt'), 'a');
  await precompressFolder(folder);
  expect((await readdir(folder)).sort()).toEqual(['font.woff2', 'tiny.txt']);
});

it('leaves the subfolders it is told to skip as they are', async () => {
  await mkdir(join(folder, 'prerendered'));
  const page = `<!doctype html><title>${'Quiz '.repeat(100)}</title>`;
  await writeFile(join(folder, 'prerendered', 'auth.html'), page);
  await writeFile(join(folder, 'index.html'), page);
  await precompressFolder(folder, ['prerendered']);

  expect(await readdir(join(folder, 'prerendered'))).toEqual(['auth.html']);
  expect(await readdir(folder)).toContain('index.html.br');
});
