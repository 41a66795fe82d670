import { createGameMachine, persistGame } from '@quizcoop/engine';
import { makeQuestionSet } from '@quizcoop/engine/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { clearSavedGame, createGameSaver, loadSavedGame, SAVED_GAME_KEY, saveGame } from './savedGame';

function startedGame() {
  const game = createActor(createGameMachine({ now: () => 1_700_000_000_000 }), {
    input: {
      players: [
        { id: 1, name: 'Owls', color: '#FE2602', questionSet: 'maths' },
        { id: 2, name: 'Bees', color: '#FE691C', questionSet: 'maths' },
      ],
      questionsBySet: { maths: makeQuestionSet('maths', 6) },
      isPremium: false,
      seed: 7,
    },
  }).start();
  game.send({ type: 'player.answer', correct: true });
  return game;
}

describe('saved games', () => {
  beforeEach(() => localStorage.clear());

  it('brings back the game as it was: scores, turn and history', () => {
    const game = startedGame();
    saveGame(persistGame(game));
    const saved = loadSavedGame();
    expect(saved?.context.players.map((player) => player.score)).toEqual(
      game.getSnapshot().context.players.map((player) => player.score),
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
    saveGame(persistGame(game));
    expect(loadSavedGame()).toBeNull();
  });

  it('forgets the game once cleared', () => {
    saveGame(persistGame(startedGame()));
    clearSavedGame();
    expect(loadSavedGame()).toBeNull();
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
    saver.save(persistGame(game));
    game.send({ type: 'player.answer', correct: false });
    const latestHistory = game.getSnapshot().context.history;
    saver.save(persistGame(game));
    expect(localStorage.getItem(SAVED_GAME_KEY)).toBeNull();
    vi.advanceTimersByTime(1000);
    expect(loadSavedGame()?.context.history).toEqual(latestHistory);
  });

  it('writes the waiting state at once when flushed, and nothing after a cancel', () => {
    const game = startedGame();
    const saver = createGameSaver();
    saver.save(persistGame(game));
    saver.flush();
    expect(loadSavedGame()?.context.history).toHaveLength(1);

    clearSavedGame();
    saver.save(persistGame(game));
    saver.cancel();
    vi.advanceTimersByTime(1000);
    expect(loadSavedGame()).toBeNull();
  });
});
