import type { KeptGameFilters } from '@quizcoop/api';
import { useKeptGames } from '@quizcoop/api/kept-games';
import type { KeptGamesFilterOption, KeptGamesFilterValues } from '@quizcoop/ui';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { setFilterOptions } from '../../reports/keptGameViews';
import { filtersFromSearch, keptGameFilters, searchFromFilters } from '../../reports/reportFilters';

export interface ReportFilters {
  values: KeptGamesFilterValues;
  /** The filters as the server takes them. */
  query: KeptGameFilters;
  setValues: (values: KeptGamesFilterValues) => void;
  /** The sets of every kept game, whatever the filters. */
  setOptions: KeptGamesFilterOption[];
}

/** The reports' filters, kept in the page's address so a filtered view survives a reload and the tabs. */
export function useReportFilters(): ReportFilters {
  const [search, setSearch] = useSearchParams();
  const values = useMemo(() => filtersFromSearch(search), [search]);
  const query = useMemo(() => keptGameFilters(values), [values]);
  const everyGame = useKeptGames();
  const setOptions = useMemo(() => setFilterOptions(everyGame.data ?? []), [everyGame.data]);
  return {
    values,
    query,
    setValues: (next) => setSearch(searchFromFilters(next), { replace: true }),
    setOptions,
  };
}
