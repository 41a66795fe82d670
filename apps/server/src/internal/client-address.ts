import { isIPv4, isIPv6 } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { RouteContext } from './http/env';

/** One IPv4 or IPv6 network: the address with its host bits cleared, and the prefix length. */
export interface AddressRange {
  family: 4 | 6;
  network: bigint;
  prefix: number;
}

/**
 * Which reverse proxies stand between clients and the server, as QUIZCOOP_TRUST_PROXY names them: none, a
 * number of hops (each proxy appends the address it received the request from to X-Forwarded-For), or the
 * proxies' own addresses.
 */
export type ProxyTrust =
  | { kind: 'none' }
  | { kind: 'hops'; hops: number }
  | { kind: 'addresses'; ranges: AddressRange[] };

export const NO_PROXY: ProxyTrust = { kind: 'none' };

interface ParsedAddress {
  family: 4 | 6;
  value: bigint;
}

const BITS = { 4: 32, 6: 128 } as const;

function parseIPv4(text: string): bigint {
  return text.split('.').reduce((value, octet) => (value << 8n) | BigInt(Number(octet)), 0n);
}

/** An address isIPv6 accepted, with any IPv4 tail (`::ffff:10.0.0.1`) standing for its last two groups. */
function parseIPv6(text: string): bigint {
  let address = text;
  let tail: bigint[] = [];
  const dotted = /\d+\.\d+\.\d+\.\d+$/.exec(address)?.[0];
  if (dotted) {
    const ipv4 = parseIPv4(dotted);
    tail = [ipv4 >> 16n, ipv4 & 0xffffn];
    address = address.slice(0, -dotted.length);
    if (!address.endsWith('::')) address = address.slice(0, -1);
  }
  const groupsOf = (part: string) =>
    part === '' ? [] : part.split(':').map((group) => BigInt(`0x${group}`));
  const [head = '', rest] = address.split('::');
  const left = groupsOf(head);
  const right = rest === undefined ? [] : groupsOf(rest);
  const zeros = rest === undefined ? 0 : 8 - tail.length - left.length - right.length;
  return [...left, ...Array.from({ length: zeros }, () => 0n), ...right, ...tail].reduce(
    (value, group) => (value << 16n) | group,
    0n,
  );
}

/**
 * An IP address as a number, or undefined for anything else. IPv4 addresses written as IPv6 (`::ffff:10.0.0.1`,
 * as a dual-stack socket reports them) count as the IPv4 address; a zone (`%eth0`) is ignored.
 */
function parseAddress(text: string): ParsedAddress | undefined {
  const address = text.trim().replace(/%[\w.-]+$/, '');
  if (isIPv4(address)) return { family: 4, value: parseIPv4(address) };
  if (!isIPv6(address)) return undefined;
  const value = parseIPv6(address.toLowerCase());
  if (value >> 32n === 0xffffn) return { family: 4, value: value & 0xffffffffn };
  return { family: 6, value };
}

function formatAddress({ family, value }: ParsedAddress): string {
  if (family === 4) return [24n, 16n, 8n, 0n].map((shift) => String((value >> shift) & 0xffn)).join('.');
  const groups = Array.from({ length: 8 }, (_, index) => (value >> BigInt(112 - 16 * index)) & 0xffffn);
  // The longest run of two or more zero groups becomes "::", as RFC 5952 writes addresses.
  let bestStart = -1;
  let bestLength = 1;
  for (let start = 0; start < 8; start++) {
    let length = 0;
    while (start + length < 8 && groups[start + length] === 0n) length++;
    if (length > bestLength) [bestStart, bestLength] = [start, length];
  }
  const hex = groups.map((group) => group.toString(16));
  if (bestStart < 0) return hex.join(':');
  return `${hex.slice(0, bestStart).join(':')}::${hex.slice(bestStart + bestLength).join(':')}`;
}

/** The canonical text of an address (so one client is one rate-limit bucket), or the text itself if it is none. */
export function normalizeAddress(text: string): string {
  const parsed = parseAddress(text);
  return parsed ? formatAddress(parsed) : text.trim();
}

function range(text: string): AddressRange {
  const [address = '', prefixText] = text.split('/');
  const parsed = parseAddress(address);
  if (!parsed || /%/.test(address)) throw new Error(`"${text}" is not an IP address or CIDR range`);
  const bits = BITS[parsed.family];
  // An IPv4 address written as IPv6 counts 96 bits of its prefix for the ::ffff: part.
  const mappedOffset = parsed.family === 4 && isIPv6(address.trim()) ? 96 : 0;
  let prefix = bits;
  if (prefixText !== undefined) {
    if (!/^\d{1,3}$/.test(prefixText)) throw new Error(`"${text}" has an invalid prefix length`);
    prefix = Number(prefixText) - mappedOffset;
    if (prefix < 0 || prefix > bits) throw new Error(`"${text}" has an invalid prefix length`);
  }
  if (prefix === 0) throw new Error(`"${text}" would trust every address`);
  const hostBits = BigInt(bits - prefix);
  return { family: parsed.family, network: (parsed.value >> hostBits) << hostBits, prefix };
}

/** The trusted proxies as the start-up output names them. */
export function describeProxyTrust(trust: ProxyTrust): string {
  if (trust.kind === 'none') return 'no proxy';
  if (trust.kind === 'hops') return trust.hops === 1 ? '1 proxy' : `${trust.hops} proxies`;
  return trust.ranges
    .map(({ family, network, prefix }) => {
      const address = formatAddress({ family, value: network });
      return prefix === BITS[family] ? address : `${address}/${prefix}`;
    })
    .join(', ');
}

const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/**
 * Reads a list of proxy addresses: IPv4 or IPv6 addresses, CIDR ranges (`10.0.0.0/8`, `fd00::/8`) and the
 * names `loopback`, `linklocal` and `uniquelocal`, comma-separated. Throws, saying which entry is wrong.
 */
export function parseAddressRanges(text: string): AddressRange[] {
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (entries.length === 0) throw new Error('names no proxy address');
  return entries.flatMap((entry) => (NAMED_RANGES[entry] ?? [entry]).map(range));
}

/** Whether an address (any form parseAddress reads) falls in one of the ranges. */
export function inRanges(address: string, ranges: AddressRange[]): boolean {
  const parsed = parseAddress(address);
  if (!parsed) return false;
  return ranges.some((candidate) => {
    if (candidate.family !== parsed.family) return false;
    const hostBits = BigInt(BITS[candidate.family] - candidate.prefix);
    return parsed.value >> hostBits === candidate.network >> hostBits;
  });
}

/**
 * The client's address from the socket peer and X-Forwarded-For, trusting only what the operator's proxies
 * wrote. Each proxy appends the address it received the request from, so the header is read from the right:
 * with n hops the client is the n-th entry from the right (the peer being hop one); with named proxies it is
 * the right-most address that is not one of them, and only when the peer itself is one. What a client puts at
 * the left of the header is never believed.
 */
export function resolveClientAddress(
  peer: string,
  forwardedFor: string | undefined,
  trust: ProxyTrust,
): string {
  if (trust.kind === 'none' || !forwardedFor) return normalizeAddress(peer);
  const chain = [
    peer,
    ...forwardedFor
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '')
      .reverse(),
  ];
  if (trust.kind === 'hops') return normalizeAddress(chain[Math.min(trust.hops, chain.length - 1)]!);
  const client = chain.find((address) => !inRanges(address, trust.ranges)) ?? chain[chain.length - 1]!;
  return normalizeAddress(client);
}

/** The address at the other end of the TCP connection: this machine's own proxy, or the client itself. */
export function peerAddress(c: RouteContext): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** The address a request came from, for rate limits and session records. */
export function clientAddress(c: RouteContext, trust: ProxyTrust): string {
  return resolveClientAddress(peerAddress(c), c.req.header('x-forwarded-for'), trust);
}

const LOOPBACK = parseAddressRanges('loopback');

export function isLoopback(address: string): boolean {
  return inRanges(address, LOOPBACK);
}
