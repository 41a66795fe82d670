import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DeferredBackendProvider } from '../app/deferredBackend';
import { SiteToaster } from '../app/siteToasts';
import { deferredBackendOf, memoryStorage, offlineClient, signedInEntries } from '../testing/offlineBackend';
import { LandingPage } from './LandingPage';

// The session check reads only the stored session, so what is stored decides; nothing answers the calls.

function renderLanding(storage: Parameters<typeof offlineClient>[0]) {
  const client = offlineClient(storage);
  render(
    <DeferredBackendProvider backend={deferredBackendOf(client)}>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<LandingPage />} />
          <Route path="/auth" element={<p>Sign-in screen</p>} />
          <Route path="/game" element={<p>Game screen</p>} />
        </Routes>
      </MemoryRouter>
      <SiteToaster />
    </DeferredBackendProvider>,
  );
  return client;
}

describe('LandingPage', () => {
  it('shows the logo, the three feature blurbs and the Start Playing button', () => {
    renderLanding(memoryStorage());
    expect(screen.getByRole('heading', { level: 1, name: 'Quiz Coop' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Differentiated learning',
      'Multiplayer gameplay',
      'Create and share',
    ]);
    expect(screen.getByText(/Up to 4 players/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Playing' })).toBeEnabled();
  });

  it('sends a visitor to sign in with a toast', async () => {
    renderLanding(memoryStorage());
    await userEvent.click(screen.getByRole('button', { name: 'Start Playing' }));
    expect(await screen.findByText('Sign-in screen')).toBeInTheDocument();
    expect(await screen.findByText('Please log in to continue')).toBeInTheDocument();
  });

  it('takes a signed-in teacher to the game', async () => {
    renderLanding(memoryStorage(signedInEntries()));
    await userEvent.click(screen.getByRole('button', { name: 'Start Playing' }));
    expect(await screen.findByText('Game screen')).toBeInTheDocument();
  });

  it('says the check failed and goes to sign in when the session cannot be read', async () => {
    let unavailable = false;
    const client = renderLanding({
      ...memoryStorage(),
      getItem: () => (unavailable ? Promise.reject(new Error('storage is unavailable')) : null),
    });
    await client.auth.getSession();
    unavailable = true;
    await userEvent.click(screen.getByRole('button', { name: 'Start Playing' }));
    expect(await screen.findByText('Sign-in screen')).toBeInTheDocument();
    expect(await screen.findByText('Error checking authentication')).toBeInTheDocument();
  });
});
