import { beforeEach, describe, expect, it } from 'vitest';
import {
  ASSIGNMENTS_LOAD_FAILED,
  assignedSetIds,
  PLAYER_ASSIGNMENTS_KEY,
  PLAYER_SLOTS,
  readPlayerAssignments,
  savePlayerAssignments,
} from './assignments';

describe('stored player assignments', () => {
  beforeEach(() => sessionStorage.clear());

  it('offers the four player slots', () => {
    expect(PLAYER_SLOTS).toEqual([1, 2, 3, 4]);
  });

  it('reads nothing stored as no assignments', () => {
    expect(readPlayerAssignments()).toEqual({});
  });

  it('saves slot numbers to lists of set ids under playerAssignments and reads them back', () => {
    savePlayerAssignments({ 1: ['set-a', 'set-b'], 2: ['set-c'], 3: [] });
    expect(JSON.parse(sessionStorage.getItem(PLAYER_ASSIGNMENTS_KEY)!)).toEqual({
      '1': ['set-a', 'set-b'],
      '2': ['set-c'],
    });
    const assignments = readPlayerAssignments();
    expect(assignedSetIds(assignments, 1)).toEqual(['set-a', 'set-b']);
    expect(assignedSetIds(assignments, 2)).toEqual(['set-c']);
    expect(assignedSetIds(assignments, 3)).toEqual([]);
    expect(assignedSetIds(assignments, 7)).toEqual([]);
  });

  it('keeps each set once per slot', () => {
    savePlayerAssignments({ 1: ['set-a', 'set-a'] });
    expect(readPlayerAssignments()).toEqual({ 1: ['set-a'] });
  });

  it.each([
    ['text that is not JSON', '{oops'],
    ['a list instead of a mapping', '[["set-a"]]'],
    ['a slot beyond four players', '{"5":["set-a"]}'],
    ['ids that are not text', '{"1":[42]}'],
  ])('refuses %s with "Failed to load assignments"', (_label, stored) => {
    sessionStorage.setItem(PLAYER_ASSIGNMENTS_KEY, stored);
    expect(() => readPlayerAssignments()).toThrow(ASSIGNMENTS_LOAD_FAILED);
  });
});
