import type { PlayerColor } from '@quizcoop/contract';
import { PLAYER_PALETTE } from '@quizcoop/contract';

/** One screen hosts 1 to 4 players or teams. */
export const MIN_PLAYERS = 1;
export const MAX_PLAYERS = 4;

export type { PlayerColor };

/** The seven colours a player can pick, in the order the picker shows them. */
export const PLAYER_COLORS: readonly PlayerColor[] = Object.values(PLAYER_PALETTE);

/** The colours of the four player slots, so the first player is red. */
export const DEFAULT_PLAYER_COLORS: readonly PlayerColor[] = [
  PLAYER_PALETTE.roosterRed,
  PLAYER_PALETTE.barnOrange,
  PLAYER_PALETTE.farmGreen,
  PLAYER_PALETTE.skyBlue,
];

/** A question set's id as the database gives it. */
export type QuestionSetId = number | string;

/** A player whose question set is 0 has none chosen yet. */
export const NO_QUESTION_SET = 0;

/** A player as setup holds it, before the game gives them a score. */
export interface SetupPlayer {
  readonly id: number;
  readonly name: string;
  /** `#RRGGBB`, one of {@link PLAYER_COLORS}. */
  readonly color: string;
  readonly questionSet: QuestionSetId;
  /**
   * Further sets assigned to the player, played after `questionSet` once its questions have all been asked.
   * Left out when the player has one set.
   */
  readonly moreQuestionSets?: readonly QuestionSetId[];
}

/** A player's default name is 'Player N'. */
export function defaultPlayerName(playerNumber: number): string {
  return `Player ${playerNumber}`;
}

function slotColor(slotIndex: number): string {
  return (DEFAULT_PLAYER_COLORS[slotIndex] ?? PLAYER_PALETTE.roosterRed).hex;
}

function newPlayer(playerNumber: number): SetupPlayer {
  return {
    id: playerNumber,
    name: defaultPlayerName(playerNumber),
    color: slotColor(playerNumber - 1),
    questionSet: NO_QUESTION_SET,
  };
}

/** Setup starts, and restarts after a game, with one default player in red. */
export function createDefaultRoster(): SetupPlayer[] {
  return [newPlayer(1)];
}

export function canAddPlayer(players: readonly SetupPlayer[]): boolean {
  return players.length < MAX_PLAYERS;
}

export function canRemovePlayer(players: readonly SetupPlayer[]): boolean {
  return players.length > MIN_PLAYERS;
}

/** Adds 'Player N' in the next slot's colour; a game has at most four players. */
export function addPlayer(players: readonly SetupPlayer[]): SetupPlayer[] {
  if (!canAddPlayer(players)) throw new RangeError(`A game has at most ${MAX_PLAYERS} players.`);
  return [...players, newPlayer(players.length + 1)];
}

function requirePlayer(players: readonly SetupPlayer[], playerId: number): void {
  if (!players.some((player) => player.id === playerId)) {
    throw new RangeError(`There is no player with id ${playerId}.`);
  }
}

/**
 * Removes a player and renumbers the rest 1..n. Custom names stay; a default name 'Player N'
 * follows its player's new number.
 */
export function removePlayer(players: readonly SetupPlayer[], playerId: number): SetupPlayer[] {
  requirePlayer(players, playerId);
  if (!canRemovePlayer(players)) throw new RangeError(`A game needs at least ${MIN_PLAYERS} player.`);
  return players
    .filter((player) => player.id !== playerId)
    .map((player, index) => {
      const id = index + 1;
      const name = player.name === defaultPlayerName(player.id) ? defaultPlayerName(id) : player.name;
      return { ...player, id, name };
    });
}

function updatePlayer(
  players: readonly SetupPlayer[],
  playerId: number,
  change: Partial<Omit<SetupPlayer, 'id'>>,
): SetupPlayer[] {
  requirePlayer(players, playerId);
  return players.map((player) => (player.id === playerId ? { ...player, ...change } : player));
}

export function renamePlayer(players: readonly SetupPlayer[], playerId: number, name: string): SetupPlayer[] {
  return updatePlayer(players, playerId, { name });
}

/** A player picks one of the seven swatches. */
export function recolorPlayer(
  players: readonly SetupPlayer[],
  playerId: number,
  color: string,
): SetupPlayer[] {
  const swatch = PLAYER_COLORS.find((candidate) => candidate.hex.toLowerCase() === color.toLowerCase());
  if (!swatch) {
    throw new RangeError(
      `${color} is not one of the player colours (${PLAYER_COLORS.map((c) => c.hex).join(', ')}).`,
    );
  }
  return updatePlayer(players, playerId, { color: swatch.hex });
}

/**
 * An empty value from the set selector becomes 0, meaning no set chosen. A set picked by hand replaces every
 * set the player had, assigned ones included: the teacher chose this one.
 */
export function assignQuestionSet(
  players: readonly SetupPlayer[],
  playerId: number,
  questionSet: QuestionSetId | '',
): SetupPlayer[] {
  requirePlayer(players, playerId);
  return players.map((player) => {
    if (player.id !== playerId) return player;
    const { moreQuestionSets: _replaced, ...rest } = player;
    return { ...rest, questionSet: questionSet === '' ? NO_QUESTION_SET : questionSet };
  });
}

export function hasQuestionSet(player: Pick<SetupPlayer, 'questionSet'>): boolean {
  return player.questionSet !== NO_QUESTION_SET && player.questionSet !== '';
}

/** Start Game stays disabled while any name is blank. */
export function isBlankName(name: string): boolean {
  return name.trim() === '';
}

/** A player in play: a setup player with a score. */
export interface GamePlayer extends SetupPlayer {
  readonly score: number;
}
