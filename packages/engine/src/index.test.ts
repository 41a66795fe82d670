import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import * as engine from './index';
import type { GameQuestions, QuestionsRequest } from './index';
import {
  createGameMachine,
  gameInputFromSetup,
  selectAnswerCard,
  selectCurrentPlayer,
  selectResults,
  selectScrambleCountdown,
  selectScrambleWheel,
  setupMachine,
} from './index';
import { makeQuestionSet } from './testing/index';

describe('the public API', () => {
  it('exports exactly the documented names', () => {
    expect(Object.keys(engine).sort()).toEqual([
      'ANSWER_FEEDBACK_MS',
      'DEFAULT_PLAYER_COLORS',
      'DEFAULT_READ_ALOUD_SETTINGS',
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
      'READ_ALOUD_RATE',
      'RESULTS_TITLE',
      'SCRAMBLES_UNAVAILABLE_MESSAGE',
      'SCRAMBLES_UNAVAILABLE_TITLE',
      'SCRAMBLE_EVERY_ROUNDS',
      'SCRAMBLE_START_MESSAGE',
      'URGENT_COUNTDOWN_TURNS',
      'WHEEL_DELAY_MS',
      'WHEEL_FRAMES',
      'WHEEL_FRAME_MS',
      'WHEEL_ODDS_TITLE',
      'WHEEL_SEGMENTS',
      'YOUNG_CLASS_WHEEL_SEGMENTS',
      'addPlayer',
      'assignQuestionSet',
      'assignQuestionSets',
      'canAddPlayer',
      'canRemovePlayer',
      'canStartGame',
      'colorName',
      'computeResults',
      'createDefaultRoster',
      'createGameMachine',
      'createRng',
      'createSessionMachine',
      'defaultPlayerName',
      'drawPoints',
      'formatAccuracy',
      'formatSpinResult',
      'gameInputFromSetup',
      'hasQuestionSet',
      'isBlankName',
      'isFreeLimitReached',
      'isMultipleChoice',
      'isPersistedSession',
      'isPlaceholderQuestion',
      'isScrambleLimitReached',
      'joinNames',
      'keepSession',
      'openSession',
      'pickQuestion',
      'playerQuestionSets',
      'questionAccess',
      'questionOrderFor',
      'questionsForSet',
      'readAloudRate',
      'readAloudSettings',
      'readAloudText',
      'recolorPlayer',
      'removePlayer',
      'renamePlayer',
      'repetitionThreshold',
      'repetitionWarning',
      'scoreAnswer',
      'scrambleCountdown',
      'selectAnswerCard',
      'selectCanAddPlayer',
      'selectCanRemovePlayers',
      'selectCurrentPlayer',
      'selectGame',
      'selectGameOnScreen',
      'selectGamePresses',
      'selectGameSetAside',
      'selectHistory',
      'selectPhase',
      'selectQuestionsStatus',
      'selectReadAloudText',
      'selectRepetitionWarning',
      'selectResults',
      'selectScoreboard',
      'selectScrambleCountdown',
      'selectScrambleWheel',
      'selectScramblesPlayed',
      'selectSessionAtRest',
      'selectSessionPhase',
      'selectSetup',
      'selectSetupActor',
      'selectSpinner',
      'selectStartEnabled',
      'selectTurnHeader',
      'selectWheelOdds',
      'setupMachine',
      'shouldStartScramble',
      'shouldWarnOfRepetition',
      'shuffleOptions',
      'spinOutcome',
      'spinWheel',
      'standingHistory',
      'startGameProblem',
      'startSession',
      'turnsUntilScramble',
      'wheelOdds',
      'wheelSegmentsFor',
      'withoutPunishment',
    ]);
  });

  it("drives a whole game from plain TypeScript, as the README's example does", async () => {
    const toasts: string[] = [];
    const loadQuestions = fromPromise<GameQuestions, QuestionsRequest>(async () => ({
      questionsBySet: { '1': makeQuestionSet(1, 12), '2': makeQuestionSet(2, 12) },
      questionOrderBySet: { '2': 'in_order' },
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

    const clock = new SimulatedClock();
    const game = createActor(createGameMachine({ now: () => clock.now() }), {
      input: gameInputFromSetup(setup.getSnapshot(), { seed: 42, extraScrambles: 'premium' }),
      clock,
    });
    game.on('toast', ({ message }) => toasts.push(message));
    game.start();
    const answer = (correct: boolean) => {
      const card = selectAnswerCard(game.getSnapshot());
      if (card.phase === 'choosing') {
        const option = card.options.find((candidate) => candidate.is_correct === correct);
        game.send({ type: 'player.choose', optionId: option!.id });
      } else {
        game.send({ type: 'player.showAnswer' });
        game.send({ type: 'player.mark', correct });
      }
      clock.increment(engine.ANSWER_FEEDBACK_MS);
      game.send({ type: 'player.continue' });
      clock.increment(engine.QUESTION_RESET_MS);
    };
    const spin = () => {
      game.send({ type: 'player.pullLever' });
      clock.increment(engine.WHEEL_DELAY_MS);
      for (let frame = 0; frame < engine.WHEEL_FRAMES; frame += 1) clock.increment(engine.WHEEL_FRAME_MS);
    };

    answer(true);
    expect(selectCurrentPlayer(game.getSnapshot()).name).toBe('Owls');
    answer(false);
    expect(selectScrambleCountdown(game.getSnapshot()).text).toBe('4 turns until Score Scramble');

    for (let turn = 0; turn < 8; turn += 1) answer(true);
    expect(toasts).toEqual(['Score Scramble time! All players get a spin!']);
    spin();
    expect(selectScrambleWheel(game.getSnapshot())).toMatchObject({
      leverLabel: 'Spin Used',
      next: 'Next Player',
    });
    game.send({ type: 'player.closeWheel' });
    spin();
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
