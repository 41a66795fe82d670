import { describe, expect, it } from 'vitest';
import { parseAddressRanges } from './client-address';
import { loadConfig } from './config';
import { configRefusal } from './test-fixture/config-refusal';

describe('the /metrics settings', () => {
  it('keeps /metrics off, and for this machine alone, unless told otherwise', () => {
    expect(loadConfig({}).metrics).toEqual({
      enabled: false,
      allow: parseAddressRanges('127.0.0.1,::1'),
    });
    expect(loadConfig({ QUIZCOOP_METRICS: 'on' }).metrics.enabled).toBe(true);
    expect(loadConfig({ QUIZCOOP_METRICS: ' OFF ' }).metrics.enabled).toBe(false);
  });

  it('reads the allowed clients as addresses, CIDR ranges and named ranges', () => {
    expect(
      loadConfig({
        QUIZCOOP_METRICS: 'on',
        QUIZCOOP_METRICS_ALLOW: '10.1.2.3, 192.168.0.0/16,fd00::/8,loopback',
      }).metrics.allow,
    ).toEqual(parseAddressRanges('10.1.2.3,192.168.0.0/16,fd00::/8,loopback'));
  });

  it('refuses anything but on or off, saying what it takes', () => {
    expect(configRefusal({ QUIZCOOP_METRICS: 'yes' }).message).toBe(
      'QUIZCOOP_METRICS must be on or off, not "yes".',
    );
  });

  it.each([
    ['10.0.0.0/33', '"10.0.0.0/33" has an invalid prefix length'],
    ['metrics.example', '"metrics.example" is not an IP address or CIDR range'],
    ['0.0.0.0/0', '"0.0.0.0/0" would trust every address'],
    [' , ', 'must name at least one address'],
  ])('refuses QUIZCOOP_METRICS_ALLOW=%j, naming the entry', (value, problem) => {
    const error = configRefusal({ QUIZCOOP_METRICS_ALLOW: value });
    expect(error.variable).toBe('QUIZCOOP_METRICS_ALLOW');
    expect(error.message).toContain(problem);
  });
});
