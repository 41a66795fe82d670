import { describe, expect, it } from 'vitest';
import { ADD_PLAYER_TAB_INDEX, playerSetupTabOrder } from './PlayerSetupCard';

describe('playerSetupTabOrder', () => {
  it('follows spec §9: names, set dropdowns, colours, Add Player, then remove buttons', () => {
    expect(playerSetupTabOrder(1)).toEqual({ name: 1, setSelect: 21, colors: 41, remove: 101 });
    expect(playerSetupTabOrder(4)).toEqual({ name: 4, setSelect: 24, colors: 44, remove: 104 });
    expect(playerSetupTabOrder(4).colors).toBeLessThan(ADD_PLAYER_TAB_INDEX);
    expect(playerSetupTabOrder(1).remove).toBeGreaterThan(ADD_PLAYER_TAB_INDEX);
  });
});
