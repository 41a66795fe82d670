import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { makeQuestionSet } from '../../testing/index';
import { ANSWER_FEEDBACK_MS } from '../rules/questions';
import { FREE_LIMIT_RESULTS_TITLE, RESULTS_TITLE } from '../rules/results';
import { FREE_LIMIT_MESSAGE, SCRAMBLE_START_MESSAGE } from '../rules/scramble';
import { QUESTIONS_FAILED_MESSAGE } from '../rules/start';
import { TestSession } from '../../testing/index';
import { selectCurrentPlayer, selectResults, selectScoreboard } from './game-view';
import type { PersistedSession } from './session';
import { isPersistedSession, startSession } from './session-runner';
import {
  selectGame,
  selectGamePresses,
  selectGameSetAside,
  selectQuestionsStatus,
  selectScramblesPlayed,
  selectSessionPhase,
  selectSetup,
} from './session-view';

const scrambleStarts = (session: TestSession) =>
  session.toasts.filter((toast) => toast.message === SCRAMBLE_START_MESSAGE).length;

describe('a play session', () => {
  it('goes from setup to a game, its results, back to setup and on to a new game', async () => {
    const session = new TestSession();
    expect(session.phase).toBe('setup');
    await session.setUp(['animals', 'maths']);
    expect(selectQuestionsStatus(session.actor.getSnapshot())).toBe('loaded');
    expect(session.startEnabled).toBe(true);

    session.start().expectPhase('turn');
    expect(selectCurrentPlayer(session.game).name).toBe('Player 1');
    session.answer(true).answer(false);
    expect(session.game.context.history.filter((event) => event.type !== 'round')).toHaveLength(2);

    session.endGame().expectPhase('results');
    expect(selectResults(session.game)).toMatchObject({ title: RESULTS_TITLE, dismissable: true });

    session.returnToSetup().expectPhase('setup');
    expect(selectGame(session.actor.getSnapshot())).toBeNull();
    // Setup begins again with one default player, as after any game.
    expect(selectSetup(session.actor.getSnapshot()).context.players).toHaveLength(1);
    expect(session.actor.getSnapshot().context.gamesPlayed).toBe(1);

    await session.setUp(['maths']);
    session.start().expectPhase('turn');
    expect(selectScoreboard(session.game).players.map((player) => player.score)).toEqual([0]);
  });

  it('gives a free account two Score Scrambles across games, refusing the third with the warning', async () => {
    const session = new TestSession();
    await session.setUp(['animals']);
    session.start().playRounds(5).expectPhase('scramble').spinAll().expectPhase('turn');
    expect(selectScramblesPlayed(session.actor.getSnapshot())).toBe(1);

    session.endGame().returnToSetup().expectPhase('setup');
    expect(selectScramblesPlayed(session.actor.getSnapshot())).toBe(1);

    await session.setUp(['maths']);
    session.start().playRounds(5).expectPhase('scramble').spinAll();
    // The second Score Scramble was the last a free session gets: the game ends on forced results.
    expect(session.phase).toBe('results');
    expect(selectResults(session.game)).toMatchObject({
      title: FREE_LIMIT_RESULTS_TITLE,
      dismissable: false,
    });
    session.send({ type: 'teacher.dismissResults' }).expectPhase('results');
    session.returnToSetup().expectPhase('setup');
    expect(selectScramblesPlayed(session.actor.getSnapshot())).toBe(2);

    await session.setUp(['animals']);
    session.start().playRounds(5).expectPhase('turn');
    expect(session.toasts.at(-1)).toEqual({ type: 'toast', kind: 'warning', message: FREE_LIMIT_MESSAGE });
    expect(scrambleStarts(session)).toBe(2);
    expect(selectScramblesPlayed(session.actor.getSnapshot())).toBe(2);
  });

  it('lets Score Scrambles go on past two when extra ones are on', async () => {
    const session = new TestSession({ extraScrambles: 'on' });
    await session.setUp(['animals']);
    session.start().playRounds(5).spinAll().playRounds(5).spinAll().playRounds(5).spinAll();
    expect(scrambleStarts(session)).toBe(3);
  });

  it('keeps the count across a save and restore, mid-game and at setup', async () => {
    const session = new TestSession();
    await session.setUp(['animals']);
    session.start().playRounds(5).spinAll().answer(true);
    const scores = selectScoreboard(session.game);

    session.reload().expectPhase('turn');
    expect(selectScoreboard(session.game)).toEqual(scores);
    expect(selectScramblesPlayed(session.actor.getSnapshot())).toBe(1);

    session.endGame().returnToSetup().reload().expectPhase('setup');
    expect(selectScramblesPlayed(session.actor.getSnapshot())).toBe(1);
    await session.setUp(['maths']);
    session.start().playRounds(5).spinAll().expectPhase('results');
    expect(selectResults(session.game).title).toBe(FREE_LIMIT_RESULTS_TITLE);
    session.returnToSetup();
    await session.setUp(['animals']);
    session.start().reload().playRounds(5).expectPhase('turn');
    expect(session.toasts.at(-1)?.message).toBe(FREE_LIMIT_MESSAGE);
    expect(selectScramblesPlayed(session.actor.getSnapshot())).toBe(2);
  });

  it('is saved as its own persisted snapshot, which restores whole into a new actor', async () => {
    const session = new TestSession();
    await session.setUp(['animals', 'maths']);
    session.start().answer(true);
    const saved: unknown = session.storage.load();
    expect(isPersistedSession(saved)).toBe(true);
    expect(saved).toEqual(JSON.parse(JSON.stringify(session.actor.getPersistedSnapshot())));

    const restored = createActor(session.machine, { snapshot: saved as PersistedSession, input: {} }).start();
    expect(selectSessionPhase(restored.getSnapshot())).toBe('turn');
    expect(selectScoreboard(selectGame(restored.getSnapshot())!)).toEqual(selectScoreboard(session.game));
    restored.stop();
  });

  it('is saved at its results when the game ends while its card still turns to the next question', async () => {
    const session = new TestSession({ sets: { open: makeQuestionSet('open', 3) } });
    await session.setUp(['open']);
    session.start().send({ type: 'player.showAnswer' }).send({ type: 'player.mark', correct: true });
    session.clock.increment(ANSWER_FEEDBACK_MS);
    session.send({ type: 'player.continue' }).endGame().expectPhase('results');

    session.reload().expectPhase('results');
    expect(selectResults(session.game).players.map((player) => player.accuracy)).toEqual(['1/1 (100%)']);
  });

  it('sets a game aside for setup, then resumes it where it stood, a reload in between', async () => {
    const session = new TestSession();
    await session.setUp(['animals', 'maths']);
    session.start().answer(true).answer(false);
    const scores = selectScoreboard(session.game);

    session.send({ type: 'teacher.setAside' }).expectPhase('setup');
    expect(selectGameSetAside(session.actor.getSnapshot())).toBe(true);
    // While it waits, the game takes no presses and setup starts nothing.
    session.send({ type: 'player.showAnswer' }).start().reload().expectPhase('setup');
    expect(selectGameSetAside(session.actor.getSnapshot())).toBe(true);

    session.send({ type: 'teacher.resumeGame' }).expectPhase('turn');
    expect(selectScoreboard(session.game)).toEqual(scores);
    expect(selectCurrentPlayer(session.game).name).toBe('Player 1');
  });

  it('starts over from a game set aside, its Score Scrambles still counted', async () => {
    const session = new TestSession();
    await session.setUp(['animals']);
    session.start().playRounds(5).spinAll().send({ type: 'teacher.setAside' });

    session.send({ type: 'teacher.startOver' }).expectPhase('setup');
    const snapshot = session.actor.getSnapshot();
    expect(selectGameSetAside(snapshot)).toBe(false);
    expect(selectGame(snapshot)).toBeNull();
    expect(selectScramblesPlayed(snapshot)).toBe(1);
    expect(selectSetup(snapshot).context.players).toHaveLength(1);
  });

  it('says which presses the game takes, as its machines decide', async () => {
    const session = new TestSession({ sets: { open: makeQuestionSet('open', 3) } });
    const presses = () => {
      const game = session.actor.getSnapshot().children.game;
      if (!game) throw new Error('No game is being played.');
      return selectGamePresses(game.getSnapshot());
    };
    await session.setUp(['open']);
    session.start();
    expect(presses()).toEqual({
      showAnswer: true,
      mark: false,
      continue: false,
      undo: false,
      playAgain: false,
    });
    session.send({ type: 'player.showAnswer' });
    expect(presses()).toMatchObject({ showAnswer: false, mark: true });
    session.send({ type: 'player.mark', correct: true });
    // The feedback plays out before Continue does anything; the mark can be taken back meanwhile.
    expect(presses()).toEqual({
      showAnswer: false,
      mark: false,
      continue: false,
      undo: true,
      playAgain: false,
    });
    session.clock.increment(ANSWER_FEEDBACK_MS);
    expect(presses()).toMatchObject({ continue: true, undo: true });
    session.endGame();
    expect(presses()).toEqual({
      showAnswer: false,
      mark: false,
      continue: false,
      undo: false,
      playAgain: true,
    });
  });

  it('reopens at setup with the roster it is given now, its Score Scrambles carried', async () => {
    const session = new TestSession();
    await session.setUp(['animals']);
    session.start().playRounds(5).spinAll().endGame().returnToSetup();
    const [player] = selectSetup(session.actor.getSnapshot()).context.players;
    session.actor.stop();

    const reopened = startSession(session.machine, {
      storage: session.storage,
      input: { players: [{ ...player!, name: 'Owls', questionSet: 'maths' }] },
    });
    const snapshot = reopened.getSnapshot();
    expect(
      selectSetup(snapshot).context.players.map(({ name, questionSet }) => ({ name, questionSet })),
    ).toEqual([{ name: 'Owls', questionSet: 'maths' }]);
    expect(selectScramblesPlayed(snapshot)).toBe(1);
    expect(snapshot.context.gamesPlayed).toBe(1);
    reopened.stop();
  });

  it('drops a damaged save and starts a new session', () => {
    const session = new TestSession();
    session.storage.entry = JSON.stringify({ status: 'active', context: { scramblesPlayed: 'two' } });
    session.reload().expectPhase('setup');
    expect(selectScramblesPlayed(session.actor.getSnapshot())).toBe(0);
  });

  it('shows that loading questions failed, and will not start', async () => {
    const session = new TestSession({ loadingFails: true });
    await session.setUp(['animals']);
    const snapshot = session.actor.getSnapshot();
    expect(selectQuestionsStatus(snapshot)).toBe('failed');
    expect(selectSetup(snapshot).matches({ editing: 'questionsFailed' })).toBe(true);
    expect(session.startEnabled).toBe(false);
    session.start().expectPhase('setup');
    expect(session.toasts.at(-1)).toEqual({
      type: 'toast',
      kind: 'error',
      message: QUESTIONS_FAILED_MESSAGE,
    });
  });
});
