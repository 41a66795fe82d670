import type { GameRecordInput } from '@quizcoop/api';
import { beforeEach, describe, expect, it } from 'vitest';
import { handBrowserTo, personalStorageFor } from '../app/personalStorage';
import {
  addWaitingGame,
  KEPT_GAMES_OUTBOX,
  MOST_GAMES_WAITING,
  removeWaitingGame,
  waitingGames,
} from './outbox';

const TEACHER = 'teacher-1';

function finishedGame(clientId: string, rounds = 1): GameRecordInput {
  return {
    clientId,
    startedAt: '2026-11-26T09:00:00.000Z',
    endedAt: '2026-11-26T09:20:00.000Z',
    rounds,
    endedBy: 'end_game',
    teams: [
      {
        name: 'Owls',
        colour: '#FE2602',
        score: 10,
        answered: 1,
        correct: 1,
        questionSetId: null,
        questionSetTitle: 'Animals',
      },
    ],
    turns: [],
  };
}

function teachersEntries() {
  handBrowserTo(TEACHER);
  return personalStorageFor(TEACHER).kept;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the finished games waiting to be sent', () => {
  it('keeps them in the teacher’s own entries, oldest first, until each is sent', () => {
    const entries = teachersEntries();
    expect(waitingGames(entries)).toEqual([]);
    addWaitingGame(entries, finishedGame('a'));
    addWaitingGame(entries, finishedGame('b'));
    expect(waitingGames(entries).map((game) => game.clientId)).toEqual(['a', 'b']);
    expect(entries.getItem(KEPT_GAMES_OUTBOX)).not.toBeNull();

    removeWaitingGame(entries, 'a');
    expect(waitingGames(entries).map((game) => game.clientId)).toEqual(['b']);
    removeWaitingGame(entries, 'b');
    // Nothing left to send leaves no entry, so pages find at a glance that nothing waits.
    expect(entries.getItem(KEPT_GAMES_OUTBOX)).toBeNull();
  });

  it('holds a game put in line twice once, as its latest copy', () => {
    const entries = teachersEntries();
    addWaitingGame(entries, finishedGame('a', 1));
    addWaitingGame(entries, finishedGame('b'));
    addWaitingGame(entries, finishedGame('a', 2));
    expect(waitingGames(entries).map((game) => [game.clientId, game.rounds])).toEqual([
      ['b', 1],
      ['a', 2],
    ]);
  });

  it('lets the oldest games give way beyond the most it holds', () => {
    const entries = teachersEntries();
    for (let index = 0; index <= MOST_GAMES_WAITING; index += 1)
      addWaitingGame(entries, finishedGame(`g${index}`));
    const waiting = waitingGames(entries);
    expect(waiting).toHaveLength(MOST_GAMES_WAITING);
    expect(waiting[0]?.clientId).toBe('g1');
  });

  it('reads a damaged entry as nothing waiting, and leaves out what is not a game', () => {
    const entries = teachersEntries();
    entries.setItem(KEPT_GAMES_OUTBOX, '{not json');
    expect(waitingGames(entries)).toEqual([]);
    entries.setItem(KEPT_GAMES_OUTBOX, JSON.stringify([finishedGame('a'), { clientId: 3 }, null, 'game']));
    expect(waitingGames(entries).map((game) => game.clientId)).toEqual(['a']);
  });

  it('is cleared with everything else of the teacher when the browser changes hands', () => {
    addWaitingGame(teachersEntries(), finishedGame('a'));
    handBrowserTo('teacher-2');
    handBrowserTo(TEACHER);
    expect(waitingGames(personalStorageFor(TEACHER).kept)).toEqual([]);
  });
});
