import type { GameResults as EngineResults } from '@quizcoop/engine';
import type { ResultsPlayer } from '@quizcoop/ui';
import { ResultsDialog } from '@quizcoop/ui';

export interface GameResultsProps {
  open: boolean;
  results: EngineResults;
  onDismiss: () => void;
  onReturnToSetup: () => void;
}

function toResultsPlayers(results: EngineResults): ResultsPlayer[] {
  return results.players.map((player) => ({
    id: player.playerId,
    name: player.name,
    color: player.color,
    score: player.score,
    answers: player.rows.map((row) => ({
      questionNumber: row.questionNumber,
      type: row.type,
      isCorrect: row.result === 'Correct',
      points: row.points,
    })),
  }));
}

/** Spec §2 "Results dialog"; at the free limit the engine makes it one that cannot be dismissed. */
export function GameResults({ open, results, onDismiss, onReturnToSetup }: GameResultsProps) {
  return (
    <ResultsDialog.Root
      open={open}
      limitReached={!results.dismissable}
      onOpenChange={(stillOpen) => {
        if (!stillOpen) onDismiss();
      }}
    >
      <ResultsDialog.Content>
        <ResultsDialog.Ranking players={toResultsPlayers(results)} />
        <ResultsDialog.Actions>
          <ResultsDialog.ReturnToSetup onClick={onReturnToSetup} />
        </ResultsDialog.Actions>
      </ResultsDialog.Content>
    </ResultsDialog.Root>
  );
}
