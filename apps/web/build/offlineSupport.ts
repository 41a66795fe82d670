import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const WORKER_SOURCE = fileURLToPath(new URL('./serviceWorker.js', import.meta.url));
const LOGO = fileURLToPath(new URL('../../../supabase/storage/assets/logo.png', import.meta.url));

/** Where the built app's service worker and web app manifest are served; the page registers and links them. */
export const SERVICE_WORKER_FILE = 'sw.js';
export const WEB_MANIFEST_FILE = 'manifest.webmanifest';

/** The logo is 256 pixels square, over the 144 Chrome wants of an installable app's icon. */
const ICON_SIZE = '256x256';

/** The ui kit's page background and primary colour, which the installed app's window and title bar take. */
export const MANIFEST_COLOURS = { background: '#FFFBF2', theme: '#186DA8' } as const;

const DESCRIPTION = 'Quiz Coop: a classroom quiz game for one screen and up to four players or teams.';

/**
 * The pages stored for use offline: the landing page and the game, which a classroom reopens, and the bare
 * page (index.html, as the server sends it for any route it did not prerender) for every other route.
 */
export const OFFLINE_PAGES = ['/', '/game'] as const;
export const OFFLINE_SHELL = '/index.html';

/** Built files worth storing: code, styles, fonts and the icon; not maps or the precompressed copies. */
const STORED_FILE = /\.(js|css|woff2|png)$/;

export interface OfflineVersion {
  /** The cache this version's files go into; a new build with other files gets another. */
  cache: string;
  shell: string;
  urls: string[];
}

/** What one build's service worker stores, from the file names of the build. */
export function offlineVersion(builtFiles: readonly string[], base = '/'): OfflineVersion {
  const files = builtFiles
    .filter((file) => STORED_FILE.test(file) && file !== SERVICE_WORKER_FILE)
    .map((file) => `${base}${file}`);
  const urls = [...OFFLINE_PAGES, OFFLINE_SHELL, ...files].sort();
  const digest = createHash('sha256').update(urls.join('\n')).digest('hex').slice(0, 16);
  return { cache: `quizcoop-app-${digest}`, shell: OFFLINE_SHELL, urls };
}

const VERSION_LINE = /^var OFFLINE = .*;$/m;

/** The service worker's source with this version written in place of its placeholder. */
export function serviceWorkerSource(template: string, version: OfflineVersion): string {
  if (!VERSION_LINE.test(template)) throw new Error('The service worker has no OFFLINE line to fill in.');
  return template.replace(VERSION_LINE, () => `var OFFLINE = ${JSON.stringify(version)};`);
}

/** The web app manifest that lets Chrome and Chromebooks install Quiz Coop as an app. */
export function webManifest(iconUrl: string, base = '/') {
  return {
    id: base,
    name: 'Quiz Coop',
    short_name: 'Quiz Coop',
    description: DESCRIPTION,
    start_url: base,
    scope: base,
    display: 'standalone',
    background_color: MANIFEST_COLOURS.background,
    theme_color: MANIFEST_COLOURS.theme,
    icons: [{ src: iconUrl, sizes: ICON_SIZE, type: 'image/png', purpose: 'any' }],
  };
}

/**
 * Adds what makes the built app installable and usable offline: the manifest (linked from index.html, so from
 * every prerendered page too) with the logo as its icon, and the service worker with the build's files.
 * Listed after the plugins that emit files of their own, so their files are stored too.
 */
export function offlineSupport(): Plugin {
  let base = '/';
  return {
    name: 'quizcoop-offline-support',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: () => [
      { tag: 'link', attrs: { rel: 'manifest', href: `${base}${WEB_MANIFEST_FILE}` }, injectTo: 'head' },
      { tag: 'meta', attrs: { name: 'theme-color', content: MANIFEST_COLOURS.theme }, injectTo: 'head' },
    ],
    async generateBundle(_options, bundle) {
      const icon = this.emitFile({ type: 'asset', name: 'quiz-coop-icon.png', source: await readFile(LOGO) });
      this.emitFile({
        type: 'asset',
        fileName: WEB_MANIFEST_FILE,
        source: JSON.stringify(webManifest(`${base}${this.getFileName(icon)}`, base), null, 2),
      });
      const version = offlineVersion(Object.keys(bundle), base);
      this.emitFile({
        type: 'asset',
        fileName: SERVICE_WORKER_FILE,
        source: serviceWorkerSource(await readFile(WORKER_SOURCE, 'utf8'), version),
      });
    },
  };
}
