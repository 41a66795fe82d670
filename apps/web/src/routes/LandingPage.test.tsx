import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { backendFor } from '../app/backend';
import { DeferredBackendProvider, deferBackend } from '../app/deferredBackend';
import type { DeferredBackend } from '../app/deferredBackend';
import { SiteToaster } from '../app/siteToasts';
import { deferredBackendOf, memoryStorage, offlineClient, signedInEntries } from '../testing/offlineBackend';
import { LandingPage } from './LandingPage';

// The session check reads only the stored session, so what is stored decides; nothing answers the calls.

function renderLanding(backend: DeferredBackend) {
  render(
    <DeferredBackendProvider backend={backend}>
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
}

const landingWith = (storage: Parameters<typeof offlineClient>[0]) =>
  renderLanding(deferredBackendOf(offlineClient(storage)));

describe('LandingPage', () => {
  it('shows the logo, the three feature blurbs and the Start Playing button', () => {
    landingWith(memoryStorage());
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
    landingWith(memoryStorage());
    await userEvent.click(screen.getByRole('button', { name: 'Start Playing' }));
    expect(await screen.findByText('Sign-in screen')).toBeInTheDocument();
    expect(await screen.findByText('Please log in to continue')).toBeInTheDocument();
  });

  it('takes a signed-in teacher to the game', async () => {
    landingWith(memoryStorage(signedInEntries()));
    await userEvent.click(screen.getByRole('button', { name: 'Start Playing' }));
    expect(await screen.findByText('Game screen')).toBeInTheDocument();
  });

  it('says the check failed and goes to sign in when the session cannot be read', async () => {
    // The session check itself fails, as when the browser refuses access to its storage; the rest of the
    // backend (the notices loaded with the toasts read the session too) keeps working.
    const backend = backendFor(offlineClient(memoryStorage()));
    const failingCheck = {
      ...backend,
      currentSession: () => Promise.reject(new Error('storage is unavailable')),
    };
    renderLanding(deferBackend(() => Promise.resolve(failingCheck), 'http://127.0.0.1:9/logo.png'));
    await userEvent.click(screen.getByRole('button', { name: 'Start Playing' }));
    expect(await screen.findByText('Sign-in screen')).toBeInTheDocument();
    expect(await screen.findByText('Error checking authentication')).toBeInTheDocument();
  });
});
