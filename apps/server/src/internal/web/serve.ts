import { PRERENDERED_FOLDER } from '@quizcoop/contract';
import { join } from 'node:path';
import type { ContentCoding } from './encoding';
import { acceptedCodings, matchesEntityTag } from './encoding';
import type { InlineHashes } from './page-config';
import { PageRenderer } from './page-config';
import { DataPages } from './data-pages';
import { takePrerenderedPages } from './prerendered-pages';
import type { Variant, WebFile } from './web-files';
import type { RouteContext } from '../http/env';
import { SERVICE_WORKER_POLICY } from '../http/security-headers';

const NOT_BUILT_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Quiz Coop</title></head>
<body><main><h1>Quiz Coop</h1><p>The web app has not been built yet. Run <code>npm start</code> from the repository root.</p></main></body></html>`;

const HTML = 'text/html; charset=utf-8';

/** The web app's service worker: at the root, so it may control every page without a Service-Worker-Allowed. */
const SERVICE_WORKER = '/sw.js';
const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface WebAppOptions {
  /** The folder the web files were read from, where the renderer of the data pages is loaded from. */
  webRoot: string;
  /** The server's own address, where the renderer of the data pages fetches their data. */
  serverUrl: string;
  log: (message: string, error?: unknown) => void;
  anonKey: string;
  /** The backend URL the page should name for a request's Host header. */
  publicUrl: (hostHeader: string | undefined) => string;
  /** The Content-Security-Policy of a page that names this backend URL and has this inline code and styles. */
  pagePolicy: (backendUrl: string, inlineHashes: InlineHashes) => string;
}

interface Representation {
  identity: Variant;
  encoded: Partial<Record<ContentCoding, Variant>>;
  contentType: string;
  cacheControl: string;
  compressible: boolean;
  extraHeaders?: Record<string, string>;
}

/** The best encoding the client accepts, 304 when it already holds exactly that, and no body for HEAD. */
function respond(c: RouteContext, representation: Representation): Response {
  const { identity, encoded } = representation;
  const coding = acceptedCodings(c.req.header('accept-encoding')).find((candidate) => encoded[candidate]);
  const variant = coding ? encoded[coding]! : identity;
  const headers = new Headers({
    'cache-control': representation.cacheControl,
    etag: variant.etag,
    ...representation.extraHeaders,
  });
  if (representation.compressible) headers.set('vary', 'Accept-Encoding');
  if (matchesEntityTag(c.req.header('if-none-match'), variant.etag))
    return new Response(null, { status: 304, headers });
  headers.set('content-type', representation.contentType);
  if (coding) headers.set('content-encoding', coding);
  headers.set('content-length', String(variant.body.length));
  return new Response(c.req.method === 'HEAD' ? null : variant.body, { headers });
}

/** The build's stylesheets by URL path, with their text, for the pages rendered on request. */
function stylesheetsOf(files: ReadonlyMap<string, WebFile>): Map<string, string> {
  const decoder = new TextDecoder();
  return new Map(
    [...files]
      .filter(([path]) => path.startsWith('/assets/') && path.endsWith('.css'))
      .map(([path, file]) => [path, decoder.decode(file.identity.body)]),
  );
}

function notFound(): Response {
  return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}

/**
 * Serves the built single-page app from memory: a file when one matches, otherwise the app's page (with the
 * runtime configuration in it) so the client router handles the path; a path the build prerendered gets its
 * own page, already drawn. Hashed assets are cached for a year; the pages and other files are checked on every
 * visit, which their ETags answer with a 304.
 */
export function createWebApp(
  loaded: ReadonlyMap<string, WebFile>,
  options: WebAppOptions,
): (c: RouteContext) => Response | Promise<Response> {
  const files = new Map(loaded);
  const template = files.get('/index.html');
  files.delete('/index.html');
  const pages = template
    ? new PageRenderer(new TextDecoder().decode(template.identity.body), options.anonKey)
    : null;
  const prerendered = takePrerenderedPages(files);
  const prerenderedPages = new Map(
    [...(prerendered?.templates ?? [])].map(([path, html]) => [
      path,
      new PageRenderer(html, options.anonKey, prerendered?.backendUrl),
    ]),
  );

  const dataFiles = prerendered?.dataPages;
  const dataPages = dataFiles
    ? new DataPages({
        rendererFile: join(options.webRoot, PRERENDERED_FOLDER, dataFiles.renderer),
        frame: dataFiles.frame,
        stylesheets: stylesheetsOf(files),
        renderedBackendUrl: prerendered.backendUrl,
        dataUrl: options.serverUrl,
        anonKey: options.anonKey,
        log: options.log,
      })
    : null;

  const sendPage = (c: RouteContext, renderer: PageRenderer | null | undefined): Response => {
    if (!renderer) {
      return new Response(NOT_BUILT_PAGE, {
        status: 503,
        headers: { 'content-type': HTML, 'cache-control': 'no-cache' },
      });
    }
    const backendUrl = options.publicUrl(c.req.header('host'));
    return respond(c, {
      ...renderer.page(backendUrl),
      contentType: HTML,
      cacheControl: 'no-cache',
      compressible: true,
      extraHeaders: {
        'content-security-policy': options.pagePolicy(backendUrl, renderer.inlineHashes),
      },
    });
  };

  const servePage = (c: RouteContext): Response | Promise<Response> => {
    const prerenderedPage = prerenderedPages.get(c.req.path) ?? pages;
    if (dataPages && dataFiles?.paths.includes(c.req.path))
      return dataPages.page(c.req.path).then((rendered) => sendPage(c, rendered ?? prerenderedPage));
    return sendPage(c, prerenderedPage);
  };

  // Unhashed files, the service worker above all, are checked on every use, so a new version is seen at once.
  const serveFile = (c: RouteContext, path: string, file: WebFile): Response =>
    respond(c, {
      ...file,
      cacheControl: path.startsWith('/assets/') ? IMMUTABLE : 'no-cache',
      extraHeaders:
        path === SERVICE_WORKER ? { 'content-security-policy': SERVICE_WORKER_POLICY } : undefined,
    });

  return (c) => {
    const path = c.req.path;
    const file = files.get(path);
    if (file) return serveFile(c, path, file);
    // A missing chunk or map is an error the browser should see as one, not a page parsed as a script.
    if (path.startsWith('/assets/') || path.endsWith('.map')) return notFound();
    return servePage(c);
  };
}
