import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import * as engine from './index';
import type { QuestionsBySet, QuestionsRequest } from './index';
import {
  createGameMachine,
  gameInputFromSetup,
  selectCurrentPlayer,
  selectResults,
  selectScrambleCountdown,
  selectSpinOutcome,
  setupMachine,
} from './index';
import { makeQuestionSet } from './testing/index';

describe('the public API', () => {
  it('exports exactly the documented names', () => {
    expect(Object.keys(engine).sort()).toEqual([
      'ANSWER_FEEDBACK_MS',
      'DEFAULT_PLAYER_COLORS',
      'FREE_LIMIT_MESSAGE',
      'FREE_LIMIT_RESULTS_TITLE',
      'FREE_SCRAMBLE_LIMIT',
      'MAX_PLAYERS',
      'MIN_PLAYERS',
      'MISSING_SET_MESSAGE',
      'NO_QUESTIONS_TEXT',
      'NO_QUESTION_SET',
      'NO_QUESTION_SET_TEXT',
      'PLAYER_COLORS',
      'POINT_VALUES',
      'QUESTIONS_FAILED_MESSAGE',
      'QUESTIONS_LOADING_MESSAGE',
      'QUESTION_RESET_MS',
      'RESULTS_TITLE',
      'SCRAMBLE_EVERY_ROUNDS',
      'SCRAMBLE_START_MESSAGE',
      'URGENT_COUNTDOWN_TURNS',
      'WHEEL_DELAY_MS',
      'WHEEL_FRAMES',
      'WHEEL_FRAME_MS',
      'WHEEL_SEGMENTS',
      'addPlayer',
      'answerCardMachine',
      'assignQuestionSet',
      'canAddPlayer',
      'canRemovePlayer',
      'canStartGame',
      'computeResults',
      'createDefaultRoster',
      'createGameMachine',
      'createRng',
      'defaultPlayerName',
      'drawPoints',
      'formatAccuracy',
      'formatSpinResult',
      'gameInputFromSetup',
      'hasQuestionSet',
      'isBlankName',
      'isFreeLimitReached',
      'isMultipleChoice',
      'isPersistedGame',
      'isPlaceholderQuestion',
      'joinNames',
      'persistGame',
      'pickQuestion',
      'questionAccess',
      'questionsForSet',
      'recolorPlayer',
      'removePlayer',
      'renamePlayer',
      'repetitionThreshold',
      'repetitionWarning',
      'resumeGameOptions',
      'scoreAnswer',
      'scrambleCountdown',
      'selectCanAddPlayer',
      'selectCanRemovePlayers',
      'selectCurrentPlayer',
      'selectLeverLabel',
      'selectPlayersFacingRepetition',
      'selectQuestionAccess',
      'selectRepetitionWarning',
      'selectResults',
      'selectScrambleCountdown',
      'selectSpinOutcome',
      'selectSpinner',
      'selectStartEnabled',
      'setupMachine',
      'shouldStartScramble',
      'shouldWarnOfRepetition',
      'shuffleOptions',
      'spinOutcome',
      'spinWheel',
      'startGameProblem',
      'turnsUntilScramble',
      'wheelMachine',
    ]);
  });

  it("drives a whole game from plain TypeScript, as the README's example does", async () => {
    const toasts: string[] = [];
    const loadQuestions = fromPromise<QuestionsBySet, QuestionsRequest>(async () => ({
      '1': makeQuestionSet(1, 12),
      '2': makeQuestionSet(2, 12),
    }));
    const setup = createActor(setupMachine.provide({ actors: { loadQuestions } }), {
      input: { isPremium: false },
    }).start();
    setup.send({ type: 'teacher.addPlayer' });
    setup.send({ type: 'teacher.renamePlayer', playerId: 2, name: 'Owls' });
    setup.send({ type: 'teacher.assignSet', playerId: 1, questionSet: 1 });
    setup.send({ type: 'teacher.assignSet', playerId: 2, questionSet: 2 });
    await waitFor(setup, (snapshot) => snapshot.context.questionsStatus === 'loaded');
    setup.send({ type: 'teacher.start' });
    expect(setup.getSnapshot().value).toBe('started');

    let now = 0;
    const game = createActor(createGameMachine({ now: () => (now += 1000) }), {
      input: gameInputFromSetup(setup.getSnapshot(), { seed: 42 }),
    });
    game.on('toast', ({ message }) => toasts.push(message));
    game.start();

    game.send({ type: 'player.answer', correct: true });
    expect(selectCurrentPlayer(game.getSnapshot()).name).toBe('Owls');
    game.send({ type: 'player.answer', correct: false });
    expect(selectScrambleCountdown(game.getSnapshot()).text).toBe('4 turns until Score Scramble');

    for (let turn = 0; turn < 8; turn += 1) game.send({ type: 'player.answer', correct: true });
    expect(toasts).toEqual(['Score Scramble time! All players get a spin!']);
    game.send({ type: 'player.spin' });
    expect(selectSpinOutcome(game.getSnapshot())).toBe('Next Player');
    game.send({ type: 'player.closeWheel' });
    game.send({ type: 'player.spin' });
    game.send({ type: 'player.closeWheel' });

    game.send({ type: 'teacher.endGame' });
    const results = selectResults(game.getSnapshot());
    expect(results.title).toBe('Game Results!');
    expect(results.players[0]?.crown).toBe(true);
    game.send({ type: 'teacher.returnToSetup' });

    const output = game.getSnapshot().output;
    expect(output).toEqual({ scramblesPlayed: 1 });
    setup.send({ type: 'game.finished', scramblesPlayed: output?.scramblesPlayed ?? 0 });
    expect(setup.getSnapshot().context.players).toHaveLength(1);
  });
});
