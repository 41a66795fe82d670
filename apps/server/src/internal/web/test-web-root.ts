import type { PrerenderedIndex } from '@quizcoop/contract';
import {
  PRERENDER_BACKEND_URL_PLACEHOLDER,
  PRERENDERED_FOLDER,
  PRERENDERED_INDEX_FILE,
} from '@quizcoop/contract';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import type { IncomingHttpHeaders } from 'node:http';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** The files of a small built web app, as the web build lays them out. */
export const APP_SCRIPT = `console.log(${JSON.stringify('Quiz Coop '.repeat(200))});`;
export const APP_STYLE = `body { color: #1d1d1d; }\n`.repeat(50);
export const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Quiz Coop</title>
    <script type="module" crossorigin src="/assets/index-a1b2c3.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-d4e5f6.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

async function writeWithVariants(path: string, text: string): Promise<void> {
  await writeFile(path, text);
  await writeFile(`${path}.br`, brotliCompressSync(text));
  await writeFile(`${path}.gz`, gzipSync(text));
}

/** The backend URL the test build's prerendered page was rendered with. */
export const PRERENDERED_BACKEND_URL = PRERENDER_BACKEND_URL_PLACEHOLDER;
/** A style attribute of the prerendered page, as React writes it, and the text the browser reads from it. */
export const PRERENDERED_STYLE = {
  written: 'font-family:&quot;Fredoka&quot;;max-width:60rem',
  read: 'font-family:"Fredoka";max-width:60rem',
};
/** The prerendered /auth page's markup: the screen's heading, the logo from the backend, and one style attribute. */
export const PRERENDERED_AUTH = `<main style="${PRERENDERED_STYLE.written}"><h1>Sign in to Quiz Coop</h1><img src="${PRERENDERED_BACKEND_URL}/storage/v1/object/public/assets/logo.png" alt="Quiz Coop"/></main>`;

export const SERVICE_WORKER = `self.addEventListener('fetch', () => {});\n`.repeat(20);
export const WEB_MANIFEST = JSON.stringify({ name: 'Quiz Coop', start_url: '/', display: 'standalone' });

/**
 * A temporary web root holding a page, a hashed script and style (each with .br and .gz), a map, an icon, and
 * the service worker and web app manifest.
 */
export async function makeWebRoot(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'quizcoop-web-'));
  await mkdir(join(root, 'assets'));
  await writeWithVariants(join(root, 'index.html'), INDEX_HTML);
  await writeWithVariants(join(root, 'assets', 'index-a1b2c3.js'), APP_SCRIPT);
  await writeWithVariants(join(root, 'assets', 'index-d4e5f6.css'), APP_STYLE);
  await writeFile(join(root, 'assets', 'index-a1b2c3.js.map'), '{"version":3,"sources":["main.tsx"]}');
  await writeFile(join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(join(root, 'logo.png'), new Uint8Array([137, 80, 78, 71]));
  await writeWithVariants(join(root, 'sw.js'), SERVICE_WORKER);
  await writeWithVariants(join(root, 'manifest.webmanifest'), WEB_MANIFEST);
  return root;
}

/** An inline script in the prerendered page's head, run before the page is drawn. */
export const PRERENDERED_HEAD_SCRIPT = 'document.documentElement.setAttribute("data-seen", "")';

/** A web root as above, with /auth prerendered the way the web build lays prerendered pages out. */
export async function makePrerenderedWebRoot(): Promise<string> {
  const root = await makeWebRoot();
  await mkdir(join(root, PRERENDERED_FOLDER));
  const page = INDEX_HTML.replace(
    '<div id="root"></div>',
    `<div id="root">${PRERENDERED_AUTH}</div>`,
  ).replace('</head>', `<script>${PRERENDERED_HEAD_SCRIPT}</script></head>`);
  await writeWithVariants(join(root, PRERENDERED_FOLDER, 'auth.html'), page);
  const index: PrerenderedIndex = { backendUrl: PRERENDERED_BACKEND_URL, pages: { '/auth': 'auth.html' } };
  await writeFile(join(root, PRERENDERED_FOLDER, PRERENDERED_INDEX_FILE), JSON.stringify(index));
  return root;
}

/**
 * A renderer module as the web build makes one, reduced to what the server relies on: it fetches from the
 * server with the anon key, as the app does, and draws what it got into the frame. It draws /library with the
 * first official set's name and the how-many-th rendering this is; it cannot render /public-library.
 */
const DATA_PAGE_RENDERER = `let renderings = 0;
export function createDataPageRenderer({ frame, dataUrl, anonKey }) {
  return async (path) => {
    if (path !== '/library') throw new Error('No data for ' + path);
    const query = 'select=game_name&is_official=eq.true&order=game_name&limit=1';
    const response = await fetch(dataUrl + '/rest/v1/question_sets?' + query, { headers: { apikey: anonKey } });
    const [set] = await response.json();
    renderings += 1;
    return frame.replace(
      '<div id="root"></div>',
      '<div id="root"><main><h1>' + set.game_name + '</h1><p>Rendering ' + renderings + '</p>' +
        '<img src="${PRERENDERED_BACKEND_URL}/storage/v1/object/public/assets/logo.png" alt=""></main></div>',
    );
  };
}
`;

/** The markup of the page the build drew of the library without its data. */
export const LIBRARY_WITHOUT_DATA =
  '<main><h1>Question Library</h1><p role="status">Loading question sets...</p></main>';

/**
 * A web root as makePrerenderedWebRoot's, where /library and /public-library are data pages: drawn ahead
 * without data, and rendered on request by the renderer above.
 */
export async function makeDataPagesWebRoot(): Promise<string> {
  const root = await makePrerenderedWebRoot();
  const withoutData = INDEX_HTML.replace(
    '<div id="root"></div>',
    `<div id="root">${LIBRARY_WITHOUT_DATA}</div>`,
  );
  await writeFile(join(root, PRERENDERED_FOLDER, 'library.html'), withoutData);
  await writeFile(join(root, PRERENDERED_FOLDER, 'frame.html'), INDEX_HTML);
  await writeFile(join(root, PRERENDERED_FOLDER, 'renderer.js'), DATA_PAGE_RENDERER);
  const index: PrerenderedIndex = {
    backendUrl: PRERENDERED_BACKEND_URL,
    pages: { '/auth': 'auth.html', '/library': 'library.html', '/public-library': 'library.html' },
    dataPages: ['/library', '/public-library'],
    frame: 'frame.html',
    renderer: 'renderer.js',
  };
  await writeFile(join(root, PRERENDERED_FOLDER, PRERENDERED_INDEX_FILE), JSON.stringify(index));
  return root;
}

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as sent, not decoded. */
  body: Buffer;
}

/** One request with exactly these headers (Host included) and the answer's bytes as they came over the wire. */
export function rawRequest(
  url: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<RawResponse> {
  return new Promise((resolveResponse, rejectResponse) => {
    const request = httpRequest(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolveResponse({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', rejectResponse);
    });
    request.on('error', rejectResponse);
    request.end();
  });
}
