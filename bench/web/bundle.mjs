// Sizes of the web app's production build (apps/web/dist): raw, gzip (level 9) and Brotli (quality 11), per
// file, per chunk of the Vite manifest with the static imports it brings, and per route as the browser loaded it.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const DIST = fileURLToPath(new URL('../../apps/web/dist/', import.meta.url));
const MANIFEST = `${DIST}.vite/manifest.json`;

const sizeCache = new Map();

/** The raw, gzip and Brotli sizes of one file of dist/. */
async function sizesOf(file) {
  if (!sizeCache.has(file)) {
    const content = await readFile(`${DIST}${file}`);
    sizeCache.set(file, {
      raw: content.length,
      gzip: gzipSync(content, { level: 9 }).length,
      brotli: brotliCompressSync(content, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
      }).length,
    });
  }
  return sizeCache.get(file);
}

/** Adds up the sizes of files, split into JavaScript and CSS. */
async function totals(files) {
  const sum = { js: { raw: 0, gzip: 0, brotli: 0 }, css: { raw: 0, gzip: 0, brotli: 0 } };
  for (const file of new Set(files)) {
    const kind = file.endsWith('.js') ? 'js' : file.endsWith('.css') ? 'css' : null;
    if (!kind) continue;
    const sizes = await sizesOf(file);
    for (const measure of ['raw', 'gzip', 'brotli']) sum[kind][measure] += sizes[measure];
  }
  return sum;
}

/** A chunk's own file and CSS with those of everything it imports statically: what loading it downloads. */
function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  return [
    chunk.file,
    ...(chunk.css ?? []),
    ...(chunk.imports ?? []).flatMap((imported) => staticClosure(manifest, imported, seen)),
  ];
}

/**
 * Each entry's first load (the app's, and the static pages' islands script), then each lazily loaded chunk
 * with what it adds to them (its static imports that the entries have not already loaded).
 */
export async function bundleReport() {
  if (!existsSync(MANIFEST)) {
    throw new Error(
      'apps/web/dist/.vite/manifest.json is missing: build the web app (build.manifest is on).',
    );
  }
  const manifest = JSON.parse(await readFile(MANIFEST, 'utf8'));
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  const firstLoad = new Set(entries.flatMap((key) => staticClosure(manifest, key)));
  const chunks = [];
  for (const key of entries)
    chunks.push({ name: `entry ${key} (first load)`, ...(await totals(staticClosure(manifest, key))) });
  for (const key of Object.keys(manifest)
    .filter((name) => manifest[name].isDynamicEntry)
    .sort()) {
    const added = staticClosure(manifest, key).filter((file) => !firstLoad.has(file));
    chunks.push({ name: `lazy ${key}`, ...(await totals(added)) });
  }
  const allFiles = Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]);
  return { chunks, total: await totals(allFiles) };
}

/** The JavaScript and CSS of dist/ among the paths a page requested. */
export async function routeAssets(requestedPaths) {
  const files = requestedPaths
    .map((path) => decodeURIComponent(path).replace(/^\//, ''))
    .filter((file) => /\.(js|css)$/.test(file) && existsSync(`${DIST}${file}`));
  return { files: [...new Set(files)], ...(await totals(files)) };
}
