import type { CreateDataPageRenderer } from '@quizcoop/contract';
import { pathToFileURL } from 'node:url';
import { PageRenderer } from './page-config';

/** What the web build's renderer module offers the server. */
interface RendererModule {
  createDataPageRenderer: CreateDataPageRenderer;
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
  dataUrl: string;
  anonKey: string;
  log: (message: string, error?: unknown) => void;
}

/**
 * How long a rendered page is served before it is rendered again. The app refreshes the data as soon as it
 * has taken the page over, so a visitor sees a new set within moments either way; the page only saves the wait.
 */
export const DATA_PAGE_TTL_MS = 5_000;

/** A request waits this long for a rendering before it is sent the page without data instead. */
const DATA_PAGE_WAIT_MS = 3_000;

interface Kept {
  page: Promise<PageRenderer | null>;
  startedAt: number;
}

/**
 * The pages drawn with the data every visitor sees there (the public library), rendered by the web build's
 * own renderer on the server. One rendering serves every request for a few seconds. A request that would wait
 * too long for it (the first after the server starts, on a busy machine) is sent the page drawn without data,
 * and the rendering goes on for the requests after it; a rendering that fails is reported and the page without
 * data is sent until the next one.
 */
export class DataPages {
  private readonly renderer: Promise<(path: string) => Promise<string>>;
  private readonly kept = new Map<string, Kept>();

  constructor(
    private readonly options: DataPagesOptions,
    private readonly now: () => number = Date.now,
    private readonly waitMs = DATA_PAGE_WAIT_MS,
  ) {
    // Loaded from the start, so the first visitor does not wait for a few megabytes of code to be read.
    const { rendererFile, frame, stylesheets, dataUrl, anonKey } = options;
    this.renderer = import(pathToFileURL(rendererFile).href).then((module: RendererModule) =>
      module.createDataPageRenderer({ frame, stylesheets, dataUrl, anonKey }),
    );
    // A renderer that cannot be loaded is reported by each rendering that needs it.
    this.renderer.catch(() => undefined);
  }

  async page(path: string): Promise<PageRenderer | null> {
    let kept = this.kept.get(path);
    if (!kept || this.now() - kept.startedAt >= DATA_PAGE_TTL_MS) {
      kept = { page: this.render(path), startedAt: this.now() };
      this.kept.set(path, kept);
    }
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), this.waitMs);
    });
    try {
      return await Promise.race([kept.page, waited]);
    } finally {
      clearTimeout(timer);
    }
  }

  private async render(path: string): Promise<PageRenderer | null> {
    try {
      const render = await this.renderer;
      return new PageRenderer(await render(path), this.options.anonKey, this.options.renderedBackendUrl);
    } catch (error) {
      this.options.log(`Rendering ${path} with its data failed; the page without it is sent`, error);
      return null;
    }
  }
}
