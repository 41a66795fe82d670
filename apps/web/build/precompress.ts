import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { PRERENDERED_FOLDER } from '@quizcoop/contract';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats; images, sounds and fonts are compressed formats already. */
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.webmanifest',
  '.map',
  '.svg',
  '.xml',
  '.txt',
  '.ico',
  '.wasm',
]);

export function isCompressible(path: string): boolean {
  return COMPRESSIBLE.has(extname(path).toLowerCase());
}

/**
 * Writes `<file>.br` (Brotli at its best quality) and `<file>.gz` (gzip level 9) beside one file, skipping an
 * encoding that would not make it smaller. Returns the encodings written.
 */
export async function precompressFile(path: string): Promise<string[]> {
  const body = await readFile(path);
  const variants: [string, Buffer][] = [
    [
      'br',
      await brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    ],
    ['gz', await gzipAsync(body, { level: 9 })],
  ];
  const written: string[] = [];
  for (const [suffix, compressed] of variants) {
    if (compressed.length >= body.length) continue;
    await writeFile(`${path}.${suffix}`, compressed);
    written.push(suffix);
  }
  return written;
}

/** Precompresses every compressible file under a folder, except under the subfolders named to skip. */
export async function precompressFolder(folder: string, skipped: readonly string[] = []): Promise<void> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const skippedPaths = skipped.map((name) => join(folder, name));
  const files = entries
    .filter((entry) => entry.isFile() && isCompressible(entry.name))
    .filter((entry) => !skippedPaths.some((path) => `${entry.parentPath}/`.startsWith(`${path}/`)))
    .map((entry) => join(entry.parentPath, entry.name));
  await Promise.all(files.map((file) => precompressFile(file)));
}

/**
 * After the production build, stores a Brotli and a gzip copy of every text asset beside it, so the server
 * sends compressed bytes without compressing on each request.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'quizcoop-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    async closeBundle() {
      // The server reads the prerendered pages and the renderer from disk and compresses what it sends itself.
      await precompressFolder(outDir, [PRERENDERED_FOLDER]);
    },
  };
}
