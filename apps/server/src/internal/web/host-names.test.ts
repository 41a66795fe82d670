import { hostname, networkInterfaces } from 'node:os';
import { describe, expect, it } from 'vitest';
import { createHostAllowList } from './host-names';

describe('createHostAllowList', () => {
  it('allows the loopback names, the listening address, the site’s name and the allowed hosts, on any port', () => {
    const allowed = createHostAllowList({
      siteUrl: 'https://Quiz.School.Example/app',
      listenHost: '10.1.2.3',
      allowedHosts: ['quiz.school.lan', '[fd00::5]'],
    });
    for (const host of [
      'localhost',
      'localhost:3000',
      '127.0.0.1:1',
      '[::1]:65535',
      '10.1.2.3:3000',
      'quiz.school.example',
      'QUIZ.SCHOOL.EXAMPLE:443',
      'quiz.school.lan:8080',
      '[fd00::5]:3000',
    ])
      expect(allowed(host), host).toBe(true);
  });

  it('refuses any other name, a missing or malformed Host, and a port that cannot be', () => {
    const allowed = createHostAllowList({
      siteUrl: 'https://quiz.school.example',
      listenHost: '127.0.0.1',
      allowedHosts: ['quiz.school.lan'],
    });
    for (const host of [
      undefined,
      '',
      'evil.example',
      'school.example',
      'quiz.school.example.evil.example',
      'localhost.',
      'localhost:0',
      'localhost:99999',
      'localhost@evil.example',
      '10.1.2.3',
      '[::2]',
    ])
      expect(allowed(host), String(host)).toBe(false);
  });

  it('allows the machine’s own addresses and name when listening on all of them', () => {
    const allowed = createHostAllowList({ siteUrl: undefined, listenHost: '0.0.0.0', allowedHosts: [] });
    const addresses = Object.values(networkInterfaces()).flatMap((entries) => entries ?? []);
    expect(addresses.length).toBeGreaterThan(0);
    for (const { address, family } of addresses) {
      const host = family === 'IPv6' ? `[${address.replace(/%.*$/, '')}]:3000` : `${address}:3000`;
      expect(allowed(host), host).toBe(true);
    }
    expect(allowed(`${hostname()}:3000`)).toBe(true);
    expect(allowed('evil.example:3000')).toBe(false);
  });
});
