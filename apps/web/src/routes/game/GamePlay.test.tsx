import type { SessionMachine } from '@quizcoop/engine';
import type { ExtraScramblesGate } from '@quizcoop/engine/rules';
import { selectGameOnScreen, startSession } from '@quizcoop/engine';
import { TestSession } from '@quizcoop/engine/testing';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { Actor } from 'xstate';
import { SimulatedClock } from 'xstate';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DeferredBackendProvider, WithBackend } from '../../app/deferredBackend';
import { SiteToaster } from '../../app/siteToasts';
import { playGameEffects } from '../../game/gameEffects';
import { deferredBackendOf, offlineClient } from '../../testing/offlineBackend';
import { GamePlay } from './GamePlay';
import { loadGamePlay } from './lazyGamePlay';

const FREE_LIMIT_TOAST =
  "You've reached the free limit for Score Scrambles. Upgrade to premium for unlimited games!";

const running: Actor<SessionMachine>[] = [];

const silent = { muted: true, setMuted: () => undefined, status: 'ready' as const, play: () => undefined };

/** Carries on the session played so far in a new actor, as the page does after a reload. */
function carryOn(played: TestSession, clock?: SimulatedClock): Actor<SessionMachine> {
  const saved = played.actor.getPersistedSnapshot();
  played.actor.stop();
  const session = startSession(played.machine, {
    storage: { load: () => saved, save: () => undefined, clear: () => undefined },
    onEffect: playGameEffects(silent.play),
    clock,
  });
  running.push(session);
  return session;
}

/** Draws the session's game on screen, as the page does. */
function renderGame(session: Actor<SessionMachine>) {
  const game = selectGameOnScreen(session.getSnapshot());
  if (!game) throw new Error('The saved session has no game on screen.');
  render(
    <DeferredBackendProvider backend={deferredBackendOf(offlineClient())}>
      <MemoryRouter initialEntries={['/game']}>
        <WithBackend>
          {() => <GamePlay session={session} game={game} sounds={silent} isPremiumMember />}
        </WithBackend>
      </MemoryRouter>
      <SiteToaster />
    </DeferredBackendProvider>,
  );
}

/**
 * A premium session one answer short of its third Score Scramble, saved while its Score Scrambles were
 * unlimited, carried on with the gate as it stands now: the page tells the session, and the session its game.
 */
async function resumeBeforeThirdScramble(extraScrambles: ExtraScramblesGate) {
  const played = new TestSession({ isPremium: true, extraScrambles: 'on' });
  await played.setUp(['animals']);
  played.start().playRounds(5).spinAll().playRounds(5).spinAll().playRounds(4);
  const session = carryOn(played);
  session.send({ type: 'extraScrambles.known', extraScrambles });
  renderGame(session);
}

async function answerRight() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Show Answer' }));
  await user.click(screen.getByRole('button', { name: 'Correct' }));
  await user.click(await screen.findByRole('button', { name: 'Continue' }, { timeout: 3_000 }));
}

function notifications() {
  return screen.getByRole('region', { name: /Notifications/ });
}

beforeAll(async () => {
  await loadGamePlay();
}, 30_000);

afterEach(() => {
  running.splice(0).forEach((session) => session.stop());
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('GamePlay and the unlimited Score Scrambles flag', () => {
  it('plays a third Score Scramble while the flag is on', async () => {
    await resumeBeforeThirdScramble('on');
    await answerRight();
    expect(await screen.findByRole('region', { name: 'Score Scramble' })).toBeInTheDocument();
  });

  it("follows the flag switched off since the game was saved: 'Feature Unavailable', and no upgrade", async () => {
    await resumeBeforeThirdScramble('unavailable');
    await answerRight();
    const region = notifications();
    expect(await within(region).findByText('Feature Unavailable')).toBeInTheDocument();
    expect(within(region).getByText('This feature is currently unavailable.')).toBeInTheDocument();
    expect(region).not.toHaveTextContent(/premium|upgrade/i);
    expect(screen.queryByRole('region', { name: 'Score Scramble' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Show Answer' })).toBeInTheDocument();
  });

  it('gives the free limit and its upgrade once the teacher is no longer premium', async () => {
    await resumeBeforeThirdScramble('premium');
    await answerRight();
    expect(await within(notifications()).findByText(FREE_LIMIT_TOAST)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Score Scramble' })).not.toBeInTheDocument();
  });
});

describe("GamePlay's results and Play again", () => {
  it('start a new game with the same teams, scores at 0, from Play again', async () => {
    const played = new TestSession();
    await played.setUp(['animals', 'maths']);
    played
      .send({ type: 'teacher.renamePlayer', playerId: 1, name: 'Owls' })
      .send({ type: 'teacher.renamePlayer', playerId: 2, name: 'Foxes' })
      .start()
      .answer(true)
      .endGame();
    renderGame(carryOn(played));
    const results = await screen.findByRole('dialog', { name: 'Game Results!' });
    await userEvent.setup().click(within(results).getByRole('button', { name: 'Play again' }));

    expect(await screen.findByRole('heading', { name: "Owls's Turn" })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Game Results!' })).not.toBeInTheDocument();
    const scores = within(screen.getByRole('region', { name: 'Scoreboard' })).getAllByRole('listitem');
    expect(scores.map((entry) => entry.textContent)).toEqual([
      expect.stringMatching(/^Owls.*0 points$/),
      expect.stringMatching(/^Foxes.*0 points$/),
    ]);
  });

  it('offer no Play again once the free limit has ended the session', async () => {
    const played = new TestSession();
    await played.setUp(['animals']);
    played.start().playRounds(5).spinAll().playRounds(5).spinAll();
    renderGame(carryOn(played));
    const results = await screen.findByRole('dialog', { name: 'Free Limit Reached' });
    expect(within(results).queryByRole('button', { name: 'Play again' })).not.toBeInTheDocument();
    expect(within(results).getByRole('button', { name: 'Return to Setup' })).toBeInTheDocument();
  });
});

describe('GamePlay and the turn timer', () => {
  /** A game just begun with the given turn timer, on a clock the test moves. */
  async function playGame(turnTimerSeconds: number | null): Promise<SimulatedClock> {
    const played = new TestSession({ isPremium: true, turnTimerSeconds });
    await played.setUp(['animals']);
    const clock = new SimulatedClock();
    renderGame(carryOn(played.start(), clock));
    return clock;
  }

  it('counts the question down, announces its time, and pauses on Show Answer', async () => {
    const clock = await playGame(20);
    const timer = await screen.findByRole('timer');
    expect(timer).toHaveTextContent('20seconds left');
    expect(screen.getByText('20 seconds to answer.')).toHaveAttribute('aria-live', 'polite');
    act(() => clock.increment(1000));
    expect(timer).toHaveTextContent('19seconds left');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Show Answer' }));
    expect(screen.getByRole('timer')).toHaveTextContent('19Paused');
    act(() => clock.increment(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('19Paused');
  });

  it('shows no countdown in a game without a turn timer', async () => {
    await playGame(null);
    expect(await screen.findByRole('button', { name: 'Show Answer' })).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });
});
