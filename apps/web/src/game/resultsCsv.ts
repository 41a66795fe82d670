import { formatCsv } from '@quizcoop/api';
import type { PlayerResultView } from '@quizcoop/engine';
import { datedFileName } from '../app/datedFileName';

export const RESULTS_CSV_HEADER = [
  'rank',
  'team',
  'colour',
  'score',
  'correct',
  'answered',
  'accuracy_percent',
] as const;

/**
 * A game's ranking as a spreadsheet can use it: one header row, then one row per team, best first, every count a
 * bare number so that a column can be summed or sorted. The answers behind each score are the turns export's.
 */
export function resultsCsv(players: readonly PlayerResultView[]): string {
  return formatCsv([
    RESULTS_CSV_HEADER,
    ...players.map((player) => [
      String(player.rank),
      player.name,
      player.colorName,
      String(player.score),
      String(player.correct),
      String(player.answered),
      String(player.accuracyPercent),
    ]),
  ]);
}

/** quiz-coop-results-2026-11-26.csv, by the day the game was played. */
export function resultsFileName(playedOn: Date): string {
  return datedFileName('results', playedOn);
}
