import type { ExtraScramblesGate } from '@quizcoop/engine';
import { persistGame } from '@quizcoop/engine';
import { createTestGame } from '@quizcoop/engine/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DeferredBackendProvider, WithBackend } from '../../app/deferredBackend';
import { personalStorageFor } from '../../app/personalStorage';
import { SiteToaster } from '../../app/siteToasts';
import { deferredBackendOf, offlineClient } from '../../testing/offlineBackend';
import { GamePlay } from './GamePlay';
import { loadGamePlay } from './lazyGamePlay';

const FREE_LIMIT_TOAST =
  "You've reached the free limit for Score Scrambles. Upgrade to premium for unlimited games!";

const silent = { muted: true, setMuted: () => undefined, status: 'ready' as const, play: () => undefined };

/**
 * A premium game one answer short of its third Score Scramble, saved while its Score Scrambles were unlimited,
 * resumed with the gate as it stands now.
 */
function resumeBeforeThirdScramble(extraScrambles: ExtraScramblesGate) {
  const saved = persistGame(
    createTestGame({ players: 1, isPremium: true, extraScrambles: 'on', scramblesPlayed: 2 }).playRounds(4)
      .actor,
  );
  render(
    <DeferredBackendProvider backend={deferredBackendOf(offlineClient())}>
      <MemoryRouter initialEntries={['/game']}>
        <WithBackend>
          {() => (
            <GamePlay
              start={{ saved }}
              storage={personalStorageFor(null)}
              sounds={silent}
              isPremiumMember
              extraScrambles={extraScrambles}
              onFinished={() => undefined}
            />
          )}
        </WithBackend>
      </MemoryRouter>
      <SiteToaster />
    </DeferredBackendProvider>,
  );
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

describe('GamePlay and the unlimited Score Scrambles flag', () => {
  beforeAll(async () => {
    await loadGamePlay();
  }, 30_000);

  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('plays a third Score Scramble while the flag is on', async () => {
    resumeBeforeThirdScramble('on');
    await answerRight();
    expect(await screen.findByRole('region', { name: 'Score Scramble' })).toBeInTheDocument();
  });

  it("follows the flag switched off since the game was saved: 'Feature Unavailable', and no upgrade", async () => {
    resumeBeforeThirdScramble('unavailable');
    await answerRight();
    const region = notifications();
    expect(await within(region).findByText('Feature Unavailable')).toBeInTheDocument();
    expect(within(region).getByText('This feature is currently unavailable.')).toBeInTheDocument();
    expect(region).not.toHaveTextContent(/premium|upgrade/i);
    expect(screen.queryByRole('region', { name: 'Score Scramble' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Show Answer' })).toBeInTheDocument();
  });

  it('gives the free limit and its upgrade once the teacher is no longer premium', async () => {
    resumeBeforeThirdScramble('premium');
    await answerRight();
    expect(await within(notifications()).findByText(FREE_LIMIT_TOAST)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Score Scramble' })).not.toBeInTheDocument();
  });
});
