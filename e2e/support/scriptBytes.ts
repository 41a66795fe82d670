import type { Page, Request } from '@playwright/test';
import { gzipSync } from 'node:zlib';

/** How long the page's network must stay quiet before the visit counts as over. */
const QUIET_MS = 2_000;

export interface ScriptFile {
  url: string;
  /** The file's name without its content hash: the same code keeps its name from one build to the next. */
  chunk: string;
  gzipBytes: number;
}

/** A file's size after gzip at level 9, whatever encoding the server chose: the same on every machine. */
function gzipBytes(body: Buffer): number {
  return gzipSync(body, { level: 9 }).byteLength;
}

/** `assets/GamePage-Bc9mOZKC.js` is the chunk `GamePage`: Vite appends eight characters of hash. */
export function chunkName(url: string): string {
  const file = new URL(url).pathname.split('/').pop() ?? url;
  return file.replace(/-[\w-]{8}\.m?js$/, '').replace(/\.m?js$/, '');
}

function isScript(request: Request): boolean {
  return request.resourceType() === 'script' || /\.m?js$/.test(new URL(request.url()).pathname);
}

/**
 * Opens a path and collects every script the page requests until its network has been quiet for two seconds:
 * what the entry imports, what it preloads and what the page loads by itself in its first seconds.
 * The service worker's own requests (its offline copy of the app) are not the page's and are not counted.
 */
export async function scriptsOfFirstVisit(page: Page, path: string): Promise<ScriptFile[]> {
  let pending = 0;
  let lastActivity = Date.now();
  const bodies = new Map<string, Promise<ScriptFile | null>>();
  page.on('request', () => {
    pending += 1;
    lastActivity = Date.now();
  });
  const settle = () => {
    pending -= 1;
    lastActivity = Date.now();
  };
  page.on('requestfailed', settle);
  page.on('requestfinished', (request) => {
    if (isScript(request) && !bodies.has(request.url())) {
      bodies.set(
        request.url(),
        request
          .response()
          .then((response) => response?.body())
          .then((body) =>
            body ? { url: request.url(), chunk: chunkName(request.url()), gzipBytes: gzipBytes(body) } : null,
          ),
      );
    }
    settle();
  });
  await page.goto(path);
  while (pending > 0 || Date.now() - lastActivity < QUIET_MS) {
    await page.waitForTimeout(100);
  }
  const files = await Promise.all(bodies.values());
  return files.filter((file): file is ScriptFile => file !== null);
}

/** Bytes per chunk name: Vite may write several files of one name (`index`), which are then added up. */
export function bytesPerChunk(files: readonly ScriptFile[]): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const { chunk, gzipBytes: size } of files) totals[chunk] = (totals[chunk] ?? 0) + size;
  return totals;
}

/**
 * The files a visit ran, largest first, each against the figure recorded when the budget was last set: what
 * is new or grew is marked, so a failure names the chunks to look at.
 */
export function describeScripts(
  measured: Record<string, number>,
  recorded: Readonly<Record<string, number>>,
): string {
  const lines = Object.entries(measured)
    .sort(([, a], [, b]) => b - a)
    .map(([chunk, size]) => {
      const before = recorded[chunk];
      const change =
        before === undefined
          ? 'new'
          : size > before
            ? `grew by ${size - before}`
            : size < before
              ? `shrank by ${before - size}`
              : 'unchanged';
      return `  ${chunk}: ${size} (${change})`;
    });
  const gone = Object.keys(recorded)
    .filter((chunk) => !(chunk in measured))
    .map((chunk) => `  ${chunk}: no longer loaded (was ${recorded[chunk]})`);
  return [...lines, ...gone].join('\n');
}
