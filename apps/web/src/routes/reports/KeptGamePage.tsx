import type { KeptGame } from '@quizcoop/api';
import { useDeleteKeptGame, useKeptGame } from '@quizcoop/api/kept-games';
import { gameReport } from '@quizcoop/engine';
import { Alert, AlertDialog, Button, GameReport, Spinner, sprinkles } from '@quizcoop/ui';
import { useId, useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { CSV_TYPE, downloadFile } from '../../app/downloadFile';
import { toast } from '../../app/siteToasts';
import { resultsCsv, resultsFileName } from '../../game/resultsCsv';
import { keptGameFacts, keptGameRecord, playedLabel } from '../../reports/keptGameViews';
import { turnsCsv, turnsFileName } from '../../reports/turnsCsv';
import { ReportsFrame } from './ReportsFrame';

const DELETE_TEXTS = {
  deleted: 'The game has been deleted from your reports',
} as const;

/** A kept game's report, its exports, and deleting it. */
function KeptGameReport({ game }: { game: KeptGame }) {
  const navigate = useNavigate();
  const remove = useDeleteKeptGame();
  const headingId = useId();
  const record = useMemo(() => keptGameRecord(game), [game]);
  const report = useMemo(() => gameReport(record), [record]);
  const playedOn = new Date(game.startedAt);

  const deleteGame = () =>
    remove.mutate(game.id, {
      onSuccess: () => {
        toast.success(DELETE_TEXTS.deleted);
        void navigate('/reports', { replace: true });
      },
      onError: (error) => toast.error(error.message),
    });

  return (
    <section
      aria-labelledby={headingId}
      className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg' })}
    >
      <h2 id={headingId}>{`Game of ${playedLabel(game.startedAt)}`}</h2>
      <GameReport
        facts={keptGameFacts(game)}
        summary={report.summary}
        players={report.players}
        turns={report.turns}
        headingLevel={3}
      />
      <div className={sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'sm' })}>
        <Button
          variant="secondary"
          onClick={() => downloadFile(resultsCsv(report.players), resultsFileName(playedOn), CSV_TYPE)}
        >
          Download results (CSV)
        </Button>
        <Button
          variant="secondary"
          onClick={() =>
            downloadFile(
              turnsCsv({ startedAt: game.startedAt, teams: record.teams, turns: record.turns }),
              turnsFileName(playedOn),
              CSV_TYPE,
            )
          }
        >
          Download every turn (CSV)
        </Button>
        <AlertDialog.Root>
          <AlertDialog.Trigger asChild>
            <Button variant="danger" busy={remove.isPending} busyLabel="Deleting...">
              Delete this game
            </Button>
          </AlertDialog.Trigger>
          <AlertDialog.Content tone="danger">
            <AlertDialog.Title>Delete this game?</AlertDialog.Title>
            <AlertDialog.Description>
              Its teams, scores and questions leave your reports for good. This cannot be undone.
            </AlertDialog.Description>
            <AlertDialog.Actions>
              <AlertDialog.Cancel>Keep it</AlertDialog.Cancel>
              <AlertDialog.Action variant="danger" onClick={deleteGame}>
                Delete this game
              </AlertDialog.Action>
            </AlertDialog.Actions>
          </AlertDialog.Content>
        </AlertDialog.Root>
      </div>
    </section>
  );
}

/** /reports/games/:id: one kept game, as its results showed it, with every question in the order asked. */
export function KeptGamePage({ id }: { id: string }) {
  const game = useKeptGame(id);
  return (
    <ReportsFrame>
      {game.isPending ? (
        <Spinner label="Loading the game" />
      ) : game.error ? (
        <Alert>{game.error.message}</Alert>
      ) : game.data ? (
        <KeptGameReport game={game.data} />
      ) : (
        <Alert title="This game is not in your reports">
          It may have been deleted. <Link to="/reports">See all your games</Link>.
        </Alert>
      )}
    </ReportsFrame>
  );
}
