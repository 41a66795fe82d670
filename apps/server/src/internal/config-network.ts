import type { ProxyTrust } from './client-address';
import { NO_PROXY, parseAddressRanges } from './client-address';
import { ConfigError, isSet, parseUrl } from './config-values';

export function parsePort(value: string | undefined): number {
  if (!isSet(value)) return 3000;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) {
    throw new ConfigError('PORT', `must be a whole number from 0 to 65535, not "${value}".`);
  }
  return port;
}

export function parseHost(value: string | undefined): string {
  if (!isSet(value)) return '127.0.0.1';
  if (!/^[A-Za-z0-9.:[\]-]+$/.test(value)) {
    throw new ConfigError(
      'HOST',
      `must be a host name or IP address such as 127.0.0.1 or 0.0.0.0, not "${value}".`,
    );
  }
  return value;
}

/** A web origin plus path, without a trailing slash, so links can be appended to it. */
export function parseSiteUrl(value: string | undefined): string | undefined {
  if (!isSet(value)) return undefined;
  const url = parseUrl('QUIZCOOP_SITE_URL', value, ['http:', 'https:'], 'https://quiz.example.org');
  if (url.search || url.hash) {
    throw new ConfigError('QUIZCOOP_SITE_URL', 'must not carry a query or fragment.');
  }
  return url.toString().replace(/\/$/, '');
}

export function parseRedirectUrls(value: string | undefined): string[] {
  if (!isSet(value)) return [];
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) =>
      parseUrl('QUIZCOOP_ADDITIONAL_REDIRECT_URLS', entry, ['http:', 'https:'], 'http://localhost:5173')
        .toString()
        .replace(/\/$/, ''),
    );
}

// Beyond this many hops a setting is a typo, not a chain of proxies.
const MAX_PROXY_HOPS = 10;

export function parseTrustProxy(value: string | undefined): ProxyTrust {
  if (!isSet(value)) return NO_PROXY;
  const text = value.trim().toLowerCase();
  if (['0', 'false', 'off', 'no'].includes(text)) return NO_PROXY;
  // "Behind a proxy" means one proxy, never "believe any address a client writes into the header".
  if (['true', 'on', 'yes'].includes(text)) return { kind: 'hops', hops: 1 };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > MAX_PROXY_HOPS) {
      throw new ConfigError(
        'QUIZCOOP_TRUST_PROXY',
        `counts at most ${MAX_PROXY_HOPS} proxies in front of the server, not ${hops}.`,
      );
    }
    return { kind: 'hops', hops };
  }
  try {
    return { kind: 'addresses', ranges: parseAddressRanges(text) };
  } catch (error) {
    throw new ConfigError(
      'QUIZCOOP_TRUST_PROXY',
      `must be false, the number of proxies in front of the server (such as 1) or their addresses ` +
        `(such as 127.0.0.1, 10.0.0.0/8 or loopback, comma-separated): ${(error as Error).message}.`,
    );
  }
}

/** Host names as a Host header carries them: letters, digits, dots and dashes, or a bracketed IPv6 address. */
export function parseAllowedHosts(value: string | undefined): string[] {
  if (!isSet(value)) return [];
  return value
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '')
    .map((entry) => {
      if (!/^([a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])$/.test(entry)) {
        throw new ConfigError(
          'QUIZCOOP_ALLOWED_HOSTS',
          `must list host names without scheme or port, such as quiz.school.example,10.0.0.5, not "${entry}".`,
        );
      }
      return entry;
    });
}
