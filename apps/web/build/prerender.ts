import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { build } from 'vite';

/** The folder of the built app that holds the prerendered pages and their index. */
export const PRERENDERED_FOLDER = 'prerendered';

/** What the server reads to serve a prerendered page: the page file of each path and the URL to replace. */
export interface PrerenderedIndex {
  /** The backend URL the pages were rendered with; the server writes each request's backend URL in its place. */
  backendUrl: string;
  /** Each prerendered path and its page, relative to the prerendered folder. */
  pages: Record<string, string>;
}

interface PrerenderModule {
  BODY_CLASS: string;
  HEAD_SCRIPT: string;
  PRERENDER_BACKEND_URL: string;
  PRERENDERED_PATHS: readonly string[];
  renderPage: (path: string) => Promise<string>;
}

const ROOT_ELEMENT = '<div id="root"></div>';

const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;
const CLASS_SELECTOR = /\.(-?[_a-zA-Z][\w-]*)/g;

/** The class names a page's markup uses. */
function classesIn(markup: string): Set<string> {
  const classes = new Set<string>();
  for (const [, names] of markup.matchAll(CLASS_ATTRIBUTE))
    for (const name of names!.split(/\s+/)) if (name) classes.add(name);
  return classes;
}

/** Each stylesheet of the build, by its URL path, with the class names its selectors name. */
async function stylesheetsOf(outDir: string, base: string): Promise<Map<string, Set<string>>> {
  const assets = join(outDir, 'assets');
  const sheets = new Map<string, Set<string>>();
  for (const name of await readdir(assets)) {
    if (!name.endsWith('.css')) continue;
    const css = await readFile(join(assets, name), 'utf8');
    sheets.set(`${base}assets/${name}`, new Set([...css.matchAll(CLASS_SELECTOR)].map(([, name]) => name!)));
  }
  return sheets;
}

/**
 * The page with a link to every stylesheet that styles its markup. The app would fetch the stylesheets of its
 * lazily loaded parts only when their code runs; a prerendered page is drawn before that, so it must name them.
 */
function withStylesheets(page: string, markup: string, sheets: Map<string, Set<string>>): string {
  const used = classesIn(markup);
  const links = [...sheets]
    .filter(
      ([href, classes]) => !page.includes(`href="${href}"`) && [...classes].some((name) => used.has(name)),
    )
    .map(([href]) => `<link rel="stylesheet" crossorigin href="${href}">`);
  return page.replace('</head>', `${links.join('\n')}\n</head>`);
}

const STARTER_SOURCE = fileURLToPath(new URL('./startAfterFirstPaint.js', import.meta.url));
const APP_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\n?/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\n?/g;

/**
 * The page with its app started by the starter script once the page is painted, instead of fetched at once
 * by the module script and the preloads Vite wrote; the starter adds those itself when it runs.
 */
function startedAfterFirstPaint(page: string, starterUrl: string): string {
  const app = APP_SCRIPT.exec(page);
  if (!app) throw new Error('The built index.html has no module script to start.');
  const modules = [...page.matchAll(MODULE_PRELOAD)].map(([, href]) => href!);
  const starter = `<script defer src="${starterUrl}" data-entry="${app[1]}" data-modulepreload="${modules.join(' ')}"></script>\n`;
  return page.replace(MODULE_PRELOAD, '').replace(APP_SCRIPT, starter);
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
  return {
    name: 'quizcoop-prerender',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      outDir = join(config.root, config.build.outDir);
      base = config.base;
    },
    async generateBundle() {
      const reference = this.emitFile({
        type: 'asset',
        name: 'start.js',
        source: await readFile(STARTER_SOURCE, 'utf8'),
      });
      starterFile = this.getFileName(reference);
    },
    closeBundle: {
      // Before the precompression of the build, which then compresses the pages too.
      order: 'pre',
      sequential: true,
      async handler() {
        const serverOutDir = join(root, 'node_modules', '.prerender');
        await build({
          root,
          configFile: false,
          logLevel: 'warn',
          plugins: [react()],
          // The workspace packages are bundled so their stylesheet imports are resolved, and dropped, by Vite.
          ssr: { noExternal: [/^@quizcoop\//] },
          build: {
            ssr: entry,
            outDir: serverOutDir,
            emptyOutDir: true,
            rollupOptions: { output: { format: 'es' } },
          },
        });
        const renderer = (await import(
          pathToFileURL(join(serverOutDir, 'renderPage.js')).href
        )) as PrerenderModule;
        const built = await readFile(join(outDir, 'index.html'), 'utf8');
        if (!built.includes(ROOT_ELEMENT) || !built.includes('<body>'))
          throw new Error(`The built index.html has no <body> with ${ROOT_ELEMENT} in it.`);
        const template = startedAfterFirstPaint(
          built
            .replace('<body>', `<body class="${renderer.BODY_CLASS}">`)
            .replace('</head>', `<script>${renderer.HEAD_SCRIPT}</script>\n</head>`),
          `${base}${starterFile}`,
        );
        const folder = join(outDir, PRERENDERED_FOLDER);
        await rm(folder, { recursive: true, force: true });
        const sheets = await stylesheetsOf(outDir, base);
        const index: PrerenderedIndex = { backendUrl: renderer.PRERENDER_BACKEND_URL, pages: {} };
        for (const path of renderer.PRERENDERED_PATHS) {
          const markup = await renderer.renderPage(path);
          const file = join(folder, pageFileOf(path));
          await mkdir(dirname(file), { recursive: true });
          const page = template.replace(ROOT_ELEMENT, `<div id="root">${markup}</div>`);
          await writeFile(file, withStylesheets(page, markup, sheets));
          index.pages[path] = pageFileOf(path);
        }
        await writeFile(join(folder, 'index.json'), JSON.stringify(index, null, 2));
      },
    },
  };
}
