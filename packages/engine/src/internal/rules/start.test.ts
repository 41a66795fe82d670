import { describe, expect, it } from 'vitest';
import { makeQuestionSet } from '../../testing/index';
import { addPlayer, assignQuestionSet, createDefaultRoster, renamePlayer } from './players';
import { assignQuestionSets } from './sets';
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

  it('will not start with a player whose sets have no questions, naming everyone who plays the set', () => {
    const sharing = assignQuestionSet(assignQuestionSet(addPlayer(ready), 2, 3), 1, 3);
    const emptySet = { '3': [] };
    expect(startGameProblem({ players: sharing, questionsStatus: 'loaded', questionsBySet: emptySet })).toBe(
      'The set for Player 1 and Player 2 has no questions: choose another set.',
    );
    expect(
      startGameProblem({
        players: ready,
        questionsStatus: 'loaded',
        questionsBySet: { '3': makeQuestionSet(3, 1) },
      }),
    ).toBeNull();
  });

  it('starts a player with one empty set among others, whose other sets are played instead', () => {
    const twoSets = assignQuestionSets(createDefaultRoster(), 1, [3, 4]);
    const questionsBySet = { '3': [], '4': makeQuestionSet(4, 2) };
    expect(startGameProblem({ players: twoSets, questionsStatus: 'loaded', questionsBySet })).toBeNull();
  });

  it('does not call a set empty before its questions are loaded', () => {
    expect(startGameProblem({ players: ready, questionsStatus: 'loaded', questionsBySet: {} })).toBeNull();
  });
});
