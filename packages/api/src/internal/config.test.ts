import { describe, expect, it } from 'vitest';
import { BackendConfigError, parseBackendConfig } from './config';

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
