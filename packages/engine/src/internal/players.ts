/** Spec §9: one screen hosts 1 to 4 players or teams. */
export const MIN_PLAYERS = 1;
export const MAX_PLAYERS = 4;

/** Spec §3: a player's default name is 'Player N'. */
export function defaultPlayerName(playerNumber: number): string {
  return `Player ${playerNumber}`;
}
