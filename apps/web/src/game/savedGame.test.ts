import { persistGame } from '@quizcoop/engine';
import { createTestGame, makeQuestionSet } from '@quizcoop/engine/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearSavedGame,
  createGameSaver,
  loadSavedGame,
  loadSessionScrambles,
  SAVED_GAME_KEY,
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

describe('saved games', () => {
  beforeEach(() => localStorage.clear());

  it('brings back the game as it was: scores, turn and history', () => {
    const game = startedGame();
    saveGame(persistGame(game.actor));
    const saved = loadSavedGame();
    expect(saved?.context.players.map((player) => player.score)).toEqual(
      game.context.players.map((player) => player.score),
    );
    expect(saved?.context.currentPlayerIndex).toBe(1);
    expect(saved?.context.history).toHaveLength(1);
  });

  it('offers nothing for a damaged entry or a finished game', () => {
    localStorage.setItem(SAVED_GAME_KEY, '{not json');
    expect(loadSavedGame()).toBeNull();
    localStorage.setItem(SAVED_GAME_KEY, JSON.stringify({ status: 'active', value: 'playing', context: {} }));
    expect(loadSavedGame()).toBeNull();
    const game = startedGame();
    game.send({ type: 'teacher.returnToSetup' });
    saveGame(persistGame(game.actor));
    expect(loadSavedGame()).toBeNull();
  });

  it('forgets the game once cleared', () => {
    saveGame(persistGame(startedGame().actor));
    clearSavedGame();
    expect(loadSavedGame()).toBeNull();
  });
});

describe('the Score Scrambles of the play session', () => {
  beforeEach(() => sessionStorage.clear());

  it('start at none and keep the count across a reload of the tab', () => {
    expect(loadSessionScrambles()).toBe(0);
    saveSessionScrambles(2);
    expect(loadSessionScrambles()).toBe(2);
  });

  it('read a damaged count as none', () => {
    sessionStorage.setItem('quizcoop.scramblesPlayed', 'lots');
    expect(loadSessionScrambles()).toBe(0);
  });
});

describe('the game saver', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('writes nothing during the click, then the latest state within a second', () => {
    const game = startedGame();
    const saver = createGameSaver();
    saver.save(persistGame(game.actor));
    game.answer(false);
    const latestHistory = game.context.history;
    saver.save(persistGame(game.actor));
    expect(localStorage.getItem(SAVED_GAME_KEY)).toBeNull();
    vi.advanceTimersByTime(1000);
    expect(loadSavedGame()?.context.history).toEqual(latestHistory);
  });

  it('writes the waiting state at once when flushed, and nothing after a cancel', () => {
    const game = startedGame();
    const saver = createGameSaver();
    saver.save(persistGame(game.actor));
    saver.flush();
    expect(loadSavedGame()?.context.history).toHaveLength(1);

    clearSavedGame();
    saver.save(persistGame(game.actor));
    saver.cancel();
    vi.advanceTimersByTime(1000);
    expect(loadSavedGame()).toBeNull();
  });
});
