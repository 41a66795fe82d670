import { formatCsv } from '@quizcoop/api';
import type { GameResults } from '@quizcoop/engine';

const RANKING_HEADER = ['Rank', 'Player', 'Colour', 'Score', 'Accuracy'];
const ANSWERS_HEADER = ['Player', 'Question', 'Type', 'Result', 'Points'];

/**
 * A game's results as a spreadsheet, worded as the results dialog words them: the title and the winner first,
 * then the ranking with each player's accuracy, then every question each player answered. The two tables are
 * apart by an empty row so that a teacher can copy either one on its own.
 */
export function resultsCsv(results: GameResults): string {
  const ranking = results.players.map((player) => [
    String(player.rank),
    player.name,
    player.colorName,
    player.scoreLabel,
    player.accuracy,
  ]);
  const answers = results.players.flatMap((player) =>
    player.rows.map((row) => [
      player.name,
      String(row.questionNumber),
      row.typeLabel,
      row.result,
      row.pointsLabel,
    ]),
  );
  return formatCsv([
    [results.title],
    [results.summary],
    [],
    RANKING_HEADER,
    ...ranking,
    [],
    ANSWERS_HEADER,
    ...answers,
  ]);
}

/**
 * A file name that sorts by date and says what it holds, e.g. quiz-coop-results-2026-11-26.csv. The date is the
 * classroom's own, so a game played late in the evening is not filed under the next day.
 */
export function resultsFileName(now: Date): string {
  const twoDigits = (value: number) => String(value).padStart(2, '0');
  const day = `${now.getFullYear()}-${twoDigits(now.getMonth() + 1)}-${twoDigits(now.getDate())}`;
  return `quiz-coop-results-${day}.csv`;
}
