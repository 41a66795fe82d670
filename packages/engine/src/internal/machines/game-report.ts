import type { GameRecordTeam, GameRecordTurn } from '../rules/game-record';
import type { GameEvent } from '../rules/history';
import type { GamePlayer } from '../rules/players';
import { signedPoints } from '../rules/points';
import { computeResults } from '../rules/results';
import type { PlayerResultView } from './results-view';
import { playerResultViews, resultsSummary, TYPE_LABELS } from './results-view';

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
