import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { PrerenderedIndex } from '@quizcoop/contract';
import { PRERENDERED_FOLDER, PRERENDERED_INDEX_FILE } from '@quizcoop/contract';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { build } from 'vite';
import type * as Renderer from '../src/prerender/renderPage';

/** The renderer the server loads to render the data pages, in the prerendered folder. */
const RENDERER_FILE = 'renderer.js';

type PrerenderModule = typeof Renderer;

const STARTER_SOURCE = fileURLToPath(new URL('./startAfterFirstPaint.js', import.meta.url));
const APP_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\n?/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\n?/g;

/** A script a page starts: its entry's URL and the URLs of the modules the entry imports. */
interface StartedScript {
  entry: string;
  modules: readonly string[];
}

/**
 * The page with its script (the app's, unless another is given) started by the starter script once the page is
 * painted, instead of fetched at once by the module script and the preloads Vite wrote; the starter adds the
 * preloads itself when it runs.
 */
function startedAfterFirstPaint(page: string, starterUrl: string, script?: StartedScript): string {
  const app = APP_SCRIPT.exec(page);
  if (!app) throw new Error('The built index.html has no module script to start.');
  const { entry, modules } = script ?? {
    entry: app[1]!,
    modules: [...page.matchAll(MODULE_PRELOAD)].map(([, href]) => href!),
  };
  const starter = `<script defer src="${starterUrl}" data-entry="${entry}" data-modulepreload="${modules.join(' ')}"></script>\n`;
  return page.replace(MODULE_PRELOAD, '').replace(APP_SCRIPT, starter);
}

/** The name of the static pages' script among the build's entries (see vite.config.ts). */
export const ISLANDS_ENTRY = 'islands';

const FRAME_FILE = 'frame.html';

/** The build's stylesheets by URL path, with their text. */
async function stylesheetsOf(outDir: string, base: string): Promise<[string, string][]> {
  const assets = join(outDir, 'assets');
  const names = (await readdir(assets)).filter((name) => name.endsWith('.css'));
  return Promise.all(
    names.map(
      async (name) =>
        [`${base}assets/${name}`, await readFile(join(assets, name), 'utf8')] as [string, string],
    ),
  );
}

function pageFileOf(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1).replaceAll('/', '_')}.html`;
}

/**
 * After the app is built, renders the pages a first visit can see without any data (the landing page, the
 * sign-in screen, the site's information pages…) into copies of the built index.html, so the browser paints
 * them before any script has run. The renderer is the app itself, built once more for Node.
 */
export function prerenderPages(entry: string): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  let base = '/';
  let starterFile = '';
  let islands: StartedScript | undefined;
  return {
    name: 'quizcoop-prerender',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      outDir = join(config.root, config.build.outDir);
      base = config.base;
    },
    async generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find(
        (chunk) => chunk.type === 'chunk' && chunk.isEntry && chunk.name === ISLANDS_ENTRY,
      );
      if (entry?.type === 'chunk')
        islands = {
          entry: `${base}${entry.fileName}`,
          modules: entry.imports.map((file) => `${base}${file}`),
        };
      const reference = this.emitFile({
        type: 'asset',
        name: 'start.js',
        source: await readFile(STARTER_SOURCE, 'utf8'),
      });
      starterFile = this.getFileName(reference);
    },
    closeBundle: {
      // Before the precompression of the build, which leaves the prerendered folder out.
      order: 'pre',
      sequential: true,
      async handler() {
        const folder = join(outDir, PRERENDERED_FOLDER);
        // The renderer is the server's too (for the data pages), so it carries every dependency with it.
        await build({
          root,
          configFile: false,
          logLevel: 'warn',
          plugins: [react()],
          ssr: { noExternal: true, target: 'node' },
          build: {
            ssr: entry,
            outDir: folder,
            emptyOutDir: true,
            rollupOptions: {
              output: { format: 'es', inlineDynamicImports: true, entryFileNames: RENDERER_FILE },
            },
          },
        });
        const renderer = (await import(pathToFileURL(join(folder, RENDERER_FILE)).href)) as PrerenderModule;
        const built = await readFile(join(outDir, 'index.html'), 'utf8');
        if (!built.includes(renderer.ROOT_ELEMENT) || !built.includes('<body>'))
          throw new Error(`The built index.html has no <body> with ${renderer.ROOT_ELEMENT} in it.`);
        if (!islands) throw new Error(`The build has no ${ISLANDS_ENTRY} entry for the static pages.`);
        const page = built
          .replace('<body>', `<body class="${renderer.BODY_CLASS}">`)
          .replace(
            '</head>',
            `<style>${renderer.HEAD_STYLE}</style>\n<script>${renderer.HEAD_SCRIPT}</script>\n</head>`,
          );
        const frame = startedAfterFirstPaint(page, `${base}${starterFile}`);
        // The static pages start their islands' script instead of the app.
        const staticFrame = startedAfterFirstPaint(page, `${base}${starterFile}`, islands);
        await writeFile(join(folder, FRAME_FILE), frame);
        const sheets = renderer.stylesheetClasses(await stylesheetsOf(outDir, base));
        const index: PrerenderedIndex = {
          backendUrl: renderer.PRERENDER_BACKEND_URL,
          pages: {},
          dataPages: renderer.DATA_PAGE_PATHS,
          frame: FRAME_FILE,
          renderer: RENDERER_FILE,
        };
        for (const path of renderer.PRERENDERED_PATHS) {
          const file = join(folder, pageFileOf(path));
          await mkdir(dirname(file), { recursive: true });
          const pageFrame = renderer.STATIC_PAGE_PATHS.includes(path) ? staticFrame : frame;
          await writeFile(file, renderer.composePage(pageFrame, await renderer.renderPage(path), sheets));
          index.pages[path] = pageFileOf(path);
        }
        await writeFile(join(folder, PRERENDERED_INDEX_FILE), JSON.stringify(index, null, 2));
      },
    },
  };
}
