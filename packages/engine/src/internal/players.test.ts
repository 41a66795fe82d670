import { describe, expect, it } from 'vitest';
import { defaultPlayerName, MAX_PLAYERS, MIN_PLAYERS } from './players';

describe('players (spec §3, §9)', () => {
  it('§9 allows 1 to 4 players', () => {
    expect([MIN_PLAYERS, MAX_PLAYERS]).toEqual([1, 4]);
  });

  it("§3 names a player 'Player N' by default", () => {
    expect(defaultPlayerName(3)).toBe('Player 3');
  });
});
