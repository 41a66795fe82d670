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
export const PRERENDERED_BACKEND_URL = 'https://backend.quizcoop.invalid';
/** A style attribute of the prerendered page, as React writes it, and the text the browser reads from it. */
export const PRERENDERED_STYLE = {
  written: 'font-family:&quot;Fredoka&quot;;max-width:60rem',
  read: 'font-family:"Fredoka";max-width:60rem',
};
/** The prerendered /auth page's markup: the screen's heading, the logo from the backend, and one style attribute. */
export const PRERENDERED_AUTH = `<main style="${PRERENDERED_STYLE.written}"><h1>Sign in to Quiz Coop</h1><img src="${PRERENDERED_BACKEND_URL}/storage/v1/object/public/assets/logo.png" alt="Quiz Coop"/></main>`;

/** A temporary web root holding a page, a hashed script and style (each with .br and .gz), a map and an icon. */
export async function makeWebRoot(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'quizcoop-web-'));
  await mkdir(join(root, 'assets'));
  await writeWithVariants(join(root, 'index.html'), INDEX_HTML);
  await writeWithVariants(join(root, 'assets', 'index-a1b2c3.js'), APP_SCRIPT);
  await writeWithVariants(join(root, 'assets', 'index-d4e5f6.css'), APP_STYLE);
  await writeFile(join(root, 'assets', 'index-a1b2c3.js.map'), '{"version":3,"sources":["main.tsx"]}');
  await writeFile(join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(join(root, 'logo.png'), new Uint8Array([137, 80, 78, 71]));
  return root;
}

/** An inline script in the prerendered page's head, run before the page is drawn. */
export const PRERENDERED_HEAD_SCRIPT = 'document.documentElement.setAttribute("data-seen", "")';

/** A web root as above, with /auth prerendered the way the web build lays prerendered pages out. */
export async function makePrerenderedWebRoot(): Promise<string> {
  const root = await makeWebRoot();
  await mkdir(join(root, 'prerendered'));
  const page = INDEX_HTML.replace(
    '<div id="root"></div>',
    `<div id="root">${PRERENDERED_AUTH}</div>`,
  ).replace('</head>', `<script>${PRERENDERED_HEAD_SCRIPT}</script></head>`);
  await writeWithVariants(join(root, 'prerendered', 'auth.html'), page);
  const index = { backendUrl: PRERENDERED_BACKEND_URL, pages: { '/auth': 'auth.html' } };
  await writeFile(join(root, 'prerendered', 'index.json'), JSON.stringify(index));
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
