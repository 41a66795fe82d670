/**
 * The pages the web build renders ahead, and how the embedded server finds them: a folder of the built app,
 * with an index that names each page's file (relative to the folder) by its URL path.
 */
export const PRERENDERED_FOLDER = 'prerendered';

/** The index's file name in the prerendered folder. */
export const PRERENDERED_INDEX_FILE = 'index.json';

/**
 * The backend URL a page is rendered with when the build knows no real one. It names a domain that cannot exist,
 * so it never reaches a real host; the server writes each request's backend URL in its place.
 */
export const PRERENDER_BACKEND_URL_PLACEHOLDER = 'https://backend.quizcoop.invalid';

/** What the server reads to serve a prerendered page: the page file of each path and the URL to replace. */
export interface PrerenderedIndex {
  /** The backend URL the pages were rendered with; the server writes each request's backend URL in its place. */
  backendUrl: string;
  /** Each prerendered path and its page's file. */
  pages: Record<string, string>;
  /** The paths the server renders with their data, through the renderer, into the frame. */
  dataPages?: readonly string[];
  /** The file of the built index.html as every page rendered with data starts from. */
  frame?: string;
  /** The file of the renderer module, which exports {@link CreateDataPageRenderer} as `createDataPageRenderer`. */
  renderer?: string;
}

const isString = (value: unknown): value is string => typeof value === 'string';

/** Whether a parsed index file has the shape of a {@link PrerenderedIndex}. */
export function isPrerenderedIndex(value: unknown): value is PrerenderedIndex {
  if (typeof value !== 'object' || value === null) return false;
  const { backendUrl, pages, dataPages, frame, renderer } = value as Record<string, unknown>;
  return (
    typeof backendUrl === 'string' &&
    typeof pages === 'object' &&
    pages !== null &&
    Object.values(pages).every(isString) &&
    (dataPages === undefined || (Array.isArray(dataPages) && dataPages.every(isString))) &&
    (frame === undefined || isString(frame)) &&
    (renderer === undefined || isString(renderer))
  );
}

export interface DataPageRendererOptions {
  /** The built index.html with its head script and starter, whose root the page's markup fills. */
  frame: string;
  /** The build's stylesheets by URL path, and their text. */
  stylesheets: Iterable<readonly [href: string, css: string]>;
  /** Where the renderer asks for the data: the server's own address, as seen from the server. */
  dataUrl: string;
  anonKey: string;
}

/** The renderer module's export: a function that renders a data page's whole HTML for its URL path. */
export type CreateDataPageRenderer = (options: DataPageRendererOptions) => (path: string) => Promise<string>;
