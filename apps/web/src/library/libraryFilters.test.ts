import { describe, expect, it } from 'vitest';
import { ANY, publicLibraryFilters } from './libraryFilters';

describe('publicLibraryFilters', () => {
  it('asks for every set while each filter is at its "All" choice', () => {
    expect(publicLibraryFilters({ search: '', grade: ANY, setting: ANY, language: ANY })).toEqual({});
  });

  it('asks for the sets of the chosen language, beside the other filters', () => {
    expect(publicLibraryFilters({ search: 'planets', grade: '4', setting: ANY, language: 'es' })).toEqual({
      search: 'planets',
      grade: '4',
      language: 'es',
    });
  });
});
