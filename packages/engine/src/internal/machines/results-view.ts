import { signedPoints } from '../rules/points';
import { joinNames } from '../rules/repetition';
import type { PlayerResult, ResultRow } from '../rules/results';
import { accuracyPercent } from '../rules/results';
import type { PointsDisplay } from './labels';
import { colorName, pointsLabel } from './labels';

export interface ResultRowView {
  readonly questionNumber: number;
  /** 'Normal', 'Bonus' or 'Punishment'. */
  readonly typeLabel: string;
  readonly result: ResultRow['result'];
  readonly pointsLabel: string;
}

export interface PlayerResultView {
  readonly id: number;
  readonly name: string;
  readonly color: string;
  readonly colorName: string;
  /** 1 for the best score; players with equal scores share a rank. */
  readonly rank: number;
  /** Every first place wears the crown, ties included. */
  readonly crown: boolean;
  readonly score: number;
  /** 'N pts'. */
  readonly scoreLabel: string;
  /** Questions answered, and how many of them right. */
  readonly answered: number;
  readonly correct: number;
  /** The share answered right as a whole percent, 0 before any answer. */
  readonly accuracyPercent: number;
  /** 'correct/total (percent%)'. */
  readonly accuracy: string;
  readonly rows: readonly ResultRowView[];
}

/** How a question's type is named in the results. */
export const TYPE_LABELS: Record<ResultRow['type'], string> = {
  normal: 'Normal',
  bonus: 'Bonus',
  punishment: 'Punishment',
};

/** The ranked players as the results show them, best first. */
export function playerResultViews(
  players: readonly PlayerResult[],
  display: PointsDisplay,
): PlayerResultView[] {
  return players.map((player) => ({
    id: player.playerId,
    name: player.name,
    color: player.color,
    colorName: colorName(player.color),
    rank: player.rank,
    crown: player.crown,
    score: player.score,
    scoreLabel: pointsLabel(display, player.score),
    answered: player.total,
    correct: player.correct,
    accuracyPercent: accuracyPercent(player),
    accuracy: player.accuracy,
    rows: player.rows.map((row) => ({
      questionNumber: row.questionNumber,
      typeLabel: TYPE_LABELS[row.type],
      result: row.result,
      pointsLabel: signedPoints(row.points),
    })),
  }));
}

/** The winner, or the players tied for first, in one sentence; '' when nobody played. */
export function resultsSummary(players: readonly PlayerResult[], display: PointsDisplay): string {
  const winners = players.filter((player) => player.rank === 1);
  const top = winners[0];
  if (!top) return '';
  const unit = display === 'stars' ? 'star' : 'point';
  const points = `${top.score} ${Math.abs(top.score) === 1 ? unit : `${unit}s`}`;
  if (winners.length === 1) return `${top.name} wins with ${points}.`;
  return `${joinNames(winners.map((player) => player.name))} tie for first with ${points}.`;
}
