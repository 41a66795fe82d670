import type { GameRecordInput, KeptTurnInput } from '@quizcoop/api';
import { KEPT_GAME_LIMITS } from '@quizcoop/contract';
import type { GameRecord, GameRecordTurn, QuestionId, QuestionSetId } from '@quizcoop/engine/rules';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id of the library's, or null for the engine's own ids (placeholders, sets the game made up). */
function libraryId(id: QuestionId | QuestionSetId | null): string | null {
  return id !== null && UUID.test(String(id)) ? String(id) : null;
}

function clipped(text: string, length: number): string {
  return [...text].slice(0, length).join('');
}

function turnInput(turn: GameRecordTurn): KeptTurnInput {
  if (turn.kind === 'scramble') {
    return {
      kind: 'scramble',
      round: turn.round,
      teamPosition: turn.teamPosition,
      outcome: clipped(turn.outcome, KEPT_GAME_LIMITS.scrambleOutcomeLength),
      points: turn.points,
    };
  }
  return {
    kind: 'question',
    round: turn.round,
    teamPosition: turn.teamPosition,
    questionId: libraryId(turn.questionId),
    questionText: clipped(turn.questionText, KEPT_GAME_LIMITS.questionTextLength),
    mark: turn.mark,
    chosenOption:
      turn.chosenOption === null ? null : clipped(turn.chosenOption, KEPT_GAME_LIMITS.chosenOptionLength),
    points: turn.points,
    effect: turn.questionType === 'normal' ? null : turn.questionType,
  };
}

/**
 * A finished game as the server keeps it: times in ISO 8601, each team with its set's title as the teacher's
 * list named it ('' when the list is not at hand), and every text within the sizes the server accepts.
 */
export function gameRecordInput(record: GameRecord, setTitles: ReadonlyMap<string, string>): GameRecordInput {
  return {
    clientId: record.id,
    startedAt: new Date(record.startedAt).toISOString(),
    endedAt: new Date(record.endedAt).toISOString(),
    rounds: Math.min(record.rounds, KEPT_GAME_LIMITS.maxRounds),
    endedBy: record.endedBy === 'freeLimit' ? 'free_limit' : 'end_game',
    teams: record.teams.slice(0, KEPT_GAME_LIMITS.maxTeams).map((team) => ({
      name: clipped(team.name.trim(), KEPT_GAME_LIMITS.teamNameLength),
      colour: team.color,
      score: team.score,
      answered: team.answered,
      correct: team.correct,
      questionSetId: libraryId(team.questionSetId),
      questionSetTitle: clipped(
        setTitles.get(String(team.questionSetId)) ?? '',
        KEPT_GAME_LIMITS.setTitleLength,
      ),
    })),
    turns: record.turns.slice(0, KEPT_GAME_LIMITS.maxTurns).map(turnInput),
  };
}
