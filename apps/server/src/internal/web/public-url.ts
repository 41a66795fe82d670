import { hostname as machineName, networkInterfaces } from 'node:os';

export interface PublicUrlOptions {
  /** QUIZCOOP_SITE_URL: when set, the only answer. */
  siteUrl: string | undefined;
  /** The server's own URL, for a request whose Host is not one the server knows. */
  serverUrl: string;
  /** The address the server listens on (HOST). */
  listenHost: string;
  /** QUIZCOOP_ALLOWED_HOSTS. */
  allowedHosts: string[];
}

const WILDCARD_ADDRESSES = new Set(['0.0.0.0', '::', '[::]']);

function asHostName(address: string): string {
  const lower = address.toLowerCase();
  return lower.includes(':') && !lower.startsWith('[') ? `[${lower}]` : lower;
}

/** Every name a request may rightly carry in its Host header to reach this server. */
function knownHostNames({ listenHost, allowedHosts }: PublicUrlOptions): Set<string> {
  const names = new Set(['localhost', '127.0.0.1', '[::1]', ...allowedHosts]);
  if (WILDCARD_ADDRESSES.has(listenHost)) {
    // Listening everywhere: the machine's own addresses and name reach it too.
    names.add(machineName().toLowerCase());
    for (const addresses of Object.values(networkInterfaces()))
      for (const { address } of addresses ?? []) names.add(asHostName(address.replace(/%.*$/, '')));
  } else {
    names.add(asHostName(listenHost));
  }
  return names;
}

const HOST_HEADER = /^(\[[0-9a-f:.]+\]|[a-z0-9-]+(?:\.[a-z0-9-]+)*)(?::(\d{1,5}))?$/;

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
    const match = HOST_HEADER.exec(hostHeader?.trim().toLowerCase() ?? '');
    if (!match?.[1] || !names.has(match[1])) return serverUrl;
    const port = match[2] === undefined ? undefined : Number(match[2]);
    if (port !== undefined && (port < 1 || port > 65535)) return serverUrl;
    return `http://${match[1]}${port === undefined ? '' : `:${port}`}`;
  };
}
