import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import * as engine from './index';
import * as rules from './rules';
import type { QuestionsRequest } from './index';
import type { GameQuestions } from './rules';
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
      'DEFAULT_READ_ALOUD_SETTINGS',
      'PASSED_TURN_RESULT',
      'READ_ALOUD_RATE',
      'SCRAMBLE_TURN_LABEL',
      'WHEEL_ODDS_TITLE',
      'colorName',
      'createGameMachine',
      'createSessionMachine',
      'gameInputFromSetup',
      'gameReport',
      'isPersistedSession',
      'keepSession',
      'openSession',
      'readAloudRate',
      'readAloudSettings',
      'readAloudText',
      'selectAnswerCard',
      'selectCanAddPlayer',
      'selectCanRemovePlayers',
      'selectCurrentPlayer',
      'selectGame',
      'selectGameOnScreen',
      'selectGamePresses',
      'selectGameRecord',
      'selectGameSetAside',
      'selectHistory',
      'selectLastTeamsOffer',
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
      'selectSetWarnings',
      'selectSetup',
      'selectSetupActor',
      'selectSpinner',
      'selectStartEnabled',
      'selectTurnHeader',
      'selectTurnTimer',
      'selectWheelOdds',
      'setupMachine',
      'startSession',
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
      clock.increment(rules.ANSWER_FEEDBACK_MS);
      game.send({ type: 'player.continue' });
      clock.increment(rules.QUESTION_RESET_MS);
    };
    const spin = () => {
      game.send({ type: 'player.pullLever' });
      clock.increment(rules.WHEEL_DELAY_MS);
      for (let frame = 0; frame < rules.WHEEL_FRAMES; frame += 1) clock.increment(rules.WHEEL_FRAME_MS);
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
