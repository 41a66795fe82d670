import type { HostNameOptions } from './host-names';
import { knownHostNames, parseHostHeader } from './host-names';

export interface PublicUrlOptions extends HostNameOptions {
  /** The server's own URL, for a request whose Host is not one the server knows. */
  serverUrl: string;
}

/**
 * Where the browser should reach the server: the configured site, else the address the request came to when
 * that is one of the server's own names, else the server's own URL. A Host header names whatever the client
 * wants, so it is never trusted beyond that list.
 */
export function createPublicUrlResolver(
  options: PublicUrlOptions,
): (hostHeader: string | undefined) => string {
  const { siteUrl, serverUrl } = options;
  if (siteUrl) return () => siteUrl;
  const names = knownHostNames(options);
  return (hostHeader) => {
    const host = parseHostHeader(hostHeader);
    if (!host || !names.has(host.name)) return serverUrl;
    return `http://${host.name}${host.port === undefined ? '' : `:${host.port}`}`;
  };
}
