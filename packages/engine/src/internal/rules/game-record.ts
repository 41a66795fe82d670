import type { GameEvent } from './history';
import { isQuestionEvent, standingHistory } from './history';
import type { GamePlayer, QuestionSetId } from './players';
import type { QuestionType } from './points';
import type { QuestionId } from './questions';
import { computeResults } from './results';
import { WHEEL_SEGMENTS } from './wheel';

/** How a game ended: the teacher pressed End Game, or the free limit forced the results open. */
export type GameEnd = 'endGame' | 'freeLimit';

/** A team as the game left it. Only what the teacher typed as its name says who it was. */
export interface GameRecordTeam {
  readonly name: string;
  /** `#RRGGBB`. */
  readonly color: string;
  readonly score: number;
  /** Questions the team answered, and how many of them right: what the results dialog counts. */
  readonly answered: number;
  readonly correct: number;
  /** The set the team was given first; more may have followed once its questions were all asked. */
  readonly questionSetId: QuestionSetId;
}

/** A turn at a question: answered and marked, or passed without an answer. */
export interface GameRecordQuestionTurn {
  readonly kind: 'question';
  /** The round it was played in, from 1. */
  readonly round: number;
  /** The team's place in {@link GameRecord.teams}. */
  readonly teamPosition: number;
  /** null for the placeholder shown when a team's set had no question to give. */
  readonly questionId: QuestionId | null;
  /** The question's text as it was asked, so a later edit of the set leaves the record as it was. */
  readonly questionText: string;
  readonly questionType: QuestionType;
  /** null when the turn was passed: a placeholder, or a premium question locked in a free game. */
  readonly mark: 'correct' | 'incorrect' | null;
  /** The chosen option's text on a multiple-choice question, else null. */
  readonly chosenOption: string | null;
  readonly points: number;
}

/** A Score Scramble spin. */
export interface GameRecordScrambleTurn {
  readonly kind: 'scramble';
  readonly round: number;
  readonly teamPosition: number;
  /** The message of the segment the wheel settled on, e.g. 'Egg-cellent!'. */
  readonly outcome: string;
  readonly points: number;
}

export type GameRecordTurn = GameRecordQuestionTurn | GameRecordScrambleTurn;

/** What a finished game leaves behind for the teacher's reports, in the order it was played. */
export interface GameRecord {
  /** The same for the same game however often it is read, so a game handed over twice is kept once. */
  readonly id: string;
  /** Milliseconds since the epoch, from the clock the game was given. */
  readonly startedAt: number;
  readonly endedAt: number;
  /** Rounds in which at least one question was played. */
  readonly rounds: number;
  readonly endedBy: GameEnd;
  /** In seating order. */
  readonly teams: readonly GameRecordTeam[];
  readonly turns: readonly GameRecordTurn[];
}

const hex = (value: number, digits: number) => value.toString(16).padStart(digits, '0');

/** FNV-1a over the text: 32 bits that change with any change of it. */
function fingerprint(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  }
  return hash >>> 0;
}

/**
 * A game's id: a UUID laid out as version 7, the start time's milliseconds first and a fingerprint of its teams
 * (names, colours, sets) in the random part. One teacher never starts two games in the same millisecond, let
 * alone with the same teams, and the id is worked out again rather than drawn, so a results screen shown again
 * after a reload names the same game.
 */
export function gameRecordId(startedAt: number, teams: readonly GamePlayer[]): string {
  const time = hex(Math.max(0, Math.floor(startedAt)) % 2 ** 48, 12);
  const teamsKey = teams
    .map((team) => `${team.name}\u0000${team.color}\u0000${team.questionSet}`)
    .join('\u0001');
  const random = hex(fingerprint(teamsKey), 8);
  return `${time.slice(0, 8)}-${time.slice(8)}-7${random.slice(0, 3)}-8${random.slice(3, 6)}-${random.slice(6)}0000000000`;
}

/** What the wheel said as it settled: each of its outcomes has points of its own. */
function spinMessage(points: number): string {
  return WHEEL_SEGMENTS.find((segment) => segment.points === points)?.message ?? '';
}

function turnOf(event: GameEvent, teamPosition: number): GameRecordTurn | null {
  if (event.type === 'scramble') {
    return {
      kind: 'scramble',
      round: event.round,
      teamPosition,
      outcome: spinMessage(event.points),
      points: event.points,
    };
  }
  const question = event.question;
  if (!question) return null;
  const asked = {
    kind: 'question',
    round: event.round,
    teamPosition,
    questionId: question.id,
    questionText: question.text,
    chosenOption: question.chosenOption,
    points: event.points,
  } as const;
  // A pass scores nothing either way, so whatever the question's type it had no effect.
  if (event.type === 'answer') return { ...asked, questionType: 'normal', mark: null };
  if (!isQuestionEvent(event)) return null;
  return { ...asked, questionType: event.type, mark: event.isCorrect ? 'correct' : 'incorrect' };
}

export interface FinishedGame {
  readonly players: readonly GamePlayer[];
  readonly history: readonly GameEvent[];
  readonly startedAt: number;
  readonly endedAt: number;
  readonly endedBy: GameEnd;
}

/**
 * The record of a finished game: every turn that still stands (the ones the teacher undid are left out, as the
 * results leave them out), and each team's score and counts as the results dialog shows them.
 */
export function recordOfGame({ players, history, startedAt, endedAt, endedBy }: FinishedGame): GameRecord {
  const results = computeResults({ players, history });
  const teams = players.map((player): GameRecordTeam => {
    const result = results.find((candidate) => candidate.playerId === player.id);
    return {
      name: player.name,
      color: player.color,
      score: player.score,
      answered: result?.total ?? 0,
      correct: result?.correct ?? 0,
      questionSetId: player.questionSet,
    };
  });
  const turns = standingHistory(history).flatMap((event) => {
    const teamPosition = players.findIndex((player) => player.id === event.playerId);
    const turn = teamPosition < 0 ? null : turnOf(event, teamPosition);
    return turn ? [turn] : [];
  });
  const rounds = Math.max(0, ...turns.filter((turn) => turn.kind === 'question').map((turn) => turn.round));
  return { id: gameRecordId(startedAt, players), startedAt, endedAt, rounds, endedBy, teams, turns };
}
