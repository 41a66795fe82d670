import type { MiddlewareHandler } from 'hono';
import type { InlineHashes } from '../web/page-config';
import type { ServerEnv } from './env';

/**
 * The policy of the web app's pages: code and styles only from the server, the backend reachable at its public
 * URL (the page may have been reached by another name), nothing framing the page; of inline scripts only the
 * exact ones a prerendered page was built with, named by their hashes. The libraries behind toasts,
 * selects and dialogs insert small <style> elements at run time, some with sizes measured in the browser, so
 * inline style elements are allowed. Style attributes written into markup are not, except the exact ones a
 * prerendered page was built with, named by their hashes.
 */
export function pageContentSecurityPolicy(
  backendUrl: string,
  inline: InlineHashes = { styleAttributes: [], scripts: [] },
): string {
  const backend = new URL(backendUrl).origin;
  const quoted = (hashes: readonly string[]) => hashes.map((hash) => `'${hash}'`);
  const styleAttributes =
    inline.styleAttributes.length === 0
      ? "'none'"
      : ["'unsafe-hashes'", ...quoted(inline.styleAttributes)].join(' ');
  return [
    "default-src 'self'",
    ["script-src 'self'", ...quoted(inline.scripts)].join(' '),
    "style-src 'self' 'unsafe-inline'",
    `style-src-attr ${styleAttributes}`,
    `img-src 'self' data: blob: ${backend}`,
    `media-src 'self' blob: ${backend}`,
    `connect-src 'self' ${backend}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The service worker's own policy (a worker is governed by the policy its script arrives with): it runs no other
 * code and reaches only this server, to store the app's files and answer the page from them.
 */
export const SERVICE_WORKER_POLICY = "default-src 'none'; connect-src 'self'";

/** For everything that is not a page of its own policy: JSON, files, errors. Nothing runs, nothing frames it. */
const FALLBACK_POLICY = "default-src 'none'; frame-ancestors 'none'";

export interface SecurityHeadersOptions {
  /** The site is served over HTTPS, so browsers may be told to use nothing else. */
  https: boolean;
}

/** Headers every answer carries; a route that sets one of them (a page's own policy, say) keeps its own. */
export function securityHeaders({ https }: SecurityHeadersOptions): MiddlewareHandler<ServerEnv> {
  const defaults: [string, string][] = [
    ['content-security-policy', FALLBACK_POLICY],
    ['x-content-type-options', 'nosniff'],
    ['x-frame-options', 'DENY'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
  ];
  if (https) defaults.push(['strict-transport-security', 'max-age=31536000; includeSubDomains']);
  const apply = (headers: Headers) => {
    for (const [name, value] of defaults) if (!headers.has(name)) headers.set(name, value);
  };
  return async (c, next) => {
    await next();
    try {
      apply(c.res.headers);
    } catch {
      // Some responses (Response.redirect, say) have read-only headers: answer with a copy instead.
      c.res = new Response(c.res.body, c.res);
      apply(c.res.headers);
    }
  };
}
