import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One chunk of Vite's build manifest (`build.manifest: true`), as far as the budget reads it. */
export interface ManifestChunk {
  file: string;
  src?: string;
  /** The chunk's name: Rollup names a chunk after its entry module's file. */
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

function moduleName(module: string): string {
  const file = module.slice(module.lastIndexOf('/') + 1);
  const dot = file.lastIndexOf('.');
  return dot > 0 ? file.slice(0, dot) : file;
}

/**
 * The manifest key of the chunk a module starts. Usually the module's path is the key (or the chunk's `src`).
 * When Rollup puts a lazily imported module into a chunk shared with other code, the chunk loses its `src` and
 * is keyed by its file; it is then the one chunk some other chunk imports dynamically that carries the
 * module's name. More than one such chunk would make the figure a guess, so that is refused too.
 */
function chunkKey(manifest: Manifest, module: string): string {
  const key = Object.keys(manifest).find(
    (candidate) => candidate === module || manifest[candidate]!.src === module,
  );
  if (key) return key;
  const dynamicallyImported = new Set(Object.values(manifest).flatMap((chunk) => chunk.dynamicImports ?? []));
  const named = [...dynamicallyImported].filter((candidate) => {
    const chunk = manifest[candidate];
    return chunk?.isDynamicEntry && chunk.src === undefined && chunk.name === moduleName(module);
  });
  if (named.length > 1) throw new Error(`The build manifest has several chunks that may be ${module}.`);
  if (named.length === 0) throw new Error(`The build manifest has no chunk for ${module}.`);
  return named[0]!;
}

function withStaticImports(manifest: Manifest, key: string, seen: Set<string>): void {
  if (seen.has(key)) return;
  seen.add(key);
  for (const imported of manifest[key]!.imports ?? []) withStaticImports(manifest, imported, seen);
}

/** The build's entries: the app (index.html), and the script the static pages run instead of it. */
export const APP_ENTRY = 'index.html';
export const ISLANDS_ENTRY = 'src/islands.ts';

/**
 * The JavaScript files a first visit to a route downloads: an entry (the app's, unless another is named) with
 * everything it imports statically (what the page preloads), plus, for a lazily loaded page, that page's chunk
 * and its static imports, and the chunks of `alsoAwaited`: modules the app imports lazily but a page cannot
 * render without. Other chunks reached only through a later `import()` are not part of the first load.
 */
export function firstLoadFiles(
  manifest: Manifest,
  lazyPageModule?: string,
  alsoAwaited: readonly string[] = [],
  entry: string = APP_ENTRY,
): string[] {
  if (!manifest[entry]?.isEntry) throw new Error(`The build manifest has no entry ${entry}.`);
  const seen = new Set<string>();
  withStaticImports(manifest, entry, seen);
  if (lazyPageModule) withStaticImports(manifest, chunkKey(manifest, lazyPageModule), seen);
  for (const module of alsoAwaited) withStaticImports(manifest, chunkKey(manifest, module), seen);
  return [...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
}

/** A file's size after gzip at level 9: the same bytes give the same figure on every machine. */
export function gzipBytes(content: Uint8Array): number {
  return gzipSync(content, { level: 9 }).byteLength;
}

export interface FirstLoadJs {
  files: { file: string; gzipBytes: number }[];
  gzipBytes: number;
}

/** The gzip size of a route's first-load JavaScript in a built app (`dist` with `.vite/manifest.json`). */
export function measureFirstLoadJs(
  distDir: string,
  lazyPageModule?: string,
  alsoAwaited: readonly string[] = [],
  entry: string = APP_ENTRY,
): FirstLoadJs {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const files = firstLoadFiles(manifest, lazyPageModule, alsoAwaited, entry).map((file) => ({
    file,
    gzipBytes: gzipBytes(readFileSync(join(distDir, file))),
  }));
  return { files, gzipBytes: files.reduce((total, { gzipBytes: size }) => total + size, 0) };
}
