import { describe, expect, it } from 'vitest';
import { decodeSegments, InvalidObjectPathError, validateBucketId, validateObjectName } from './object-path';

describe('object names', () => {
  it('accepts relative paths of ordinary segments', () => {
    for (const name of [
      'logo.png',
      'official/telling-time/clock-3-00.svg',
      'a b/ünïcode ✓.png',
      '.hidden/x',
    ]) {
      expect(validateObjectName(name)).toBe(name);
    }
  });

  it('refuses what could leave the bucket or mean something else on disk', () => {
    for (const name of [
      '',
      '/etc/passwd',
      '../x',
      'a/../../x',
      'a/./b',
      'a//b',
      'a/',
      'a\\..\\b',
      'nul\u0000.png',
    ]) {
      expect(() => validateObjectName(name), JSON.stringify(name)).toThrow(InvalidObjectPathError);
    }
  });

  it('bounds a name to 1024 bytes, counting multi-byte characters as bytes', () => {
    expect(validateObjectName('a'.repeat(1024))).toHaveLength(1024);
    expect(() => validateObjectName('a'.repeat(1025))).toThrow(/longer than 1024 bytes/);
    expect(() => validateObjectName('é'.repeat(513))).toThrow(/longer than 1024 bytes/);
  });
});

describe('bucket ids', () => {
  it('are folder-safe names', () => {
    expect(validateBucketId('question-media')).toBe('question-media');
    for (const id of ['', '.', '..', '.tmp', 'a/b', 'a'.repeat(64)]) {
      expect(() => validateBucketId(id), id).toThrow(InvalidObjectPathError);
    }
  });
});

describe('decodeSegments', () => {
  it('decodes each segment, keeping an encoded slash inside its segment for validation to refuse', () => {
    expect(decodeSegments('a%20b/c%2Fd')).toEqual(['a b', 'c/d']);
    expect(() => decodeSegments('bad%E0%A4%A')).toThrow(InvalidObjectPathError);
  });
});
