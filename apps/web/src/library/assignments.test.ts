import { beforeEach, describe, expect, it } from 'vitest';
import { handBrowserTo, personalStorageFor } from '../app/personalStorage';
import {
  ASSIGNMENTS_LOAD_FAILED,
  assignedSetIds,
  PLAYER_ASSIGNMENTS_KEY,
  PLAYER_SLOTS,
  readPlayerAssignments,
  savePlayerAssignments,
} from './assignments';

const storage = personalStorageFor('teacher-1');

describe('stored player assignments', () => {
  beforeEach(() => {
    sessionStorage.clear();
    handBrowserTo('teacher-1');
  });

  it('offers the four player slots', () => {
    expect(PLAYER_SLOTS).toEqual([1, 2, 3, 4]);
  });

  it('reads nothing stored as no assignments', () => {
    expect(readPlayerAssignments(storage)).toEqual({});
  });

  it('saves slot numbers to lists of set ids under playerAssignments and reads them back', () => {
    savePlayerAssignments({ 1: ['set-a', 'set-b'], 2: ['set-c'], 3: [] }, storage);
    expect(JSON.parse(storage.tab.getItem(PLAYER_ASSIGNMENTS_KEY)!)).toEqual({
      '1': ['set-a', 'set-b'],
      '2': ['set-c'],
    });
    const assignments = readPlayerAssignments(storage);
    expect(assignedSetIds(assignments, 1)).toEqual(['set-a', 'set-b']);
    expect(assignedSetIds(assignments, 2)).toEqual(['set-c']);
    expect(assignedSetIds(assignments, 3)).toEqual([]);
    expect(assignedSetIds(assignments, 7)).toEqual([]);
  });

  it('keeps each set once per slot', () => {
    savePlayerAssignments({ 1: ['set-a', 'set-a'] }, storage);
    expect(readPlayerAssignments(storage)).toEqual({ 1: ['set-a'] });
  });

  it.each([
    ['text that is not JSON', '{oops'],
    ['a list instead of a mapping', '[["set-a"]]'],
    ['a slot beyond four players', '{"5":["set-a"]}'],
    ['ids that are not text', '{"1":[42]}'],
  ])('refuses %s with "Failed to load assignments"', (_label, stored) => {
    storage.tab.setItem(PLAYER_ASSIGNMENTS_KEY, stored);
    expect(() => readPlayerAssignments(storage)).toThrow(ASSIGNMENTS_LOAD_FAILED);
  });
});
