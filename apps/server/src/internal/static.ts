import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.mp3': 'audio/mpeg',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

const NOT_BUILT_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Quiz Coop</title></head>
<body><main><h1>Quiz Coop</h1><p>The web app has not been built yet. Run <code>npm start</code> from the repository root.</p></main></body></html>`;

async function readFileUnder(root: string, urlPath: string): Promise<{ body: Buffer; path: string } | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const path = normalize(join(root, decoded));
  if (path !== root && !path.startsWith(root.endsWith(sep) ? root : root + sep)) return null;
  try {
    if (!(await stat(path)).isFile()) return null;
    return { body: await readFile(path), path };
  } catch {
    return null;
  }
}

/**
 * Serves the built single-page app: a file when one matches, otherwise index.html so the client router
 * handles the path. Hashed assets are cached for a year; index.html never, so a new build shows at once.
 */
export async function serveWebApp(root: string, urlPath: string): Promise<Response> {
  const file = await readFileUnder(root, urlPath);
  if (file) {
    const hashed = urlPath.startsWith('/assets/');
    return new Response(new Uint8Array(file.body), {
      headers: {
        'content-type': CONTENT_TYPES[extname(file.path)] ?? 'application/octet-stream',
        'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      },
    });
  }
  const index = await readFileUnder(root, '/index.html');
  return new Response(index ? new Uint8Array(index.body) : NOT_BUILT_PAGE, {
    status: index ? 200 : 503,
    headers: { 'content-type': CONTENT_TYPES['.html']!, 'cache-control': 'no-cache' },
  });
}
