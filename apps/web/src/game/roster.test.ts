import { DEFAULT_PLAYER_COLORS, playerQuestionSets } from '@quizcoop/engine/rules';
import { describe, expect, it } from 'vitest';
import { rosterFromAssignments } from './roster';

describe('rosterFromAssignments', () => {
  it('gives each assigned slot a player with all its sets, the first shown in setup', () => {
    const players = rosterFromAssignments({ 1: ['maths', 'science', 'history'], 2: ['spelling'] });
    expect(players?.map(({ id, name, questionSet }) => ({ id, name, questionSet }))).toEqual([
      { id: 1, name: 'Player 1', questionSet: 'maths' },
      { id: 2, name: 'Player 2', questionSet: 'spelling' },
    ]);
    expect(players?.map((player) => playerQuestionSets(player))).toEqual([
      ['maths', 'science', 'history'],
      ['spelling'],
    ]);
    expect(players?.map((player) => player.color)).toEqual(
      DEFAULT_PLAYER_COLORS.slice(0, 2).map((color) => color.hex),
    );
  });

  it('seats players up to the highest assigned slot, leaving the others without a set', () => {
    const players = rosterFromAssignments({ 3: ['maths'] });
    expect(players?.map((player) => player.questionSet)).toEqual([0, 0, 'maths']);
  });

  it('leaves setup its default player when nothing is assigned', () => {
    expect(rosterFromAssignments({})).toBeUndefined();
  });
});
