import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabaseKind, TestServer } from '../testing';
import { startTestServer, testDatabaseKinds } from '../testing';
import type { ProxyTrust } from './client-address';
import {
  NO_PROXY,
  isLoopback,
  normalizeAddress,
  parseAddressRanges,
  resolveClientAddress,
} from './client-address';

const hops = (count: number): ProxyTrust => ({ kind: 'hops', hops: count });
const proxies = (list: string): ProxyTrust => ({ kind: 'addresses', ranges: parseAddressRanges(list) });

describe('the client address', () => {
  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(resolveClientAddress('192.0.2.10', '127.0.0.1', NO_PROXY)).toBe('192.0.2.10');
    expect(resolveClientAddress('::ffff:192.0.2.10', undefined, NO_PROXY)).toBe('192.0.2.10');
  });

  it('counts hops from the right, the socket peer being the first', () => {
    const header = '127.0.0.1, 203.0.113.5, 198.51.100.2';
    expect(resolveClientAddress('10.0.0.1', header, hops(1))).toBe('198.51.100.2');
    expect(resolveClientAddress('10.0.0.1', header, hops(2))).toBe('203.0.113.5');
    expect(resolveClientAddress('10.0.0.1', header, hops(3))).toBe('127.0.0.1');
    expect(resolveClientAddress('10.0.0.1', header, hops(9))).toBe('127.0.0.1');
    expect(resolveClientAddress('10.0.0.1', undefined, hops(1))).toBe('10.0.0.1');
    expect(resolveClientAddress('10.0.0.1', ' , ', hops(1))).toBe('10.0.0.1');
  });

  it('with named proxies, is the right-most address that is not one of them', () => {
    const trust = proxies('10.0.0.0/8, 2001:db8::/32');
    expect(resolveClientAddress('10.1.2.3', '127.0.0.1, 198.51.100.2, 10.4.5.6', trust)).toBe('198.51.100.2');
    expect(resolveClientAddress('2001:db8::7', '198.51.100.2, 2001:db8:1::1', trust)).toBe('198.51.100.2');
    expect(resolveClientAddress('10.1.2.3', '2001:db8::1, 10.9.9.9', trust)).toBe('2001:db8::1');
    expect(resolveClientAddress('10.1.2.3', 'not-an-address, 10.9.9.9', trust)).toBe('not-an-address');
  });

  it('with named proxies, ignores the header when the peer is not one of them', () => {
    const trust = proxies('10.0.0.0/8');
    expect(resolveClientAddress('192.0.2.10', '127.0.0.1', trust)).toBe('192.0.2.10');
  });

  it('is the left-most entry when every address belongs to a trusted proxy', () => {
    expect(resolveClientAddress('10.1.2.3', '10.7.7.7, 10.8.8.8', proxies('10.0.0.0/8'))).toBe('10.7.7.7');
  });

  it('treats IPv4 addresses written as IPv6 as the IPv4 address, on either side', () => {
    expect(resolveClientAddress('::ffff:127.0.0.1', '198.51.100.2', proxies('loopback'))).toBe(
      '198.51.100.2',
    );
    expect(
      resolveClientAddress(
        '127.0.0.1',
        '198.51.100.2, ::ffff:10.0.0.9',
        proxies('127.0.0.1, ::ffff:10.0.0.0/104'),
      ),
    ).toBe('198.51.100.2');
    expect(resolveClientAddress('::ffff:7f00:1', '::FFFF:198.51.100.2', proxies('loopback'))).toBe(
      '198.51.100.2',
    );
  });

  it('writes each address one way, so one client is one rate-limit bucket', () => {
    expect(normalizeAddress('2001:DB8:0:0:0:0:0:1')).toBe('2001:db8::1');
    expect(normalizeAddress('2001:db8:0:1:0:0:0:0')).toBe('2001:db8:0:1::');
    expect(normalizeAddress('fe80::1%eth0')).toBe('fe80::1');
    expect(normalizeAddress('0:0:0:0:0:0:0:0')).toBe('::');
    expect(normalizeAddress('1:2:3:4:5:6:7:8')).toBe('1:2:3:4:5:6:7:8');
    expect(normalizeAddress('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(normalizeAddress(' 192.0.2.1 ')).toBe('192.0.2.1');
  });
});

describe('proxy address lists', () => {
  it('take addresses, CIDR ranges of both families and the named ranges', () => {
    const trust = proxies('192.0.2.1, 198.51.100.0/24, fd00::/8, ::1, linklocal, uniquelocal');
    const trusted = (address: string) =>
      resolveClientAddress(address, '203.0.113.9', trust) === '203.0.113.9';
    for (const address of [
      '192.0.2.1',
      '198.51.100.77',
      'fd12::3',
      '::1',
      '169.254.1.1',
      'fe80::9',
      '172.20.0.1',
    ]) {
      expect({ address, trusted: trusted(address) }).toEqual({ address, trusted: true });
    }
    for (const address of ['192.0.2.2', '198.51.101.1', 'fe00::1', '::2', '172.32.0.1', '127.0.0.1']) {
      expect({ address, trusted: trusted(address) }).toEqual({ address, trusted: false });
    }
  });

  it.each([
    ['', /no proxy/],
    ['10.0.0.256', /"10\.0\.0\.256" is not an IP address/],
    ['10.0.0.0/33', /"10\.0\.0\.0\/33" has an invalid prefix length/],
    ['fd00::/129', /invalid prefix length/],
    ['10.0.0.0/x', /invalid prefix length/],
    ['proxy.school.example', /is not an IP address/],
    ['0.0.0.0/0', /would trust every address/],
    ['::/0', /would trust every address/],
  ])('refuse %j', (text, problem) => {
    expect(() => parseAddressRanges(text)).toThrow(problem);
  });
});

describe('the loopback', () => {
  it('is 127.0.0.0/8 and ::1, also written as IPv6', () => {
    for (const address of ['127.0.0.1', '127.9.9.9', '::1', '::ffff:127.0.0.1', '0:0:0:0:0:0:0:1']) {
      expect({ address, loopback: isLoopback(address) }).toEqual({ address, loopback: true });
    }
    for (const address of ['128.0.0.1', '::2', '192.0.2.1', 'unknown', '::ffff:10.0.0.1']) {
      expect({ address, loopback: isLoopback(address) }).toEqual({ address, loopback: false });
    }
  });
});

/** A failed password sign-in from whoever the X-Forwarded-For header says; its status tells whether it was limited. */
async function signInAs(server: TestServer, forwardedFor: string): Promise<number> {
  const response = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: {
      apikey: server.anonKey,
      'content-type': 'application/json',
      'x-forwarded-for': forwardedFor,
    },
    body: JSON.stringify({ email: 'nobody@school.example', password: 'Wrong-Horse-9' }),
  });
  await response.arrayBuffer();
  return response.status;
}

describe.each(testDatabaseKinds())('rate limits behind reverse proxies, on %s', (database) => {
  let oneHop: TestServer;
  let namedProxy: TestServer;
  let otherProxy: TestServer;

  beforeAll(async () => {
    const start = (trustProxy: string) =>
      startTestServer({ database: database as TestDatabaseKind, trustProxy, rateLimits: { signIn: 3 } });
    [oneHop, namedProxy, otherProxy] = await Promise.all([start('1'), start('loopback'), start('10.9.8.7')]);
  });

  afterAll(async () => {
    await Promise.all([oneHop?.close(), namedProxy?.close(), otherProxy?.close()]);
  });

  it('with one trusted hop, a client rotating the left-most X-Forwarded-For entry still runs out', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      statuses.push(await signInAs(oneHop, `203.0.113.${attempt}, 198.51.100.7`));
    }
    expect(statuses).toEqual([400, 400, 400, 429, 429]);
    expect(await signInAs(oneHop, '198.51.100.8')).toBe(400);
  });

  it('with the proxy named by address, the right-most untrusted entry is the client', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      statuses.push(await signInAs(namedProxy, `203.0.113.${attempt}, 198.51.100.7, 127.0.0.1`));
    }
    expect(statuses).toEqual([400, 400, 400, 429, 429]);
    expect(await signInAs(namedProxy, '198.51.100.8, ::1')).toBe(400);
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      statuses.push(await signInAs(otherProxy, `198.51.100.${attempt}`));
    }
    expect(statuses).toEqual([400, 400, 400, 429, 429]);
  });
});
