import { describe, expect, it } from 'vitest';
import { acceptedCodings, matchesEntityTag } from './encoding';

describe('acceptedCodings', () => {
  it.each([
    ['gzip, deflate, br, zstd', ['br', 'gzip']],
    ['gzip;q=1.0, br;q=0.5', ['br', 'gzip']],
    ['br;q=0, gzip', ['gzip']],
    ['BR, GZIP', ['br', 'gzip']],
    ['x-gzip', ['gzip']],
    ['*', ['br', 'gzip']],
    ['*;q=0, gzip', ['gzip']],
    ['identity', []],
    ['gzip;q=0, br;q=0', []],
    ['br;q=abc', ['br']],
    ['', []],
  ])('%j accepts %j', (header, codings) => {
    expect(acceptedCodings(header)).toEqual(codings);
  });
});

describe('matchesEntityTag', () => {
  it('matches the tag itself, a list holding it, its weak form and *', () => {
    expect(matchesEntityTag('"abc"', '"abc"')).toBe(true);
    expect(matchesEntityTag('"x", "abc"', '"abc"')).toBe(true);
    expect(matchesEntityTag('W/"abc"', '"abc"')).toBe(true);
    expect(matchesEntityTag('*', '"abc"')).toBe(true);
    expect(matchesEntityTag('"abc-br"', '"abc"')).toBe(false);
    expect(matchesEntityTag(undefined, '"abc"')).toBe(false);
  });
});
