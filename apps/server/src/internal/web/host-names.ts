import { hostname as machineName, networkInterfaces } from 'node:os';

export interface HostNameOptions {
  /** QUIZCOOP_SITE_URL: its host name is the server's own. */
  siteUrl: string | undefined;
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
export function knownHostNames({ siteUrl, listenHost, allowedHosts }: HostNameOptions): Set<string> {
  const names = new Set(['localhost', '127.0.0.1', '[::1]', ...allowedHosts]);
  if (siteUrl) names.add(new URL(siteUrl).hostname.toLowerCase());
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

/** A Host header's name (lower case) and port, or undefined when it is not a well-formed host. */
export function parseHostHeader(hostHeader: string | undefined): { name: string; port?: number } | undefined {
  const match = HOST_HEADER.exec(hostHeader?.trim().toLowerCase() ?? '');
  if (!match?.[1]) return undefined;
  if (match[2] === undefined) return { name: match[1] };
  const port = Number(match[2]);
  return port >= 1 && port <= 65535 ? { name: match[1], port } : undefined;
}

/** Whether a Host header names this server by one of its own names, on any port. */
export function createHostAllowList(options: HostNameOptions): (hostHeader: string | undefined) => boolean {
  const names = knownHostNames(options);
  return (hostHeader) => {
    const host = parseHostHeader(hostHeader);
    return host !== undefined && names.has(host.name);
  };
}
