import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import type { Rollup } from 'vite';
import { defineConfig } from 'vite';
import { offlineSupport } from './build/offlineSupport';
import { precompress } from './build/precompress';
import { preloadFonts } from './build/preloadFonts';
import { ISLANDS_ENTRY, prerenderPages } from './build/prerender';

// In development the app runs on Vite and the backend on the embedded server; Vite forwards the API paths to it.
const backend = process.env.QUIZCOOP_DEV_BACKEND ?? 'http://127.0.0.1:3000';
const backendPaths = [
  '/auth/v1',
  '/rest/v1',
  '/storage/v1',
  '/functions/v1',
  '/config.json',
  '/healthz',
  '/_mailbox',
  '/_checkout',
];

const FONT = /\.(woff2?|ttf|otf)$/;

// Packages that declare no `sideEffects` although a page needs their modules' effects only where it uses them.
// sonner's module adds its stylesheet when it runs; that matters only where the Toaster is used, so a page that
// merely imports from the ui kit does not have to load sonner. The auth client's entry brings the whole client
// with it; the app loads the client when it needs it, and elsewhere uses only its small error checks.
const SIDE_EFFECT_FREE_PACKAGES = /[\\/]node_modules[\\/](sonner|@supabase[\\/]auth-js)[\\/]/;

// React, the router and the primitives under every button are needed by every page. Kept in one file, they
// compress together and cost one request, instead of being spread over small chunks shaped by the lazy pages.
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@radix-ui[\\/]react-(slot|primitive|compose-refs)|@vanilla-extract[\\/](recipes|sprinkles))[\\/]/;

// The status pages (not found, forbidden) share one frame; grouped, their few rules make one stylesheet worth
// compressing instead of two of a single rule each.
const STATUS_PAGES = /[\\/]packages[\\/]ui[\\/]dist[\\/]components[\\/](NotFound|Forbidden|StatusPage)[\\/]/;

const ISLANDS_SOURCE = fileURLToPath(new URL('./src/islands.ts', import.meta.url));
const APP_SOURCES = fileURLToPath(new URL('./src/', import.meta.url));

/**
 * The app's modules the static pages' script imports (not lazily), besides itself. They make a chunk of their
 * own: left to Rollup, the small chunk they share with the app is merged with other code of the app (the
 * merging of small chunks adds code without side effects to any chunk), which every static page would then
 * load for nothing.
 */
function islandsImports(getModuleInfo: Rollup.ManualChunkMeta['getModuleInfo']): Set<string> {
  const imported = new Set<string>();
  const visit = (id: string) => {
    for (const next of getModuleInfo(id)?.importedIds ?? [])
      if (next.startsWith(APP_SOURCES) && !imported.has(next)) {
        imported.add(next);
        visit(next);
      }
  };
  visit(ISLANDS_SOURCE);
  return imported;
}

let islandsShared: Set<string> | undefined;

/** Vite's helper that loads a lazily imported chunk with its stylesheets, which the islands use too. */
const PRELOAD_HELPER = 'vite/preload-helper';

/** The chunks grouped here by hand (see `chunks` below). */
const MANUAL_CHUNKS = {
  framework: 'framework',
  statusPages: 'status-pages',
  islandsShared: 'islands-shared',
};

/** A package's own chunk from its build (`chunk-7SPUOV7Q`): its name is a hash, which changes with every build. */
const PACKAGE_BUILD_CHUNK = /^chunk-[A-Z0-9]{8}$/;

/** A library's module, whose file name (`index`, `module`) says nothing of the library. */
const LIBRARY_MODULE = /[\\/]node_modules[\\/]/;

function originOf(id: string): string {
  const [workspacePath, ...libraryPaths] = id.split(/[\\/]node_modules[\\/]/);
  const libraryPath = libraryPaths.at(-1);
  if (libraryPath) {
    const [scope, name] = libraryPath.split(/[\\/]/);
    return scope!.startsWith('@') ? `${scope!.slice(1)}-${name}` : scope!;
  }
  const workspacePackage = /[\\/]packages[\\/]([^\\/]+)[\\/]/.exec(workspacePath!);
  return workspacePackage ? `${workspacePackage[1]}-shared` : 'shared';
}

/** Where most of a chunk's modules come from. */
function mainOrigin(moduleIds: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const id of moduleIds) {
    const origin = originOf(id);
    counts.set(origin, (counts.get(origin) ?? 0) + 1);
  }
  return [...counts].sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))[0]![0];
}

/**
 * A chunk of a page, of the app's own code or grouped here by hand keeps its name. One named after a package build's
 * hashed chunk, or after a library's file (`index`, `module`), is named after where most of its modules come
 * from instead, so that it keeps a telling name from one build to the next and the script budget can say
 * which one grew.
 */
function chunkFileName({ name, moduleIds, facadeModuleId }: Rollup.PreRenderedChunk): string {
  const keep = 'assets/[name]-[hash].js';
  if (Object.values(MANUAL_CHUNKS).includes(name)) return keep;
  if (facadeModuleId !== null && !LIBRARY_MODULE.test(facadeModuleId)) return keep;
  const origin = mainOrigin(moduleIds);
  const fromLibrary = !origin.endsWith('shared');
  return PACKAGE_BUILD_CHUNK.test(name) || fromLibrary ? `assets/${origin}-[hash].js` : keep;
}

const chunks: Rollup.GetManualChunk = (id, { getModuleInfo }) => {
  if (FRAMEWORK.test(id)) return MANUAL_CHUNKS.framework;
  if (STATUS_PAGES.test(id)) return MANUAL_CHUNKS.statusPages;
  islandsShared ??= islandsImports(getModuleInfo);
  if (islandsShared.has(id) || id.includes(PRELOAD_HELPER)) return MANUAL_CHUNKS.islandsShared;
  return undefined;
};

export default defineConfig({
  plugins: [
    react(),
    preloadFonts(),
    prerenderPages('src/prerender/renderPage.tsx'),
    offlineSupport(),
    precompress(),
  ],
  server: { proxy: Object.fromEntries(backendPaths.map((path) => [path, backend])) },
  build: {
    // Maps are written for debugging but not linked from the code; the server does not serve them by default.
    sourcemap: 'hidden',
    // The manifest maps each chunk to its files and imports; the web benchmark's bundle report reads it.
    manifest: true,
    // Fonts stay files: the page's Content-Security-Policy loads fonts only from the server, not data: URLs.
    assetsInlineLimit: (file) => (FONT.test(file) ? false : undefined),
    rollupOptions: {
      // The app, and the script the static pages run instead (their islands).
      input: { index: 'index.html', [ISLANDS_ENTRY]: ISLANDS_SOURCE },
      treeshake: { moduleSideEffects: (id) => !SIDE_EFFECT_FREE_PACKAGES.test(id) },
      output: { manualChunks: chunks, chunkFileNames: chunkFileName, experimentalMinChunkSize: 30_000 },
    },
  },
});
