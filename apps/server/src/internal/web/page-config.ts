import type { RuntimeConfig } from '@quizcoop/contract';
import { RUNTIME_CONFIG_ELEMENT_ID } from '@quizcoop/contract';
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { escapeHtml } from '../html';
import type { ContentCoding } from './encoding';
import type { Variant } from './web-files';
import { entityTag } from './web-files';

/**
 * JSON that cannot end the element it sits in: `<`, `>` and `&` become escapes, and so do the two line
 * separators that some parsers treat as line ends.
 */
function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * The page with the configuration as a JSON data block placed before its first script, so it is there when the
 * app starts and it costs no request. A data block is never executed, so a strict CSP allows it.
 */
export function embedRuntimeConfig(html: string, config: RuntimeConfig): string {
  const block = `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${jsonForHtml(config)}</script>`;
  const anchor = ['<script', '</head>', '<body'].map((tag) => html.indexOf(tag)).find((index) => index >= 0);
  if (anchor === undefined) return block + html;
  return `${html.slice(0, anchor)}${block}\n${html.slice(anchor)}`;
}

export interface RenderedPage {
  identity: Variant;
  encoded: Record<ContentCoding, Variant>;
}

function render(html: string): RenderedPage {
  const body = new TextEncoder().encode(html);
  return {
    identity: { body, etag: entityTag(body) },
    encoded: {
      br: {
        body: new Uint8Array(
          brotliCompressSync(body, {
            params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
          }),
        ),
        etag: entityTag(body, 'br'),
      },
      gzip: { body: new Uint8Array(gzipSync(body, { level: 9 })), etag: entityTag(body, 'gzip') },
    },
  };
}

const STYLE_ATTRIBUTE = /\sstyle="([^"]*)"/g;
const CHARACTER_REFERENCES: Record<string, string> = {
  amp: '&',
  quot: '"',
  lt: '<',
  gt: '>',
  '#x27': "'",
  '#39': "'",
};

/** What a page's Content-Security-Policy must allow of the code and styles written into its markup. */
export interface InlineHashes {
  /** The CSP hashes ('sha256-…') of its style attributes. */
  styleAttributes: readonly string[];
  /** The CSP hashes of its inline scripts (data blocks such as the configuration's JSON run nothing). */
  scripts: readonly string[];
}

function cspHashes(values: Iterable<string>): string[] {
  return [...new Set(values)].map((value) => `sha256-${createHash('sha256').update(value).digest('base64')}`);
}

/** The style attributes as the browser reads them: with the character references the markup escapes resolved. */
function styleAttributeValues(html: string): string[] {
  return [...html.matchAll(STYLE_ATTRIBUTE)].map(([, value]) =>
    value!.replace(/&(amp|quot|lt|gt|#x27|#39);/g, (_, name: string) => CHARACTER_REFERENCES[name]!),
  );
}

const INLINE_SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/g;
const RUNS_NOTHING = /\ssrc=|\stype="application\/json"/;

function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .filter(([, attributes = '']) => !RUNS_NOTHING.test(attributes))
    .map(([, , source]) => source!);
}

export function inlineHashes(html: string): InlineHashes {
  return {
    styleAttributes: cspHashes(styleAttributeValues(html)),
    scripts: cspHashes(inlineScriptSources(html)),
  };
}

// Pages are kept per backend URL, and the URLs are few (the site, or the allowed host names); the bound only
// stops a stream of different allowed ports from growing the map.
const MAX_KEPT_PAGES = 32;

/**
 * The app's page for each backend URL, made and compressed the first time that URL is asked for and then kept,
 * so requests never rebuild it. A prerendered page names the backend URL it was rendered with (in the logo's
 * address, for one); each page gets its own backend URL there instead.
 */
export class PageRenderer {
  private readonly pages = new Map<string, RenderedPage>();
  /** What the page's Content-Security-Policy must allow of its markup. */
  readonly inlineHashes: InlineHashes;

  constructor(
    private readonly template: string,
    private readonly anonKey: string,
    private readonly renderedBackendUrl?: string,
  ) {
    this.inlineHashes = inlineHashes(template);
  }

  page(supabaseUrl: string): RenderedPage {
    const kept = this.pages.get(supabaseUrl);
    if (kept) return kept;
    const html = this.renderedBackendUrl
      ? this.template.replaceAll(escapeHtml(this.renderedBackendUrl), escapeHtml(supabaseUrl))
      : this.template;
    const page = render(embedRuntimeConfig(html, { supabaseUrl, supabaseAnonKey: this.anonKey }));
    if (this.pages.size < MAX_KEPT_PAGES) this.pages.set(supabaseUrl, page);
    return page;
  }
}
