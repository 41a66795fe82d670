import { describe, expect, it } from 'vitest';
import { TestSession } from '../../testing/index';
import { TURN_TIMER_RANGE_MESSAGE } from '../rules/turn-timer';
import { selectSetup } from './session-view';
import { selectTurnTimer } from './turn-timer-view';

function pass(session: TestSession, seconds: number): TestSession {
  for (let second = 0; second < seconds; second += 1) session.clock.increment(1000);
  return session;
}

function countdown(session: TestSession) {
  return selectTurnTimer(session.game)?.countdown ?? null;
}

describe("a play session's turn timer", () => {
  it('is chosen at setup and times every game of the session until it is switched off', async () => {
    const session = new TestSession();
    session.send({ type: 'teacher.setTurnTimer', seconds: 45 });
    expect(selectSetup(session.actor.getSnapshot()).context.turnTimerSeconds).toBe(45);
    await session.setUp(['animals']);
    session.start();
    expect(countdown(session)).toMatchObject({ text: '45', status: 'running' });

    session.endGame().returnToSetup().expectPhase('setup');
    expect(selectSetup(session.actor.getSnapshot()).context.turnTimerSeconds).toBe(45);
    session.send({ type: 'teacher.setTurnTimer', seconds: null });
    await session.setUp(['maths']);
    session.start();
    expect(selectTurnTimer(session.game)).toBeNull();
  });

  it('refuses a setting out of range with a message, keeping the one before', () => {
    const session = new TestSession({ turnTimerSeconds: 20 });
    for (const seconds of [0, 5, 121, 12.5]) session.send({ type: 'teacher.setTurnTimer', seconds });
    expect(selectSetup(session.actor.getSnapshot()).context.turnTimerSeconds).toBe(20);
    expect(session.toasts).toHaveLength(4);
    expect(session.toasts[0]).toEqual({ type: 'toast', kind: 'error', message: TURN_TIMER_RANGE_MESSAGE });
  });

  it('times the first question of a game played again, from the full time', async () => {
    const session = new TestSession({ turnTimerSeconds: 30 });
    await session.setUp(['animals']);
    pass(session.start(), 12);
    session.endGame().expectPhase('results');
    session.playAgain().expectPhase('turn');
    expect(countdown(session)).toMatchObject({ text: '30', status: 'running' });
    pass(session, 1);
    expect(countdown(session)?.text).toBe('29');
  });

  it('waits while the game is set aside, and counts on when it comes back', async () => {
    const session = new TestSession({ turnTimerSeconds: 30 });
    await session.setUp(['animals']);
    pass(session.start(), 5);
    session.send({ type: 'teacher.setAside' }).expectPhase('setup');
    pass(session, 120);
    session.send({ type: 'teacher.resumeGame' }).expectPhase('turn');
    expect(countdown(session)).toMatchObject({ text: '25', status: 'running' });
    pass(session, 1);
    expect(countdown(session)?.text).toBe('24');
  });

  it('stays stopped when a game set aside after Show Answer comes back', async () => {
    const session = new TestSession({ turnTimerSeconds: 30 });
    await session.setUp(['animals']);
    pass(session.start(), 5);
    session.send({ type: 'player.showAnswer' }).send({ type: 'teacher.setAside' });
    session.send({ type: 'teacher.resumeGame' });
    pass(session, 60);
    expect(countdown(session)).toMatchObject({ text: '25', status: 'paused' });
  });

  it('is saved as it counts, and a reload carries on from the seconds left', async () => {
    const session = new TestSession({ turnTimerSeconds: 20 });
    await session.setUp(['animals']);
    pass(session.start(), 7);
    session.reload().expectPhase('turn');
    expect(countdown(session)).toMatchObject({ text: '13', status: 'running' });
    pass(session, 13);
    expect(countdown(session)?.status).toBe('timeUp');
    // Time up is saved too: the revealed answer waits for its mark after another reload.
    session.reload();
    expect(countdown(session)?.status).toBe('timeUp');
    session.send({ type: 'player.mark', correct: true });
    expect(session.game.context.card?.phase).toBe('feedback');
  });

  it('reopens a game saved before turn timers as a game without one', async () => {
    const session = new TestSession();
    await session.setUp(['animals']);
    session.start().answer(true);
    const saved = JSON.parse(session.storage.entry ?? 'null') as {
      children: Record<string, { snapshot: { context: Record<string, unknown> } }>;
    };
    expect(saved.children.game?.snapshot.context).toMatchObject({ turnTimerSeconds: null, turnTimer: null });
    for (const child of ['setup', 'game']) delete saved.children[child]?.snapshot.context.turnTimerSeconds;
    delete saved.children.game?.snapshot.context.turnTimer;
    session.storage.entry = JSON.stringify(saved);

    session.reload().expectPhase('turn');
    expect(selectTurnTimer(session.game)).toBeNull();
    pass(session, 200).answer(false).expectPhase('turn');
    expect(selectTurnTimer(session.game)).toBeNull();
    expect(Object.keys(session.actor.getSnapshot().children.game!.getSnapshot().children)).toEqual(['card']);
  });
});
