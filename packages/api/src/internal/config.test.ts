import { RUNTIME_CONFIG_ELEMENT_ID } from '@quizcoop/contract';
import { describe, expect, it } from 'vitest';
import { BackendConfigError, parseBackendConfig, readBackendConfig } from './config';

const anonKey = 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.c2lnbmF0dXJl';

describe('parseBackendConfig', () => {
  it('accepts the embedded server config and trims a trailing slash', () => {
    expect(parseBackendConfig({ supabaseUrl: 'http://localhost:3000/', supabaseAnonKey: anonKey })).toEqual({
      supabaseUrl: 'http://localhost:3000',
      supabaseAnonKey: anonKey,
    });
  });

  it.each([
    [null, /must be an object/],
    [{ supabaseUrl: 'not a url', supabaseAnonKey: anonKey }, /supabaseUrl must be an absolute URL/],
    [{ supabaseUrl: 'ftp://example.org', supabaseAnonKey: anonKey }, /http or https/],
    [{ supabaseUrl: 'http://localhost:3000', supabaseAnonKey: 'secret' }, /supabaseAnonKey must be/],
  ])('refuses %j with a message naming the field', (value, message) => {
    expect(() => parseBackendConfig(value)).toThrow(BackendConfigError);
    expect(() => parseBackendConfig(value)).toThrow(message);
  });
});

/** A page holding the given text in the configuration block, or no block at all. */
function page(text?: string) {
  return {
    getElementById: (id: string) =>
      id === RUNTIME_CONFIG_ELEMENT_ID && text !== undefined ? { textContent: text } : null,
  };
}

describe('readBackendConfig', () => {
  const embedded = { supabaseUrl: 'http://127.0.0.1:3000', supabaseAnonKey: anonKey };
  const buildTime = { supabaseUrl: 'https://project.supabase.co', supabaseAnonKey: anonKey };

  it('reads the configuration the server wrote into the page, before any build-time value', () => {
    expect(readBackendConfig(page(JSON.stringify(embedded)), buildTime)).toEqual(embedded);
  });

  it('falls back to build-time values when the page has none', () => {
    expect(readBackendConfig(page(), buildTime)).toEqual(buildTime);
  });

  it('answers null when there is neither, so the caller asks /config.json', () => {
    expect(readBackendConfig(page(), {})).toBeNull();
  });

  it('refuses a block that is not a valid configuration', () => {
    expect(() => readBackendConfig(page('{not json'), {})).toThrow(BackendConfigError);
    expect(() => readBackendConfig(page('{"supabaseUrl":"nope"}'), {})).toThrow(/supabaseUrl/);
  });
});
