import { describe, expect, it } from 'vitest';
import { assignQuestionSet, createDefaultRoster, renamePlayer } from './players';
import {
  canStartGame,
  MISSING_SET_MESSAGE,
  QUESTIONS_FAILED_MESSAGE,
  QUESTIONS_LOADING_MESSAGE,
  startGameProblem,
} from './start';

const ready = assignQuestionSet(createDefaultRoster(), 1, 3);

describe('starting a game', () => {
  it('uses the exact messages', () => {
    expect([MISSING_SET_MESSAGE, QUESTIONS_LOADING_MESSAGE, QUESTIONS_FAILED_MESSAGE]).toEqual([
      'Please select a question set for all players',
      'Please wait for questions to finish loading...',
      'Failed to load questions. Please try again.',
    ]);
  });

  it('needs a set for every player first', () => {
    expect(startGameProblem({ players: createDefaultRoster(), questionsStatus: 'loading' })).toBe(
      MISSING_SET_MESSAGE,
    );
  });

  it('then waits for the questions, and reports a failed load', () => {
    expect(startGameProblem({ players: ready, questionsStatus: 'loading' })).toBe(QUESTIONS_LOADING_MESSAGE);
    expect(startGameProblem({ players: ready, questionsStatus: 'failed' })).toBe(QUESTIONS_FAILED_MESSAGE);
    expect(startGameProblem({ players: ready, questionsStatus: 'loaded' })).toBeNull();
  });

  it('disables Start Game for a blank name, while loading and after a failed load', () => {
    expect(canStartGame({ players: ready, questionsStatus: 'loaded' })).toBe(true);
    expect(canStartGame({ players: renamePlayer(ready, 1, '  '), questionsStatus: 'loaded' })).toBe(false);
    expect(canStartGame({ players: ready, questionsStatus: 'loading' })).toBe(false);
    expect(canStartGame({ players: ready, questionsStatus: 'failed' })).toBe(false);
  });
});
