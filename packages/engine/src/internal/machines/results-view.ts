import type { GameRecordTeam, GameRecordTurn } from '../rules/game-record';
import type { GameEvent } from '../rules/history';
import type { GamePlayer } from '../rules/players';
import { signedPoints } from '../rules/points';
import { joinNames } from '../rules/repetition';
import type { PlayerResult, ResultRow } from '../rules/results';
import { accuracyPercent, computeResults } from '../rules/results';
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

const TYPE_LABELS: Record<ResultRow['type'], string> = {
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

/** What a kept game's report reads: its teams and its turns. */
export interface GameReportInput {
  /** In seating order. */
  readonly teams: readonly Pick<GameRecordTeam, 'name' | 'color' | 'score'>[];
  /** In the order they were played. */
  readonly turns: readonly GameRecordTurn[];
}

/** One turn of a kept game, worded for the report's table of questions. */
export interface RecordedTurnView {
  /** The turn's number in the game, from 1. */
  readonly number: number;
  readonly kind: GameRecordTurn['kind'];
  readonly round: number;
  readonly teamName: string;
  readonly teamColor: string;
  /** The question as it was asked, or 'Score Scramble' for a spin. */
  readonly question: string;
  /** 'Normal', 'Bonus', 'Punishment', or 'Score Scramble'. */
  readonly typeLabel: string;
  /** 'Correct', 'Incorrect', 'Passed', or the message the wheel settled on. */
  readonly result: string;
  /** The option the team chose on a multiple-choice question, else null. */
  readonly answer: string | null;
  /** '+15', '0', '-10'. */
  readonly pointsLabel: string;
}

export interface GameReport {
  /** Best first, with each team's answers, as the results dialog ranks them. */
  readonly players: readonly PlayerResultView[];
  /** The winner, or the teams tied for first, in one sentence. */
  readonly summary: string;
  readonly turns: readonly RecordedTurnView[];
}

export const SCRAMBLE_TURN_LABEL = 'Score Scramble';
export const PASSED_TURN_RESULT = 'Passed';

function turnView(
  turn: GameRecordTurn,
  index: number,
  team: GameReportInput['teams'][number],
): RecordedTurnView {
  const common = {
    number: index + 1,
    kind: turn.kind,
    round: turn.round,
    teamName: team.name,
    teamColor: team.color,
    pointsLabel: signedPoints(turn.points),
  };
  if (turn.kind === 'scramble') {
    const label = SCRAMBLE_TURN_LABEL;
    return { ...common, question: label, typeLabel: label, result: turn.outcome, answer: null };
  }
  const result = turn.mark === null ? PASSED_TURN_RESULT : turn.mark === 'correct' ? 'Correct' : 'Incorrect';
  return {
    ...common,
    question: turn.questionText,
    typeLabel: TYPE_LABELS[turn.questionType],
    result,
    answer: turn.chosenOption,
  };
}

/**
 * A kept game as its report shows it: the ranking the results dialog showed, each team's answers, and every turn
 * in the order it was played. Kept games count in points: the record does not say whether a young class played.
 */
export function gameReport({ teams, turns }: GameReportInput): GameReport {
  const players: GamePlayer[] = teams.map((team, position) => ({
    id: position + 1,
    name: team.name,
    color: team.color,
    score: team.score,
    questionSet: 0,
  }));
  const history = turns.flatMap((turn): GameEvent[] =>
    turn.kind === 'question' && turn.mark !== null
      ? [
          {
            playerId: turn.teamPosition + 1,
            playerName: teams[turn.teamPosition]?.name ?? '',
            points: turn.points,
            isCorrect: turn.mark === 'correct',
            type: turn.questionType,
            timestamp: 0,
            round: turn.round,
          },
        ]
      : [],
  );
  const ranked = computeResults({ players, history });
  return {
    players: playerResultViews(ranked, 'points'),
    summary: resultsSummary(ranked, 'points'),
    turns: turns.flatMap((turn, index) => {
      const team = teams[turn.teamPosition];
      return team ? [turnView(turn, index, team)] : [];
    }),
  };
}
