import { KEPT_GAMES_LISTED } from '@quizcoop/api';
import { useKeptGames } from '@quizcoop/api/kept-games';
import { Alert, KeptGamesFilters, KeptGamesList, Spinner, sprinkles } from '@quizcoop/ui';
import { useId, useMemo } from 'react';
import { renderRouterLink } from '../../app/routerLink';
import { keptGameView } from '../../reports/keptGameViews';
import { ReportsFrame } from './ReportsFrame';
import { useReportFilters } from './useReportFilters';

/** /reports: the games the teacher played, newest first, narrowed by set and days. */
export function KeptGamesPage() {
  const filters = useReportFilters();
  const games = useKeptGames(filters.query);
  const views = useMemo(() => (games.data ?? []).map(keptGameView), [games.data]);
  const headingId = useId();
  const { set, from, to } = filters.values;
  return (
    <ReportsFrame>
      <KeptGamesFilters
        setOptions={filters.setOptions}
        values={filters.values}
        onChange={filters.setValues}
      />
      <section
        aria-labelledby={headingId}
        aria-busy={games.isFetching}
        className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' })}
      >
        <h2 id={headingId}>Games</h2>
        {games.isPending ? (
          <Spinner label="Loading your games" />
        ) : games.error ? (
          <Alert>{games.error.message}</Alert>
        ) : (
          <KeptGamesList games={views} filtered={Boolean(set || from || to)} renderLink={renderRouterLink} />
        )}
        {views.length === KEPT_GAMES_LISTED ? (
          <p>{`These are your latest ${KEPT_GAMES_LISTED} games: choose a set or days to reach older ones.`}</p>
        ) : null}
      </section>
    </ReportsFrame>
  );
}
