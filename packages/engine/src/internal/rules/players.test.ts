import { describe, expect, it } from 'vitest';
import type { SetupPlayer } from './players';
import { assignQuestionSets, playerQuestionSets } from './sets';
import {
  addPlayer,
  assignQuestionSet,
  canAddPlayer,
  canRemovePlayer,
  createDefaultRoster,
  DEFAULT_PLAYER_COLORS,
  defaultPlayerName,
  hasQuestionSet,
  isBlankName,
  MAX_PLAYERS,
  MIN_PLAYERS,
  PLAYER_COLORS,
  recolorPlayer,
  removePlayer,
  renamePlayer,
} from './players';

function rosterOf(count: number): SetupPlayer[] {
  let roster = createDefaultRoster();
  while (roster.length < count) roster = addPlayer(roster);
  return roster;
}

describe('players', () => {
  it('allows 1 to 4 players', () => {
    expect([MIN_PLAYERS, MAX_PLAYERS]).toEqual([1, 4]);
  });

  it("names a player 'Player N' by default", () => {
    expect(defaultPlayerName(3)).toBe('Player 3');
  });

  it('offers the seven colours in order, as #RRGGBB', () => {
    expect(PLAYER_COLORS).toEqual([
      { name: 'Farm Green', hex: '#557B1F' },
      { name: 'Deep Yellow', hex: '#FCBB1C' },
      { name: 'Barn Orange', hex: '#FE691C' },
      { name: 'Rooster Red', hex: '#FE2602' },
      { name: 'Berry Purple', hex: '#951F7B' },
      { name: 'Deep Red', hex: '#B00238' },
      { name: 'Sky Blue', hex: '#186DA8' },
    ]);
  });

  it('gives the four slots red, orange, green and blue', () => {
    expect(DEFAULT_PLAYER_COLORS.map((color) => color.name)).toEqual([
      'Rooster Red',
      'Barn Orange',
      'Farm Green',
      'Sky Blue',
    ]);
  });

  it('starts with one default player in red and no set', () => {
    expect(createDefaultRoster()).toEqual([{ id: 1, name: 'Player 1', color: '#FE2602', questionSet: 0 }]);
  });

  it("adds 'Player N' in the next slot's colour", () => {
    expect(rosterOf(4).map(({ id, name, color }) => [id, name, color])).toEqual([
      [1, 'Player 1', '#FE2602'],
      [2, 'Player 2', '#FE691C'],
      [3, 'Player 3', '#557B1F'],
      [4, 'Player 4', '#186DA8'],
    ]);
  });

  it('refuses a fifth player', () => {
    const full = rosterOf(4);
    expect(canAddPlayer(full)).toBe(false);
    expect(() => addPlayer(full)).toThrow('A game has at most 4 players.');
  });

  it('refuses to remove the last player', () => {
    const one = createDefaultRoster();
    expect(canRemovePlayer(one)).toBe(false);
    expect(() => removePlayer(one, 1)).toThrow('A game needs at least 1 player.');
  });

  it('renumbers after a removal, keeps custom names and moves default names to the new number', () => {
    const roster = renamePlayer(recolorPlayer(rosterOf(4), 3, '#951F7B'), 2, 'Owls');
    expect(removePlayer(roster, 1)).toEqual([
      { id: 1, name: 'Owls', color: '#FE691C', questionSet: 0 },
      { id: 2, name: 'Player 2', color: '#951F7B', questionSet: 0 },
      { id: 3, name: 'Player 3', color: '#186DA8', questionSet: 0 },
    ]);
  });

  it("keeps a name like 'Player 4' that is not the player's own default", () => {
    const roster = renamePlayer(rosterOf(3), 3, 'Player 4');
    expect(removePlayer(roster, 1).map((player) => player.name)).toEqual(['Player 1', 'Player 4']);
  });

  it('recolours with one of the seven swatches, in any letter case', () => {
    expect(recolorPlayer(createDefaultRoster(), 1, '#186da8')[0]?.color).toBe('#186DA8');
  });

  it('refuses a colour outside the palette with the palette in the message', () => {
    expect(() => recolorPlayer(createDefaultRoster(), 1, '#000000')).toThrow(
      '#000000 is not one of the player colours (#557B1F, #FCBB1C, #FE691C, #FE2602, #951F7B, #B00238, #186DA8).',
    );
  });

  it('assigns a set, and an empty selection becomes 0', () => {
    const assigned = assignQuestionSet(createDefaultRoster(), 1, 12);
    expect(assigned[0]?.questionSet).toBe(12);
    expect(hasQuestionSet(assigned[0] ?? { questionSet: 0 })).toBe(true);
    const cleared = assignQuestionSet(assigned, 1, '');
    expect(cleared[0]?.questionSet).toBe(0);
    expect(hasQuestionSet({ questionSet: 0 })).toBe(false);
    expect(hasQuestionSet({ questionSet: '' })).toBe(false);
    expect(hasQuestionSet({ questionSet: 'set-uuid' })).toBe(true);
  });

  it('gives a player every assigned set in order, and a set picked by hand replaces them all', () => {
    const assigned = assignQuestionSets(createDefaultRoster(), 1, ['a', 'b', 'a', 'c']);
    expect(assigned[0]).toMatchObject({ questionSet: 'a', moreQuestionSets: ['b', 'c'] });
    expect(playerQuestionSets(assigned[0]!)).toEqual(['a', 'b', 'c']);
    const picked = assignQuestionSet(assigned, 1, 'b');
    expect(picked[0]).not.toHaveProperty('moreQuestionSets');
    expect(playerQuestionSets(picked[0]!)).toEqual(['b']);
    expect(playerQuestionSets(assignQuestionSets(picked, 1, [])[0]!)).toEqual([]);
  });

  it('names the unknown player when an id does not exist', () => {
    expect(() => renamePlayer(createDefaultRoster(), 5, 'Bees')).toThrow('There is no player with id 5.');
    expect(() => removePlayer(rosterOf(2), 5)).toThrow('There is no player with id 5.');
  });

  it('treats a name of only spaces as blank', () => {
    expect([isBlankName(''), isBlankName('   '), isBlankName(' Owls ')]).toEqual([true, true, false]);
  });
});
