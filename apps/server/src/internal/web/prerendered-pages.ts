import { isPrerenderedIndex, PRERENDERED_FOLDER, PRERENDERED_INDEX_FILE } from '@quizcoop/contract';
import type { WebFile } from './web-files';

/** Where the web build puts its prerendered pages, and the index that names them, as URL paths of the build. */
const PRERENDERED_PATH = `/${PRERENDERED_FOLDER}/`;
const PRERENDERED_INDEX = `${PRERENDERED_PATH}${PRERENDERED_INDEX_FILE}`;

/** The paths the server renders with their data, and what it renders them with. */
export interface DataPageFiles {
  paths: readonly string[];
  /** The page every rendered page starts from. */
  frame: string;
  /** The renderer module's file, relative to the prerendered folder. */
  renderer: string;
}

/** The pages the web build rendered ahead, by URL path, and the backend URL written into them. */
export interface PrerenderedPages {
  /** The backend URL the pages were rendered with, to be replaced by each request's. */
  backendUrl: string;
  /** The page's HTML for each prerendered path. */
  templates: Map<string, string>;
  /** Set when the build made a renderer for pages with data. */
  dataPages?: DataPageFiles;
}

/**
 * Takes the prerendered pages out of the built files: they are never served as files, only as the page of
 * their path. A build without them (or an index that names a missing page) serves the plain page everywhere.
 */
export function takePrerenderedPages(files: Map<string, WebFile>): PrerenderedPages | null {
  const indexFile = files.get(PRERENDERED_INDEX);
  const bodies = new Map<string, Uint8Array>();
  for (const [path, file] of files) {
    if (!path.startsWith(PRERENDERED_PATH)) continue;
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
  if (!isPrerenderedIndex(index))
    throw new Error(`The web build's ${PRERENDERED_INDEX} is not a page index.`);
  const read = (file: string): string => {
    const body = bodies.get(`${PRERENDERED_PATH}${file}`);
    if (!body) throw new Error(`The web build names a prerendered page ${file} it does not hold.`);
    return decoder.decode(body);
  };
  const templates = new Map<string, string>();
  for (const [path, file] of Object.entries(index.pages)) templates.set(path, read(file));
  const { dataPages, frame, renderer } = index;
  if (!dataPages?.length || !frame || !renderer) return { backendUrl: index.backendUrl, templates };
  if (!bodies.has(`${PRERENDERED_PATH}${renderer}`))
    throw new Error(`The web build names a renderer ${renderer} it does not hold.`);
  return {
    backendUrl: index.backendUrl,
    templates,
    dataPages: { paths: dataPages, frame: read(frame), renderer },
  };
}
