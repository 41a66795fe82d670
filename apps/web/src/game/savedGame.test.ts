import { createGameMachine, persistGame } from '@quizcoop/engine';
import { makeQuestionSet } from '@quizcoop/engine/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { clearSavedGame, loadSavedGame, SAVED_GAME_KEY, saveGame } from './savedGame';

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
