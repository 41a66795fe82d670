import { createBackendClient } from '@quizcoop/api';
import type { BackendClientOptions } from '@quizcoop/api';
import { BackendProvider } from '@quizcoop/api/react';
import { Toaster } from '@quizcoop/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LandingPage } from './LandingPage';

// The session check reads only the stored session, so no server is needed: what is stored decides.
const config = { supabaseUrl: 'http://127.0.0.1:9', supabaseAnonKey: 'eyJhbGciOiJIUzI1NiJ9.e30.c2ln' };
const storageKey = 'sb-127-auth-token';

function storedSession(): string {
  const expiresAt = Math.floor(Date.now() / 1000) + 3600;
  return JSON.stringify({
    access_token: 'token',
    refresh_token: 'refresh',
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: expiresAt,
    user: { id: '00000000-0000-4000-8000-000000000001', aud: 'authenticated', email: 'ada@school.example' },
  });
}

function renderLanding(storage: NonNullable<BackendClientOptions['storage']>) {
  const client = createBackendClient(config, { storage, autoRefreshToken: false, detectSessionInUrl: false });
  render(
    <BackendProvider client={client}>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<LandingPage />} />
          <Route path="/auth" element={<p>Sign-in screen</p>} />
          <Route path="/game" element={<p>Game screen</p>} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </BackendProvider>,
  );
  return client;
}

const memoryStorage = (entries: Record<string, string> = {}) => ({
  getItem: (key: string) => entries[key] ?? null,
  setItem: (key: string, value: string) => {
    entries[key] = value;
  },
  removeItem: (key: string) => {
    delete entries[key];
  },
});

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
    renderLanding(memoryStorage({ [storageKey]: storedSession() }));
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
