import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { contentRange, negotiate, pageOf, parsePrefer, profileSchema } from './headers';

function refusal(run: () => unknown): ApiError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected a refusal');
}

describe('parsePrefer', () => {
  it('reads what supabase-js appends to one header, ignoring what it does not know', () => {
    expect(
      parsePrefer(
        'return=representation, count=exact,resolution=merge-duplicates, missing=default, tx=rollback, x=y',
      ),
    ).toEqual({
      return: 'representation',
      count: true,
      countMethod: 'exact',
      resolution: 'merge',
      missingDefault: true,
      rollback: true,
      applied: [
        'return=representation',
        'count=exact',
        'resolution=merge-duplicates',
        'missing=default',
        'tx=rollback',
      ],
    });
    expect(parsePrefer(undefined)).toMatchObject({ return: undefined, count: false, resolution: undefined });
    expect(parsePrefer('handling=strict, max-affected=2')).toMatchObject({ maxAffected: 2 });
    expect(parsePrefer('max-affected=2')).toMatchObject({ maxAffected: undefined });
    expect(parsePrefer('resolution=ignore-duplicates,return=headers-only')).toMatchObject({
      resolution: 'ignore',
      return: 'headers-only',
    });
  });
});

describe('negotiate', () => {
  it('answers CSV for text/csv', () => {
    expect(negotiate('text/csv')).toEqual({ single: false, stripNulls: false, csv: true });
  });

  it('answers arrays by default and single objects for vnd.pgrst.object+json', () => {
    expect(negotiate(undefined)).toEqual({ single: false, stripNulls: false, csv: false });
    expect(negotiate('application/json, text/plain, */*')).toEqual({
      single: false,
      stripNulls: false,
      csv: false,
    });
    expect(negotiate('application/vnd.pgrst.object+json')).toEqual({
      single: true,
      stripNulls: false,
      csv: false,
    });
    expect(negotiate('application/vnd.pgrst.object+json;nulls=stripped')).toEqual({
      single: true,
      stripNulls: true,
      csv: false,
    });
    expect(negotiate('application/vnd.pgrst.array+json;nulls=stripped')).toEqual({
      single: false,
      stripNulls: true,
      csv: false,
    });
  });

  it('refuses types it cannot produce with PGRST107', () => {
    const error = refusal(() => negotiate('application/geo+json'));
    expect([error.status, error.code, error.message]).toEqual([
      406,
      'PGRST107',
      'None of these media types are available: application/geo+json',
    ]);
  });
});

describe('pageOf', () => {
  it('intersects the Range header with offset and limit', () => {
    expect(pageOf(undefined, undefined, undefined)).toEqual({ offset: 0, limit: undefined });
    expect(pageOf('0-9', undefined, undefined)).toEqual({ offset: 0, limit: 10 });
    expect(pageOf('5-', undefined, undefined)).toEqual({ offset: 5, limit: undefined });
    expect(pageOf('0-9', 5, 20)).toEqual({ offset: 5, limit: 5 });
    expect(pageOf(undefined, 2, 3)).toEqual({ offset: 2, limit: 3 });
    expect(pageOf('not a range', 1, undefined)).toEqual({ offset: 1, limit: undefined });
  });

  it('refuses a reversed range with PGRST103', () => {
    const error = refusal(() => pageOf('9-2', undefined, undefined));
    expect([error.status, error.code]).toEqual([416, 'PGRST103']);
  });
});

describe('profileSchema and contentRange', () => {
  it('picks an exposed schema, the first when none is named, and refuses the others', () => {
    expect(profileSchema(undefined, ['public'])).toBe('public');
    expect(profileSchema('public', ['public'])).toBe('public');
    expect(profileSchema(undefined, ['api', 'public'])).toBe('api');
    expect(profileSchema('public', ['api', 'public'])).toBe('public');
    const error = refusal(() => profileSchema('auth', ['public', 'api']));
    expect([error.status, error.code, error.hint]).toEqual([
      406,
      'PGRST106',
      'Only the following schemas are exposed: public, api',
    ]);
  });

  it('writes Content-Range as PostgREST does', () => {
    expect(contentRange(0, 10, undefined)).toBe('0-9/*');
    expect(contentRange(10, 5, 15)).toBe('10-14/15');
    expect(contentRange(0, 0, 0)).toBe('*/0');
  });
});
