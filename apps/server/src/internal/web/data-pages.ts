import { pathToFileURL } from 'node:url';
import { PageRenderer } from './page-config';

/** What the web build's renderer module offers the server. */
interface RendererModule {
  createDataPageRenderer(options: {
    frame: string;
    stylesheets: Iterable<readonly [string, string]>;
    dataUrl: string;
    anonKey: string;
  }): (path: string) => Promise<string>;
}

export interface DataPagesOptions {
  /** The renderer module's file. */
  rendererFile: string;
  /** The page every rendered page starts from. */
  frame: string;
  /** The build's stylesheets by URL path, with their text. */
  stylesheets: ReadonlyMap<string, string>;
  /** The backend URL the renderer writes into its pages, to be replaced by each request's. */
  renderedBackendUrl: string;
  /** The server's own address, where the renderer fetches the data. */
  dataUrl: () => string;
  anonKey: string;
  log: (message: string, error?: unknown) => void;
}

/**
 * How long a rendered page is served before it is rendered again. The app refreshes the data as soon as it
 * has taken the page over, so a visitor sees a new set within moments either way; the page only saves the wait.
 */
export const DATA_PAGE_TTL_MS = 5_000;

/** Longer than this, and the page without data (drawn ahead by the build) is sent instead. */
export const DATA_PAGE_TIMEOUT_MS = 3_000;

interface Kept {
  page: Promise<PageRenderer | null>;
  renderedAt: number;
}

/**
 * The pages drawn with the data every visitor sees there (the public library), rendered by the web build's
 * own renderer on the server. One rendering serves every request for a few seconds; requests that arrive
 * while it runs wait for that one. When rendering fails or takes too long the answer is null, and the
 * caller sends the page drawn without data.
 */
export class DataPages {
  private renderer: Promise<(path: string) => Promise<string>> | undefined;
  private readonly kept = new Map<string, Kept>();

  constructor(
    private readonly options: DataPagesOptions,
    private readonly now: () => number = Date.now,
  ) {}

  page(path: string): Promise<PageRenderer | null> {
    const kept = this.kept.get(path);
    if (kept && this.now() - kept.renderedAt < DATA_PAGE_TTL_MS) return kept.page;
    const page = this.render(path);
    this.kept.set(path, { page, renderedAt: this.now() });
    return page;
  }

  private loadRenderer(): Promise<(path: string) => Promise<string>> {
    const { rendererFile, frame, stylesheets, dataUrl, anonKey } = this.options;
    this.renderer ??= import(pathToFileURL(rendererFile).href).then((module: RendererModule) =>
      module.createDataPageRenderer({ frame, stylesheets, dataUrl: dataUrl(), anonKey }),
    );
    return this.renderer;
  }

  private async render(path: string): Promise<PageRenderer | null> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`it took longer than ${DATA_PAGE_TIMEOUT_MS} ms`)),
        DATA_PAGE_TIMEOUT_MS,
      );
    });
    try {
      const html = await Promise.race([this.loadRenderer().then((render) => render(path)), timeout]);
      return new PageRenderer(html, this.options.anonKey, this.options.renderedBackendUrl);
    } catch (error) {
      this.options.log(`Rendering ${path} with its data failed; the page without it is sent`, error);
      return null;
    } finally {
      clearTimeout(timer);
    }
  }
}
