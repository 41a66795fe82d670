import type { GameResults as EngineResults } from '@quizcoop/engine';
import { ResultsDialog } from '@quizcoop/ui';

export interface GameResultsProps {
  open: boolean;
  results: EngineResults;
  onDismiss: () => void;
  onReturnToSetup: () => void;
}

/** The results as the game ranks and words them; at the free limit the game makes them impossible to dismiss. */
export function GameResults({ open, results, onDismiss, onReturnToSetup }: GameResultsProps) {
  return (
    <ResultsDialog.Root
      open={open}
      title={results.title}
      dismissable={results.dismissable}
      onOpenChange={(stillOpen) => {
        if (!stillOpen) onDismiss();
      }}
    >
      <ResultsDialog.Content>
        <ResultsDialog.Ranking players={results.players} summary={results.summary} />
        <ResultsDialog.Actions>
          <ResultsDialog.ReturnToSetup onClick={onReturnToSetup} />
        </ResultsDialog.Actions>
      </ResultsDialog.Content>
    </ResultsDialog.Root>
  );
}
