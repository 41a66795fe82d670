import { describe, expect, it } from 'vitest';
import { createTestGame, questionsArrive, TestSession } from '../../testing/index';
import { FREE_LIMIT_RESULTS_TITLE, RESULTS_TITLE, USE_LAST_TEAMS } from '../rules/results';
import { SCRAMBLE_START_MESSAGE } from '../rules/scramble';
import type { GameSnapshot } from './game';
import { selectCurrentPlayer, selectResults, selectScoreboard } from './game-view';
import { isPersistedSession } from './session-runner';
import {
  selectGameSetAside,
  selectGamePresses,
  selectLastTeamsOffer,
  selectScramblesPlayed,
  selectSetup,
} from './session-view';

const RED = '#FE2602';
const PURPLE = '#951F7B';

/** A session with Owls on 'animals' and Foxes, recoloured purple, on 'maths', ready to start. */
async function owlsAndFoxes(session = new TestSession()): Promise<TestSession> {
  await session.setUp(['animals', 'maths']);
  session
    .send({ type: 'teacher.renamePlayer', playerId: 1, name: 'Owls' })
    .send({ type: 'teacher.renamePlayer', playerId: 2, name: 'Foxes' })
    .send({ type: 'teacher.recolorPlayer', playerId: 2, color: PURPLE });
  return session;
}

/** The roster as setup holds it, without anything a screen adds. */
function roster(session: TestSession) {
  return selectSetup(session.actor.getSnapshot()).context.players.map(({ name, color, questionSet }) => ({
    name,
    color,
    questionSet,
  }));
}

const OWLS_AND_FOXES = [
  { name: 'Owls', color: RED, questionSet: 'animals' },
  { name: 'Foxes', color: PURPLE, questionSet: 'maths' },
];

function presses(session: TestSession) {
  const game = session.actor.getSnapshot().children.game;
  if (!game) throw new Error('No game is being played.');
  return selectGamePresses(game.getSnapshot() as GameSnapshot);
}

const scrambleStarts = (session: TestSession) =>
  session.toasts.filter((toast) => toast.message === SCRAMBLE_START_MESSAGE).length;

describe('Play again', () => {
  it('starts a new game at once with the same teams and sets, scores at 0', async () => {
    const session = await owlsAndFoxes();
    session.start().answer(true).answer(false).answer(true).endGame().expectPhase('results');
    expect(presses(session).playAgain).toBe(true);

    session.playAgain().expectPhase('turn');
    const { context } = session.game;
    expect(selectScoreboard(session.game).players.map(({ name, score }) => ({ name, score }))).toEqual([
      { name: 'Owls', score: 0 },
      { name: 'Foxes', score: 0 },
    ]);
    expect(context.players.map(({ name, color, questionSet }) => ({ name, color, questionSet }))).toEqual(
      OWLS_AND_FOXES,
    );
    expect(Object.keys(context.questionsBySet).sort()).toEqual(['animals', 'maths']);
    expect(selectCurrentPlayer(session.game).name).toBe('Owls');
    expect(context).toMatchObject({ round: 1, turnCount: 0, history: [], scramble: null, undo: null });
    session.answer(true).answer(true);
    expect(selectScoreboard(session.game).players.every((player) => player.score > 0)).toBe(true);
  });

  it('is taken only from the results', async () => {
    const session = await owlsAndFoxes();
    session.start().answer(true);
    const before = session.game.context;
    session.playAgain().expectPhase('turn');
    expect(session.game.context).toEqual(before);
    expect(presses(session).playAgain).toBe(false);
  });

  it('keeps counting Score Scrambles across games, and is not offered once the free limit ends the session', async () => {
    const session = new TestSession();
    await session.setUp(['animals']);
    session.start().playRounds(5).spinAll().endGame().playAgain().expectPhase('turn');
    expect(selectScramblesPlayed(session.actor.getSnapshot())).toBe(1);

    session.playRounds(5).expectPhase('scramble').spinAll().expectPhase('results');
    expect(selectResults(session.game)).toMatchObject({
      title: FREE_LIMIT_RESULTS_TITLE,
      dismissable: false,
    });
    expect(presses(session).playAgain).toBe(false);
    session.playAgain().expectPhase('results');
    expect(selectResults(session.game).title).toBe(FREE_LIMIT_RESULTS_TITLE);
    expect(scrambleStarts(session)).toBe(2);

    session.returnToSetup().expectPhase('setup');
    expect(selectScramblesPlayed(session.actor.getSnapshot())).toBe(2);
  });

  it('lets Score Scrambles go on past two when extra ones are on', async () => {
    const session = new TestSession({ extraScrambles: 'on' });
    await session.setUp(['animals']);
    session.start().playRounds(5).spinAll().endGame().playAgain();
    session.playRounds(5).spinAll().playRounds(5).spinAll().expectPhase('turn');
    expect(scrambleStarts(session)).toBe(3);
    expect(selectScramblesPlayed(session.actor.getSnapshot())).toBe(3);
  });

  it('comes back whole after a reload, at the results and in the game played again', async () => {
    const session = await owlsAndFoxes();
    session.start().answer(true).endGame().reload().expectPhase('results');
    expect(selectResults(session.game).title).toBe(RESULTS_TITLE);

    session.playAgain().answer(true);
    const scores = selectScoreboard(session.game);
    session.reload().expectPhase('turn');
    expect(selectScoreboard(session.game)).toEqual(scores);
    expect(session.game.context.history.filter((event) => event.type !== 'round')).toHaveLength(1);
  });

  it('starts a lone game over too, its count kept and refused at the free limit', () => {
    const game = createTestGame({ players: 2, scramblesPlayed: 1 }).answer(true).endGame().playAgain();
    game.expectPhase('turn').expectScore('Player 1', 0).expectTurn('Player 1');
    expect(game.context.scramblesPlayed).toBe(1);
    game.playRounds(5).spinAll().expectPhase('results').playAgain().expectPhase('results');
  });
});

describe('the last teams', () => {
  it('are offered once setup has begun again with one default player, and come back in one press', async () => {
    const session = await owlsAndFoxes();
    expect(selectLastTeamsOffer(session.actor.getSnapshot())).toBeNull();
    session.start();
    expect(selectLastTeamsOffer(session.actor.getSnapshot())).toBeNull();

    session.endGame().returnToSetup().expectPhase('setup');
    // As after any game, setup begins again with one default player: taking the teams back is the teacher's choice.
    expect(roster(session)).toEqual([{ name: 'Player 1', color: RED, questionSet: 0 }]);
    expect(selectLastTeamsOffer(session.actor.getSnapshot())).toBe(USE_LAST_TEAMS);

    session.send({ type: 'teacher.useLastTeams' });
    expect(roster(session)).toEqual(OWLS_AND_FOXES);
    await questionsArrive();
    expect(session.startEnabled).toBe(true);
    session.start().expectPhase('turn');
    expect(selectScoreboard(session.game).players.map((player) => player.name)).toEqual(['Owls', 'Foxes']);
  });

  it('are the teams of the game played last, kept across a reload at setup', async () => {
    const session = await owlsAndFoxes();
    session.start().endGame().returnToSetup();
    await session.setUp(['maths']);
    session.send({ type: 'teacher.renamePlayer', playerId: 1, name: 'Bears' });
    session.start().endGame().returnToSetup().reload().expectPhase('setup');

    session.send({ type: 'teacher.useLastTeams' });
    expect(roster(session)).toEqual([{ name: 'Bears', color: RED, questionSet: 'maths' }]);
  });

  it('are not offered while a game waits set aside, whose roster it is', async () => {
    const session = await owlsAndFoxes();
    session.start().endGame().returnToSetup();
    await session.setUp(['maths']);
    session.start().send({ type: 'teacher.setAside' });
    const snapshot = session.actor.getSnapshot();
    expect(selectGameSetAside(snapshot)).toBe(true);
    expect(selectLastTeamsOffer(snapshot)).toBeNull();
    session.send({ type: 'teacher.useLastTeams' });
    expect(roster(session)).toEqual([{ name: 'Player 1', color: RED, questionSet: 'maths' }]);
  });

  it('reopen a session saved before they were kept, and drop a save whose teams are damaged', async () => {
    const session = await owlsAndFoxes();
    const savedWithout = () => {
      const saved = JSON.parse(session.storage.entry ?? 'null') as { context: Record<string, unknown> };
      return JSON.stringify({ ...saved, context: { ...saved.context, lastTeams: undefined } });
    };
    session.start().answer(true);
    session.storage.entry = savedWithout();
    session.reload().endGame().returnToSetup().expectPhase('setup');
    expect(selectLastTeamsOffer(session.actor.getSnapshot())).toBeNull();

    session.storage.entry = savedWithout();
    session.reload().expectPhase('setup');
    expect(selectLastTeamsOffer(session.actor.getSnapshot())).toBeNull();
    expect(session.actor.getSnapshot().context.gamesPlayed).toBe(1);

    const saved = JSON.parse(session.storage.entry ?? 'null') as { context: Record<string, unknown> };

    const damaged = { ...saved, context: { ...saved.context, lastTeams: 'Owls' } };
    expect(isPersistedSession(damaged)).toBe(false);
  });
});
