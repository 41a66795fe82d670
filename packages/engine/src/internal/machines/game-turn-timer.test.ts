import { describe, expect, it } from 'vitest';
import type { TestGame, TestGameOptions } from '../../testing/index';
import { createTestGame, makeMultipleChoiceQuestion, makeQuestionSet } from '../../testing/index';
import { ANSWER_FEEDBACK_MS, QUESTION_RESET_MS } from '../rules/questions';
import { initialContext } from './game-context';
import { selectAnswerCard, selectHistory } from './game-view';
import { selectTurnTimer } from './turn-timer-view';

/** Lets whole seconds pass; a simulated clock starts a timer set as it advances at its new time, so one by one. */
function pass(game: TestGame, seconds: number): TestGame {
  for (let second = 0; second < seconds; second += 1) game.advance(1000);
  return game;
}

function countdown(game: TestGame) {
  return selectTurnTimer(game.snapshot)?.countdown ?? null;
}

function announcement(game: TestGame) {
  return selectTurnTimer(game.snapshot)?.announcement;
}

function multipleChoiceSet(setId: number) {
  return Array.from({ length: 12 }, (_, index) =>
    makeMultipleChoiceQuestion({ id: `${setId}-${index + 1}` }),
  );
}

/** Delays waiting on the game's clock: none while a game without a turn timer waits for a press. */
function scheduledDelays(game: TestGame): number {
  return Object.keys(game.actor.system.getSnapshot()._scheduledEvents).length;
}

describe('a turn timer', () => {
  it('counts each question down, announcing its time, the last 10 seconds and time up only', () => {
    const game = createTestGame({ turnTimerSeconds: 30 });
    expect(countdown(game)).toEqual({
      secondsLeft: 30,
      status: 'running',
      running: true,
      urgent: false,
      text: '30',
      caption: 'seconds left',
    });
    expect(announcement(game)).toBe('30 seconds to answer.');

    pass(game, 19);
    expect(countdown(game)).toMatchObject({ text: '11', urgent: false });
    expect(announcement(game)).toBe('30 seconds to answer.');
    pass(game, 1);
    expect(countdown(game)).toMatchObject({ text: '10', urgent: true });
    expect(announcement(game)).toBe('10 seconds left.');
    pass(game, 9);
    expect(countdown(game)).toMatchObject({ text: '1', caption: 'second left' });
    expect(announcement(game)).toBe('10 seconds left.');
    pass(game, 1);
    expect(countdown(game)).toMatchObject({
      text: '0',
      status: 'timeUp',
      running: false,
      urgent: true,
      caption: "Time's up!",
    });
    expect(announcement(game)).toBe("Time's up!");
  });

  it('announces only the start of a turn no longer than the warning', () => {
    const game = createTestGame({ turnTimerSeconds: 10 });
    expect(announcement(game)).toBe('10 seconds to answer.');
    pass(game, 5);
    expect(announcement(game)).toBe('10 seconds to answer.');
    expect(countdown(game)?.urgent).toBe(true);
  });

  it('pauses on Show Answer, and the next turn gets its full time', () => {
    const game = createTestGame({ players: 2, turnTimerSeconds: 20 });
    pass(game, 6);
    game.send({ type: 'player.showAnswer' });
    expect(countdown(game)).toMatchObject({
      text: '14',
      status: 'paused',
      running: false,
      caption: 'Paused',
    });
    expect(announcement(game)).toBe('');
    pass(game, 60);
    expect(countdown(game)).toMatchObject({ text: '14', status: 'paused' });
    expect(game.cardState).toBe('answerShown');

    game.send({ type: 'player.mark', correct: true }).advance(ANSWER_FEEDBACK_MS);
    game.send({ type: 'player.continue' }).advance(QUESTION_RESET_MS);
    game.expectTurn('Player 2');
    expect(countdown(game)).toMatchObject({ text: '20', status: 'running' });
    expect(announcement(game)).toBe('20 seconds to answer.');
  });

  it('pauses when a multiple-choice option is chosen', () => {
    const game = createTestGame({ players: [{ questions: multipleChoiceSet(1) }], turnTimerSeconds: 15 });
    pass(game, 3);
    const right = selectAnswerCard(game.snapshot).options.find((option) => option.is_correct);
    game.send({ type: 'player.choose', optionId: right!.id });
    pass(game, 30);
    expect(countdown(game)).toMatchObject({ text: '12', status: 'paused' });
    expect(game.cardState).toBe('review');
  });

  it("reveals the answer when time is up, for the teacher to mark as usual, and it closes the last turn's undo", () => {
    const game = createTestGame({ players: 2, turnTimerSeconds: 10 });
    game.answer(true).expectTurn('Player 2');
    expect(game.canUndo).toBe(true);
    const soundsBefore = game.sounds.length;

    pass(game, 10);
    expect(game.cardState).toBe('answerShown');
    expect(game.sounds.slice(soundsBefore)).toEqual(['reveal']);
    expect(countdown(game)?.status).toBe('timeUp');
    // The next player's card has moved on, as Show Answer moves it.
    expect(game.canUndo).toBe(false);

    const points = game.context.currentPoints;
    game.send({ type: 'player.mark', correct: true }).advance(ANSWER_FEEDBACK_MS);
    game.send({ type: 'player.continue' }).advance(QUESTION_RESET_MS);
    game.expectScore('Player 2', points).expectTurn('Player 1');
  });

  it('counts a multiple-choice question left unanswered as wrong, which the teacher can undo', () => {
    const game = createTestGame({ players: [{ questions: multipleChoiceSet(1) }], turnTimerSeconds: 10 });
    const options = selectAnswerCard(game.snapshot).options;
    pass(game, 10);
    expect(game.cardState).toBe('feedback');
    expect(selectAnswerCard(game.snapshot)).toMatchObject({ result: 'incorrect', selectedOptionId: null });
    expect(game.sounds).toEqual(['incorrect']);

    // The class did answer in time: the teacher takes the time-up back and chooses for them.
    expect(game.canUndo).toBe(true);
    game.undo();
    expect(game.cardState).toBe('choosing');
    expect(selectAnswerCard(game.snapshot).options).toEqual(options);
    expect(countdown(game)?.status).toBe('timeUp');
    game.answer(true).expectScore('Player 1', game.context.history[0]!.points);
    expect(selectHistory(game.snapshot).find((entry) => entry.type !== 'round')).toMatchObject({
      result: 'correct',
    });
  });

  it('scores an unanswered multiple-choice question as a wrong answer once Continue is pressed', () => {
    const game = createTestGame({ players: [{ questions: multipleChoiceSet(1) }], turnTimerSeconds: 10 });
    pass(game, 10).advance(ANSWER_FEEDBACK_MS);
    game.send({ type: 'player.continue' }).advance(QUESTION_RESET_MS);
    expect(game.context.history[0]).toMatchObject({ isCorrect: false, points: 0, type: 'normal' });
  });

  it("takes the next player's countdown away with an undone turn, and shows the undone one stopped where it was", () => {
    const game = createTestGame({ players: 2, turnTimerSeconds: 30 });
    pass(game, 4);
    game.send({ type: 'player.showAnswer' });
    game.send({ type: 'player.mark', correct: false }).advance(ANSWER_FEEDBACK_MS);
    game.send({ type: 'player.continue' }).advance(QUESTION_RESET_MS);
    pass(game, 2);
    expect(countdown(game)).toMatchObject({ text: '28', status: 'running' });

    game.undo().expectTurn('Player 1');
    expect(countdown(game)).toMatchObject({ text: '26', status: 'paused' });
    expect(game.snapshot.children.turnTimer).toBeUndefined();
    pass(game, 40);
    expect(game.cardState).toBe('answerShown');
    expect(countdown(game)).toMatchObject({ text: '26', status: 'paused' });

    game.send({ type: 'player.mark', correct: true }).advance(ANSWER_FEEDBACK_MS);
    game.send({ type: 'player.continue' }).advance(QUESTION_RESET_MS);
    game.expectTurn('Player 2');
    expect(countdown(game)).toMatchObject({ text: '30', status: 'running' });
  });

  it('gives a question that can only be passed no countdown', () => {
    const game = createTestGame({ players: [{ questions: 'no set' }], turnTimerSeconds: 10 });
    expect(selectTurnTimer(game.snapshot)).toEqual({ countdown: null, announcement: '' });
    pass(game, 20);
    expect(game.cardState).toBe('unavailable');
  });

  it('has no countdown during a Score Scramble, and a fresh one after it', () => {
    const game = createTestGame({ players: 1, turnTimerSeconds: 30 }).playRounds(5).expectPhase('scramble');
    expect(countdown(game)).toBeNull();
    pass(game, 40);
    game.spinAll().expectPhase('turn');
    expect(countdown(game)).toMatchObject({ text: '30', status: 'running' });
  });

  it('carries on from the seconds left when a saved game is reopened', () => {
    const game = createTestGame({ turnTimerSeconds: 30 });
    pass(game, 4).advance(500);
    game.reload();
    expect(countdown(game)).toMatchObject({ text: '26', status: 'running' });
    pass(game, 1);
    expect(countdown(game)?.text).toBe('25');
    pass(game, 25);
    expect(game.cardState).toBe('answerShown');
  });

  it('ends with the game', () => {
    const game = createTestGame({ turnTimerSeconds: 30 });
    game.endGame().expectPhase('results');
    expect(selectTurnTimer(game.snapshot)).toEqual({ countdown: null, announcement: '' });
    expect(scheduledDelays(game)).toBe(0);
  });

  it('refuses a game whose timer is out of range, saying what is allowed', () => {
    const input = {
      players: [{ id: 1, name: 'Owls', color: '#FE2602', questionSet: 1 }],
      questionsBySet: { '1': makeQuestionSet(1, 5) },
      isPremium: false,
      extraScrambles: 'premium' as const,
      seed: 1,
    };
    for (const seconds of [9, 121, 30.5, Number.NaN]) {
      expect(() => initialContext({ ...input, turnTimerSeconds: seconds }, 0)).toThrow(
        'The turn timer must be a whole number of seconds from 10 to 120.',
      );
    }
    expect(initialContext({ ...input, turnTimerSeconds: 120 }, 0).turnTimerSeconds).toBe(120);
  });
});

describe('a game without a turn timer', () => {
  /**
   * Plays four turns, a normal question and a multiple-choice one in turn, waiting `seconds` at each question as
   * a class thinks, and calls `atRest` wherever the game waits for a press.
   */
  function playTurns(game: TestGame, seconds: number, atRest: (game: TestGame) => void): void {
    for (let turn = 0; turn < 4; turn += 1) {
      atRest(game);
      pass(game, seconds);
      atRest(game);
      const card = selectAnswerCard(game.snapshot);
      if (card.phase === 'choosing') {
        game.send({ type: 'player.choose', optionId: card.options[turn % card.options.length]!.id });
      } else {
        game.send({ type: 'player.showAnswer' });
        atRest(game);
        game.send({ type: 'player.mark', correct: turn % 4 === 0 });
      }
      game.advance(ANSWER_FEEDBACK_MS);
      atRest(game);
      game.send({ type: 'player.continue' }).advance(QUESTION_RESET_MS);
    }
  }

  const untimed: TestGameOptions = {
    players: [{ questions: makeQuestionSet(1, 12) }, { questions: multipleChoiceSet(2) }],
  };

  it('shows no countdown and schedules nothing while a question waits, however long', () => {
    const game = createTestGame(untimed);
    playTurns(game, 300, (resting) => {
      expect(selectTurnTimer(resting.snapshot)).toBeNull();
      expect(Object.keys(resting.snapshot.children)).toEqual(['card']);
      expect(scheduledDelays(resting)).toBe(0);
    });
    expect(game.context.history.filter((event) => event.type !== 'round')).toHaveLength(4);
  });

  it('goes through the same states and context as a timed game answered in time, but for the timer', () => {
    const record = (game: TestGame) => {
      const seen: unknown[] = [];
      playTurns(game, 5, (resting) => {
        const { turnTimerSeconds, turnTimer, undo, ...context } = resting.context;
        // An undo keeps the countdown as it stood, to show it again.
        const undone = undo && { ...undo, before: { ...undo.before, turnTimer: null } };
        seen.push({
          value: resting.snapshot.value,
          context: { ...context, undo: undone },
          turnTimerSeconds,
          timed: turnTimer !== null,
        });
      });
      return seen;
    };
    const untimedPlay = record(createTestGame(untimed));
    const timedPlay = record(createTestGame({ ...untimed, turnTimerSeconds: 120 }));
    expect(untimedPlay).toHaveLength(timedPlay.length);
    untimedPlay.forEach((step, index) => {
      expect(step).toEqual({ ...(timedPlay[index] as object), turnTimerSeconds: null, timed: false });
    });
  });
});
