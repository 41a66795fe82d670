import { describe, expect, it } from 'vitest';
import { filtersFromSearch, keptGameFilters, searchFromFilters } from './reportFilters';

describe("the reports' filters", () => {
  it('travel in the address, leaving out what is not a day', () => {
    const values = filtersFromSearch(new URLSearchParams('set=s-1&from=2026-11-01&to=tomorrow'));
    expect(values).toEqual({ set: 's-1', from: '2026-11-01', to: '' });
    expect(searchFromFilters(values).toString()).toBe('set=s-1&from=2026-11-01');
    expect(searchFromFilters({ set: '', from: '', to: '' }).toString()).toBe('');
  });

  it("reach the server as whole days of the classroom's time zone, the last day included", () => {
    expect(keptGameFilters({ set: 's-1', from: '2026-11-01', to: '2026-11-30' })).toEqual({
      questionSetId: 's-1',
      from: new Date(2026, 10, 1).toISOString(),
      to: new Date(2026, 11, 1).toISOString(),
    });
    expect(keptGameFilters({ set: '', from: '', to: '' })).toEqual({});
  });
});
