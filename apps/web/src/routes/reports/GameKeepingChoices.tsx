import type { GameKeeping } from '@quizcoop/api';
import { DEFAULT_GAME_KEEPING } from '@quizcoop/api';
import { useGameKeeping, useUpdateGameKeeping } from '@quizcoop/api/kept-games';
import type { GameRetentionDays } from '@quizcoop/contract';
import { GAME_RETENTION_DAYS } from '@quizcoop/contract';
import type { RetentionOption } from '@quizcoop/ui';
import { Alert, GameKeepingSettings } from '@quizcoop/ui';
import { Link } from 'react-router';
import { toast } from '../../app/siteToasts';

const KEEP_UNTIL_DELETED = 'forever';

const RETENTION_LABELS: Record<GameRetentionDays, string> = {
  30: '30 days',
  90: '90 days',
  180: '6 months',
  365: '1 year',
  730: '2 years',
};

const RETENTION_OPTIONS: RetentionOption[] = [
  { value: KEEP_UNTIL_DELETED, label: 'Never: keep them until I delete them' },
  ...GAME_RETENTION_DAYS.map((days) => ({ value: String(days), label: RETENTION_LABELS[days] })),
];

function retentionDays(value: string): GameRetentionDays | null {
  return GAME_RETENTION_DAYS.find((days) => String(days) === value) ?? null;
}

const SAVED = 'Your choice of keeping games has been saved';

/**
 * Whether the teacher's finished games are kept for their reports, and for how long: the body of the profile's
 * 'Kept games' section, which the profile draws around it.
 */
export function GameKeepingChoices() {
  const keeping = useGameKeeping();
  const update = useUpdateGameKeeping();
  const shown: GameKeeping = update.isPending ? update.variables : (keeping.data ?? DEFAULT_GAME_KEEPING);
  const save = (next: GameKeeping) =>
    update.mutate(next, {
      onSuccess: () => toast.success(SAVED),
      onError: (error) => toast.error(error.message),
    });
  return (
    <>
      <p>
        Your <Link to="/reports">reports</Link> show the games you finished while signed in. Only the team
        names you typed are kept of your class.
      </p>
      {keeping.error && <Alert>{keeping.error.message}</Alert>}
      <GameKeepingSettings
        keepGames={shown.keepGames}
        retention={shown.retentionDays === null ? KEEP_UNTIL_DELETED : String(shown.retentionDays)}
        retentionOptions={RETENTION_OPTIONS}
        disabled={!keeping.isSuccess || update.isPending}
        onKeepGamesChange={(keepGames) => save({ ...shown, keepGames })}
        onRetentionChange={(value) => save({ ...shown, retentionDays: retentionDays(value) })}
      />
    </>
  );
}
