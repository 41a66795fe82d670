import { KEPT_GAMES_LISTED } from '@quizcoop/api';
import { useKeptGames } from '@quizcoop/api/kept-games';
import { KeptGamesList } from '@quizcoop/ui';
import { useBackendClient } from '@quizcoop/api/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { renderRouterLink } from '../../app/routerLink';
import { usePersonalStorage } from '../../app/usePersonalStorage';
import { sendWaitingGames } from '../../reports/outboxSender';
import { keptGameView } from '../../reports/keptGameViews';
import { FilteredReport } from './FilteredReport';
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
  const { set, from, to } = filters.values;
  return (
    <FilteredReport filters={filters} heading="Games" report={games} loadingLabel="Loading your games">
      {() => (
        <>
          <KeptGamesList games={views} filtered={Boolean(set || from || to)} renderLink={renderRouterLink} />
          {views.length === KEPT_GAMES_LISTED ? (
            <p>{`These are your latest ${KEPT_GAMES_LISTED} games: choose a set or days to reach older ones.`}</p>
          ) : null}
        </>
      )}
    </FilteredReport>
  );
}
