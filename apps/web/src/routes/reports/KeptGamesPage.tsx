import { KEPT_GAMES_LISTED } from '@quizcoop/api';
import { useKeptGames } from '@quizcoop/api/kept-games';
import { Alert, KeptGamesFilters, KeptGamesList, Spinner, sprinkles } from '@quizcoop/ui';
import { useBackendClient } from '@quizcoop/api/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo } from 'react';
import { renderRouterLink } from '../../app/routerLink';
import { usePersonalStorage } from '../../app/usePersonalStorage';
import { sendWaitingGames } from '../../reports/outboxSender';
import { keptGameView } from '../../reports/keptGameViews';
import { ReportsFrame } from './ReportsFrame';
import { useReportFilters } from './useReportFilters';

/**
 * /reports: the games the teacher played, newest first, narrowed by set and days. Games still waiting in this
 * browser are sent as the page opens, and the list takes them in once they are kept.
 */
export function KeptGamesPage() {
  const storage = usePersonalStorage();
  const client = useBackendClient();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (storage) void sendWaitingGames({ storage, client, queryClient });
  }, [storage, client, queryClient]);
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
