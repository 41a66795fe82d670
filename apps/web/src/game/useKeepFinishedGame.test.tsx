import type { SessionMachine } from '@quizcoop/engine';
import { selectGameOnScreen, selectGameRecord } from '@quizcoop/engine';
import { TestSession } from '@quizcoop/engine/testing';
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { Actor } from 'xstate';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DeferredBackendProvider, WithBackend } from '../app/deferredBackend';
import { personalStorageFor } from '../app/personalStorage';
import { waitingGames } from '../reports/outbox';
import { GamePlay } from '../routes/game/GamePlay';
import { loadGamePlay } from '../routes/game/lazyGamePlay';
import { deferredBackendOf, memoryStorage, offlineClient, signedInEntries } from '../testing/offlineBackend';

const TEACHER = '00000000-0000-4000-8000-000000000001';

const silent = { muted: true, setMuted: () => undefined, status: 'ready' as const, play: () => undefined };

const running: Actor<SessionMachine>[] = [];

/** A game of two teams, one turn each, on screen for a teacher (or a visitor) with no network. */
async function playedGame(signedIn: boolean) {
  const played = new TestSession();
  running.push(played.actor);
  await played.setUp(['animals', 'maths']);
  played.start().answer(true).answer(false);
  const session = played.actor;
  const game = selectGameOnScreen(session.getSnapshot());
  if (!game) throw new Error('The session has no game on screen.');
  const client = offlineClient(memoryStorage(signedIn ? signedInEntries() : {}));
  render(
    <DeferredBackendProvider backend={deferredBackendOf(client)}>
      <MemoryRouter initialEntries={['/game']}>
        <WithBackend>
          {() => <GamePlay session={session} game={game} sounds={silent} isPremiumMember={false} />}
        </WithBackend>
      </MemoryRouter>
    </DeferredBackendProvider>,
  );
  await screen.findByRole('heading', { name: "Player 1's Turn" });
  return played;
}

describe("a finished game's way to the teacher's reports", () => {
  beforeAll(async () => {
    await loadGamePlay();
  }, 30_000);

  afterEach(() => {
    running.splice(0).forEach((session) => session.stop());
    localStorage.clear();
    sessionStorage.clear();
  });

  it("waits in the teacher's entries while the network is away, and the results link to the reports", async () => {
    const played = await playedGame(true);
    const waiting = () => waitingGames(personalStorageFor(TEACHER).kept);
    expect(waiting()).toEqual([]);

    act(() => void played.endGame());
    const results = await screen.findByRole('dialog', { name: 'Game Results!' });
    await waitFor(() => expect(waiting()).toHaveLength(1));
    const [game] = waiting();
    expect(game).toMatchObject({
      clientId: selectGameRecord(played.game)?.id,
      endedBy: 'end_game',
      rounds: 1,
      teams: [{ name: 'Player 1' }, { name: 'Player 2' }],
    });
    expect(game?.turns).toHaveLength(2);
    expect(results).toContainElement(screen.getByRole('link', { name: 'Reports' }));
    expect(screen.getByRole('link', { name: 'Reports' })).toHaveAttribute('href', '/reports');
  });

  it("keeps nothing of a visitor's game, and offers them no reports", async () => {
    const played = await playedGame(false);
    act(() => void played.endGame());
    await screen.findByRole('dialog', { name: 'Game Results!' });
    expect(screen.queryByRole('link', { name: 'Reports' })).not.toBeInTheDocument();
    expect(Object.keys(localStorage).filter((key) => key.includes('keptGamesOutbox'))).toEqual([]);
  });
});
