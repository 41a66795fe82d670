import { formatCsv } from '@quizcoop/api';
import type { GameRecordTeam, GameRecordTurn } from '@quizcoop/engine/rules';
import { datedFileName } from '../app/datedFileName';

export const TURNS_CSV_HEADER = [
  'game_started_at',
  'turn',
  'round',
  'team',
  'kind',
  'question_id',
  'question',
  'question_type',
  'chosen_option',
  'mark',
  'points',
  'scramble_outcome',
] as const;

/** What the turns export reads of a kept game. */
export interface TurnsCsvGame {
  /** ISO 8601. */
  readonly startedAt: string;
  readonly teams: readonly Pick<GameRecordTeam, 'name'>[];
  readonly turns: readonly GameRecordTurn[];
}

function turnCells(turn: GameRecordTurn): string[] {
  if (turn.kind === 'scramble') return ['scramble', '', '', '', '', '', String(turn.points), turn.outcome];
  return [
    'question',
    turn.questionId === null ? '' : String(turn.questionId),
    turn.questionText,
    turn.questionType,
    turn.chosenOption ?? '',
    turn.mark ?? 'passed',
    String(turn.points),
    '',
  ];
}

/**
 * Every turn of a game, one row each in the order played: the game's start on every row, so that the exports of
 * several games pasted one under the other still say which game a row is from.
 */
export function turnsCsv(game: TurnsCsvGame): string {
  // One spelling of the moment for every file, however the server wrote it: UTC, with milliseconds.
  const startedAt = new Date(game.startedAt).toISOString();
  return formatCsv([
    TURNS_CSV_HEADER,
    ...game.turns.map((turn, index) => [
      startedAt,
      String(index + 1),
      String(turn.round),
      game.teams[turn.teamPosition]?.name ?? '',
      ...turnCells(turn),
    ]),
  ]);
}

/** quiz-coop-turns-2026-11-26.csv, by the day the game was played. */
export function turnsFileName(playedOn: Date): string {
  return datedFileName('turns', playedOn);
}
