import { hostname, networkInterfaces } from 'node:os';
import { describe, expect, it } from 'vitest';
import { createPublicUrlResolver } from './public-url';

const serverUrl = 'http://localhost:3000';

describe('createPublicUrlResolver', () => {
  it('names the configured site whatever the Host header says', () => {
    const resolve = createPublicUrlResolver({
      siteUrl: 'https://quiz.school.example',
      serverUrl,
      listenHost: '127.0.0.1',
      allowedHosts: [],
    });
    for (const host of ['localhost:3000', 'evil.example', undefined])
      expect(resolve(host)).toBe('https://quiz.school.example');
  });

  it('keeps the loopback names and the listening address, with their port', () => {
    const resolve = createPublicUrlResolver({
      siteUrl: undefined,
      serverUrl,
      listenHost: '10.1.2.3',
      allowedHosts: [],
    });
    expect(resolve('127.0.0.1:3000')).toBe('http://127.0.0.1:3000');
    expect(resolve('LOCALHOST:3000')).toBe('http://localhost:3000');
    expect(resolve('[::1]:3000')).toBe('http://[::1]:3000');
    expect(resolve('10.1.2.3:3000')).toBe('http://10.1.2.3:3000');
    expect(resolve('10.1.2.4:3000')).toBe(serverUrl);
  });

  it('accepts the machine’s own addresses and name when listening on all of them', () => {
    const resolve = createPublicUrlResolver({
      siteUrl: undefined,
      serverUrl,
      listenHost: '0.0.0.0',
      allowedHosts: [],
    });
    const ipv4 = Object.values(networkInterfaces())
      .flatMap((addresses) => addresses ?? [])
      .find(({ family }) => family === 'IPv4');
    expect(ipv4).toBeDefined();
    expect(resolve(`${ipv4!.address}:3000`)).toBe(`http://${ipv4!.address}:3000`);
    expect(resolve(`${hostname()}:3000`)).toBe(`http://${hostname().toLowerCase()}:3000`);
  });

  it('gives any other, missing or malformed Host the server’s own URL', () => {
    const resolve = createPublicUrlResolver({
      siteUrl: undefined,
      serverUrl,
      listenHost: '127.0.0.1',
      allowedHosts: ['quiz.school.lan'],
    });
    expect(resolve('quiz.school.lan')).toBe('http://quiz.school.lan');
    for (const host of [
      undefined,
      '',
      'evil.example',
      'quiz.school.lan.evil.example',
      'localhost:99999',
      'a b',
    ])
      expect(resolve(host), String(host)).toBe(serverUrl);
  });
});
