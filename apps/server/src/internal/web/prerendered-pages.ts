import type { WebFile } from './web-files';

/** Where the web build puts its prerendered pages, and the index that names them. */
export const PRERENDERED_FOLDER = '/prerendered/';
const PRERENDERED_INDEX = `${PRERENDERED_FOLDER}index.json`;

/** The pages the web build rendered ahead, by URL path, and the backend URL written into them. */
export interface PrerenderedPages {
  /** The backend URL the pages were rendered with, to be replaced by each request's. */
  backendUrl: string;
  /** The page's HTML for each prerendered path. */
  templates: Map<string, string>;
}

function isIndex(value: unknown): value is { backendUrl: string; pages: Record<string, string> } {
  if (typeof value !== 'object' || value === null) return false;
  const { backendUrl, pages } = value as Record<string, unknown>;
  return (
    typeof backendUrl === 'string' &&
    typeof pages === 'object' &&
    pages !== null &&
    Object.values(pages).every((file) => typeof file === 'string')
  );
}

/**
 * Takes the prerendered pages out of the built files: they are never served as files, only as the page of
 * their path. A build without them (or an index that names a missing page) serves the plain page everywhere.
 */
export function takePrerenderedPages(files: Map<string, WebFile>): PrerenderedPages | null {
  const indexFile = files.get(PRERENDERED_INDEX);
  const bodies = new Map<string, Uint8Array>();
  for (const [path, file] of files) {
    if (!path.startsWith(PRERENDERED_FOLDER)) continue;
    bodies.set(path, file.identity.body);
    files.delete(path);
  }
  if (!indexFile) return null;
  const decoder = new TextDecoder();
  let index: unknown;
  try {
    index = JSON.parse(decoder.decode(indexFile.identity.body));
  } catch {
    throw new Error(`The web build's ${PRERENDERED_INDEX} is not valid JSON: build the web app again.`);
  }
  if (!isIndex(index)) throw new Error(`The web build's ${PRERENDERED_INDEX} is not a page index.`);
  const templates = new Map<string, string>();
  for (const [path, file] of Object.entries(index.pages)) {
    const body = bodies.get(`${PRERENDERED_FOLDER}${file}`);
    if (!body) throw new Error(`The web build names a prerendered page ${file} it does not hold.`);
    templates.set(path, decoder.decode(body));
  }
  return { backendUrl: index.backendUrl, templates };
}
