import type { KeptGameFilters } from '@quizcoop/api';
import type { KeptGamesFilterValues } from '@quizcoop/ui';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters a report's address carries (`?set=…&from=YYYY-MM-DD&to=YYYY-MM-DD`), so a filtered view can be shared and reloaded. */
export function filtersFromSearch(search: URLSearchParams): KeptGamesFilterValues {
  const day = (name: string) => {
    const value = search.get(name) ?? '';
    return DAY.test(value) ? value : '';
  };
  return { set: search.get('set') ?? '', from: day('from'), to: day('to') };
}

export function searchFromFilters(values: KeptGamesFilterValues): URLSearchParams {
  const search = new URLSearchParams();
  if (values.set) search.set('set', values.set);
  if (values.from) search.set('from', values.from);
  if (values.to) search.set('to', values.to);
  return search;
}

/** Midnight at the start of a day, in the teacher's own time zone, as ISO 8601. */
function startOfDay(day: string, daysLater = 0): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date + daysLater).toISOString();
}

/**
 * The filters as the server takes them: 'from' a day's first moment, and 'until' a day included, so up to the
 * next day's first moment, both in the classroom's time zone.
 */
export function keptGameFilters(values: KeptGamesFilterValues): KeptGameFilters {
  return {
    ...(values.set ? { questionSetId: values.set } : {}),
    ...(values.from ? { from: startOfDay(values.from) } : {}),
    ...(values.to ? { to: startOfDay(values.to, 1) } : {}),
  };
}
