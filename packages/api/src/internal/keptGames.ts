import { KEPT_GAME_LIMITS } from '@quizcoop/contract';
import type { BackendClient } from './client';
import type { Database } from './database.types';

/** How a kept game ended: End Game, the free plan's forced results, or the last team leaving. */
export type GameEndedBy = 'end_game' | 'free_limit' | 'last_team_left';

/** A team of a finished game, as the game's results show it. */
export interface KeptTeamInput {
  /** What the teacher typed as the team's name: nothing else about a student is kept. */
  name: string;
  /** `#RRGGBB`. */
  colour: string;
  score: number;
  answered: number;
  correct: number;
  /** The set the team played, or null when it is not a set of the library. */
  questionSetId: string | null;
  questionSetTitle: string;
}

export interface KeptQuestionTurnInput {
  kind: 'question';
  round: number;
  /** The team's index in `teams`. */
  teamPosition: number;
  questionId: string | null;
  /** The question's text as it was asked. */
  questionText: string;
  mark: 'correct' | 'incorrect' | null;
  /** The option's text, for a multiple-choice question. */
  chosenOption: string | null;
  points: number;
  effect: 'bonus' | 'punishment' | null;
}

export interface KeptScrambleTurnInput {
  kind: 'scramble';
  round: number;
  teamPosition: number;
  /** What the Score Scramble's wheel gave. */
  outcome: string;
  points: number;
}

export type KeptTurnInput = KeptQuestionTurnInput | KeptScrambleTurnInput;

/** A finished game as the browser sends it to be kept; the sizes are @quizcoop/contract's KEPT_GAME_LIMITS. */
export interface GameRecordInput {
  /** The browser's id for the game: sending it again keeps it once. */
  clientId: string;
  /** ISO 8601, with its time zone. */
  startedAt: string;
  endedAt: string;
  rounds: number;
  endedBy: GameEndedBy;
  teams: KeptTeamInput[];
  /** In the order they were played. */
  turns: KeptTurnInput[];
}

/** A team of a kept game; `position` is its place in the game's setup, from 0. */
export interface KeptTeam extends KeptTeamInput {
  position: number;
}

export type KeptTurn = KeptTurnInput & { position: number };

/** A kept game in the reports' list. */
export interface KeptGameSummary {
  id: string;
  startedAt: string;
  endedAt: string;
  rounds: number;
  endedBy: GameEndedBy;
  teams: KeptTeam[];
}

/** A kept game with every turn, in the order they were played. */
export interface KeptGame extends KeptGameSummary {
  turns: KeptTurn[];
}

/** Which kept games to list: those where a team played the set, that started from `from` and before `to`. */
export interface KeptGameFilters {
  questionSetId?: string;
  from?: string;
  to?: string;
}

/** The most games the list brings at once, newest first; filters reach older ones. */
export const KEPT_GAMES_LISTED = 500;

export const KEPT_GAMES_MESSAGES = {
  listLoadFailed: 'Your games could not be loaded. Please try again.',
  gameLoadFailed: 'This game could not be loaded. Please try again.',
  deleteFailed: 'The game could not be deleted. Please try again.',
  hardestLoadFailed: 'The hardest questions could not be loaded. Please try again.',
  recordFailed: 'The game could not be kept yet; it will be sent again.',
} as const;

/** A kept-games request that failed; its message is the text to show. */
export class KeptGamesError extends Error {
  override name = 'KeptGamesError';
}

/**
 * A game the server did not keep. `refused` is true when the server turned this game down as it is (its shape,
 * its size, a question the teacher cannot read): sending it again would be refused again. Otherwise the network,
 * the session or the server failed, and a later send may work.
 */
export class GameRecordError extends Error {
  override name = 'GameRecordError';
  constructor(
    message: string,
    readonly refused: boolean,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

// 401 asks for a sign-in, 408 and 429 for patience; any other 4xx is the game itself.
function isRefusal(status: number): boolean {
  return status >= 400 && status < 500 && status !== 401 && status !== 408 && status !== 429;
}

function turnJson(turn: KeptTurnInput) {
  const shared = {
    kind: turn.kind,
    round: turn.round,
    team_position: turn.teamPosition,
    points: turn.points,
  };
  if (turn.kind === 'scramble') return { ...shared, outcome: turn.outcome };
  return {
    ...shared,
    question_id: turn.questionId,
    question_text: turn.questionText,
    mark: turn.mark,
    chosen_option: turn.chosenOption,
    effect: turn.effect,
  };
}

/** The game as the record_game function reads it. */
function gameJson(input: GameRecordInput) {
  return {
    client_id: input.clientId,
    started_at: input.startedAt,
    ended_at: input.endedAt,
    rounds: input.rounds,
    ended_by: input.endedBy,
    teams: input.teams.map((team) => ({
      name: team.name,
      colour: team.colour,
      score: team.score,
      answered: team.answered,
      correct: team.correct,
      question_set_id: team.questionSetId,
      question_set_title: team.questionSetTitle,
    })),
    turns: input.turns.map(turnJson),
  };
}

/**
 * Keeps a finished game in the signed-in teacher's account and resolves to its id; the same game sent again
 * (its clientId) is kept once and resolves to the same id. Resolves to null when the teacher keeps no games,
 * or the game is older than their retention. Rejects with a GameRecordError.
 */
export async function recordGame(client: BackendClient, input: GameRecordInput): Promise<string | null> {
  const { data, error, status } = await client.rpc('record_game', { game: gameJson(input) });
  if (error) {
    const refused = isRefusal(status);
    throw new GameRecordError(refused ? error.message : KEPT_GAMES_MESSAGES.recordFailed, refused, {
      cause: error,
    });
  }
  return data;
}

const TEAM_COLUMNS =
  'position, name, colour, score, answered, correct, question_set_id, question_set_title' as const;
const TURN_COLUMNS =
  'position, round, team_position, kind, question_id, question_text, mark, chosen_option, effect, scramble_outcome, points' as const;

/** A game_teams row as TEAM_COLUMNS reads it. */
type TeamRow = Pick<
  Database['public']['Tables']['game_teams']['Row'],
  'position' | 'name' | 'colour' | 'score' | 'answered' | 'correct' | 'question_set_id' | 'question_set_title'
>;

/** A game_turns row as TURN_COLUMNS reads it. */
type TurnRow = Pick<
  Database['public']['Tables']['game_turns']['Row'],
  | 'position'
  | 'round'
  | 'team_position'
  | 'kind'
  | 'question_id'
  | 'question_text'
  | 'mark'
  | 'chosen_option'
  | 'effect'
  | 'scramble_outcome'
  | 'points'
>;

interface GameRow {
  id: string;
  started_at: string;
  ended_at: string;
  rounds: number;
  ended_by: string;
  game_teams: TeamRow[];
}

function toTeam(row: TeamRow): KeptTeam {
  return {
    position: row.position,
    name: row.name,
    colour: row.colour,
    score: row.score,
    answered: row.answered,
    correct: row.correct,
    questionSetId: row.question_set_id,
    questionSetTitle: row.question_set_title,
  };
}

// The table's checks hold kind, mark and effect to these words, and a scramble to its outcome.
function toTurn(row: TurnRow): KeptTurn {
  const shared = {
    position: row.position,
    round: row.round,
    teamPosition: row.team_position,
    points: row.points,
  };
  if (row.kind === 'scramble') return { ...shared, kind: 'scramble', outcome: row.scramble_outcome ?? '' };
  return {
    ...shared,
    kind: 'question',
    questionId: row.question_id,
    questionText: row.question_text ?? '',
    mark: row.mark as KeptQuestionTurnInput['mark'],
    chosenOption: row.chosen_option,
    effect: row.effect as KeptQuestionTurnInput['effect'],
  };
}

function toSummary(row: GameRow): KeptGameSummary {
  return {
    id: row.id,
    startedAt: row.started_at,
    endedAt: row.ended_at,
    rounds: row.rounds,
    endedBy: row.ended_by as GameEndedBy,
    teams: row.game_teams.map(toTeam),
  };
}

/** The signed-in teacher's kept games, newest first (at most KEPT_GAMES_LISTED), with their teams in order. */
export async function fetchKeptGames(
  client: BackendClient,
  filters: KeptGameFilters = {},
): Promise<KeptGameSummary[]> {
  // A second, filtering-only embed picks the games where some team played the set and still lists every team.
  let query = filters.questionSetId
    ? client
        .from('games')
        .select(
          `id, started_at, ended_at, rounds, ended_by, game_teams(${TEAM_COLUMNS}), played:game_teams!inner()`,
        )
        .eq('played.question_set_id', filters.questionSetId)
    : client.from('games').select(`id, started_at, ended_at, rounds, ended_by, game_teams(${TEAM_COLUMNS})`);
  if (filters.from) query = query.gte('started_at', filters.from);
  if (filters.to) query = query.lt('started_at', filters.to);
  // Each embed's limit is the most teams a game has: with every list bounded, the server need not count the
  // embedded rows in a second read before answering.
  if (filters.questionSetId) query = query.limit(KEPT_GAME_LIMITS.maxTeams, { referencedTable: 'played' });
  const { data, error } = await query
    .order('started_at', { ascending: false })
    .order('id')
    .order('position', { referencedTable: 'game_teams' })
    .limit(KEPT_GAME_LIMITS.maxTeams, { referencedTable: 'game_teams' })
    .limit(KEPT_GAMES_LISTED);
  if (error) throw new KeptGamesError(KEPT_GAMES_MESSAGES.listLoadFailed, { cause: error });
  return data.map(toSummary);
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One of the signed-in teacher's kept games with its turns; null when there is none by that id. */
export async function fetchKeptGame(client: BackendClient, id: string): Promise<KeptGame | null> {
  if (!UUID_PATTERN.test(id)) return null;
  const { data, error } = await client
    .from('games')
    .select(
      `id, started_at, ended_at, rounds, ended_by, game_teams(${TEAM_COLUMNS}), game_turns(${TURN_COLUMNS})`,
    )
    .eq('id', id)
    .order('position', { referencedTable: 'game_teams' })
    .order('position', { referencedTable: 'game_turns' })
    .limit(KEPT_GAME_LIMITS.maxTeams, { referencedTable: 'game_teams' })
    .limit(KEPT_GAME_LIMITS.maxTurns, { referencedTable: 'game_turns' })
    .limit(1)
    .maybeSingle();
  if (error) throw new KeptGamesError(KEPT_GAMES_MESSAGES.gameLoadFailed, { cause: error });
  if (!data) return null;
  return { ...toSummary(data), turns: data.game_turns.map(toTurn) };
}

/** Deletes one of the signed-in teacher's kept games, its teams and turns with it. */
export async function deleteKeptGame(client: BackendClient, id: string): Promise<void> {
  if (!UUID_PATTERN.test(id)) return;
  const { error } = await client.from('games').delete().eq('id', id);
  if (error) throw new KeptGamesError(KEPT_GAMES_MESSAGES.deleteFailed, { cause: error });
}
