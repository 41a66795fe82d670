import { persistGame } from '@quizcoop/engine';
import { createTestGame, makeQuestionSet } from '@quizcoop/engine/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handBrowserTo, personalStorageFor } from '../app/personalStorage';
import {
  clearSavedGame,
  createGameSaver,
  loadSavedGame,
  loadSessionScrambles,
  SAVED_GAME_KEY,
  SESSION_SCRAMBLES_KEY,
  saveGame,
  saveSessionScrambles,
} from './savedGame';

function startedGame() {
  const maths = makeQuestionSet('maths', 6);
  return createTestGame({
    players: [
      { name: 'Owls', questions: maths },
      { name: 'Bees', questions: maths },
    ],
    seed: 7,
  }).answer(true);
}

const TEACHER_ID = 'teacher-1';
const storage = personalStorageFor(TEACHER_ID);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  handBrowserTo(TEACHER_ID);
});

describe('saved games', () => {
  it('brings back the game as it was: scores, turn and history', () => {
    const game = startedGame();
    saveGame(persistGame(game.actor), storage);
    const saved = loadSavedGame(storage);
    expect(saved?.context.players.map((player) => player.score)).toEqual(
      game.context.players.map((player) => player.score),
    );
    expect(saved?.context.currentPlayerIndex).toBe(1);
    expect(saved?.context.history).toHaveLength(1);
  });

  it('offers nothing for a damaged entry or a finished game', () => {
    storage.kept.setItem(SAVED_GAME_KEY, '{not json');
    expect(loadSavedGame(storage)).toBeNull();
    storage.kept.setItem(SAVED_GAME_KEY, JSON.stringify({ status: 'active', value: 'playing', context: {} }));
    expect(loadSavedGame(storage)).toBeNull();
    const game = startedGame();
    game.send({ type: 'teacher.returnToSetup' });
    saveGame(persistGame(game.actor), storage);
    expect(loadSavedGame(storage)).toBeNull();
  });

  it('forgets the game once cleared', () => {
    saveGame(persistGame(startedGame().actor), storage);
    clearSavedGame(storage);
    expect(loadSavedGame(storage)).toBeNull();
  });
});

describe('the Score Scrambles of the play session', () => {
  it('start at none and keep the count across a reload of the tab', () => {
    expect(loadSessionScrambles(storage)).toBe(0);
    saveSessionScrambles(2, storage);
    expect(loadSessionScrambles(storage)).toBe(2);
  });

  it('read a damaged count as none', () => {
    storage.tab.setItem(SESSION_SCRAMBLES_KEY, 'lots');
    expect(loadSessionScrambles(storage)).toBe(0);
  });
});

describe('the game saver', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes nothing during the click, then the latest state within a second', () => {
    const game = startedGame();
    const saver = createGameSaver(storage);
    saver.save(persistGame(game.actor));
    game.answer(false);
    const latestHistory = game.context.history;
    saver.save(persistGame(game.actor));
    expect(storage.kept.getItem(SAVED_GAME_KEY)).toBeNull();
    vi.advanceTimersByTime(1000);
    expect(loadSavedGame(storage)?.context.history).toEqual(latestHistory);
  });

  it('writes the waiting state at once when flushed, and nothing after a cancel', () => {
    const game = startedGame();
    const saver = createGameSaver(storage);
    saver.save(persistGame(game.actor));
    saver.flush();
    expect(loadSavedGame(storage)?.context.history).toHaveLength(1);

    clearSavedGame(storage);
    saver.save(persistGame(game.actor));
    saver.cancel();
    vi.advanceTimersByTime(1000);
    expect(loadSavedGame(storage)).toBeNull();
  });
});
