import { useSession } from '@quizcoop/api/react';
import type { GameResults as EngineResults } from '@quizcoop/engine';
import { UPGRADE_ACTION } from '@quizcoop/engine/rules';
import { Button, buttonClassName, ResultsDialog } from '@quizcoop/ui';
import { Link } from 'react-router';
import { CSV_TYPE, downloadFile } from '../../app/downloadFile';
import { resultsCsv, resultsFileName } from '../../game/resultsCsv';

export interface GameResultsProps {
  open: boolean;
  results: EngineResults;
  onDismiss: () => void;
  /** Starts a new game with the same teams and sets; left out where the game offers none (at the free limit). */
  onPlayAgain?: () => void;
  onReturnToSetup: () => void;
}

/**
 * The results as the game ranks and words them; at the free limit the game makes them impossible to dismiss,
 * and says why, with the way on to premium.
 * The teacher can keep them as a spreadsheet or print them, for the gradebook or the class wall, and go on with
 * the lesson: Play again leads, and Return to Setup is there for a new line-up. Reports lead on to every game
 * the teacher kept.
 */
export function GameResults({ open, results, onDismiss, onPlayAgain, onReturnToSetup }: GameResultsProps) {
  // A signed-in teacher's games are kept, and their reports are a link away; a visitor's are not kept.
  const { session } = useSession();
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
        {results.limitExplanation ? <p>{results.limitExplanation}</p> : null}
        <ResultsDialog.Ranking players={results.players} summary={results.summary} />
        <ResultsDialog.Actions>
          {results.limitExplanation ? (
            <Link to="/pricing" className={buttonClassName()}>
              {UPGRADE_ACTION}
            </Link>
          ) : null}
          <Button
            variant="secondary"
            onClick={() => downloadFile(resultsCsv(results.players), resultsFileName(new Date()), CSV_TYPE)}
          >
            Export results (CSV)
          </Button>
          <Button variant="secondary" onClick={() => window.print()}>
            Print results
          </Button>
          {session && !session.user.is_anonymous ? (
            <Link to="/reports" className={buttonClassName({ variant: 'secondary' })}>
              Reports
            </Link>
          ) : null}
          {onPlayAgain ? <ResultsDialog.PlayAgain onClick={onPlayAgain} /> : null}
          <ResultsDialog.ReturnToSetup
            variant={onPlayAgain ? 'secondary' : 'primary'}
            onClick={onReturnToSetup}
          />
        </ResultsDialog.Actions>
      </ResultsDialog.Content>
    </ResultsDialog.Root>
  );
}
