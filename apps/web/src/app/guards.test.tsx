import { createBackendClient } from '@quizcoop/api';
import { BackendProvider } from '@quizcoop/api/react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RequireAdmin, RequireSignIn } from './guards';

// The backend address answers nothing: a visitor needs no call, and a failed admin check is what is tested.
const config = { supabaseUrl: 'http://127.0.0.1:9', supabaseAnonKey: 'eyJhbGciOiJIUzI1NiJ9.e30.c2ln' };

function storageWith(entries: Record<string, string>) {
  return {
    getItem: (key: string) => entries[key] ?? null,
    setItem: (key: string, value: string) => {
      entries[key] = value;
    },
    removeItem: (key: string) => {
      delete entries[key];
    },
  };
}

const signedIn = {
  'sb-127-auth-token': JSON.stringify({
    access_token: 'token',
    refresh_token: 'refresh',
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    user: { id: '00000000-0000-4000-8000-000000000001', aud: 'authenticated', email: 'ada@school.example' },
  }),
};

function renderAt(path: string, stored: Record<string, string>) {
  const client = createBackendClient(config, {
    storage: storageWith(stored),
    autoRefreshToken: false,
    detectSessionInUrl: false,
  });
  render(
    <BackendProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<RequireSignIn />}>
            <Route path="/profile" element={<p>Profile</p>} />
            <Route element={<RequireAdmin />}>
              <Route path="/admin" element={<p>Dashboard</p>} />
            </Route>
          </Route>
          <Route path="/auth" element={<p>Sign-in screen</p>} />
          <Route path="/403" element={<p>Access Denied</p>} />
        </Routes>
      </MemoryRouter>
    </BackendProvider>,
  );
}

describe('route guards', () => {
  it('sends a visitor from a sign-in page to /auth', async () => {
    renderAt('/profile', {});
    expect(await screen.findByText('Sign-in screen')).toBeInTheDocument();
  });

  it('lets a signed-in teacher in', async () => {
    renderAt('/profile', { ...signedIn });
    expect(await screen.findByText('Profile')).toBeInTheDocument();
  });

  it('sends a visitor from the admin page to /auth, not /403', async () => {
    renderAt('/admin', {});
    expect(await screen.findByText('Sign-in screen')).toBeInTheDocument();
  });

  it('sends a signed-in teacher to /403 when the admin check fails', async () => {
    renderAt('/admin', { ...signedIn });
    expect(await screen.findByText('Access Denied', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText('Dashboard')).not.toBeInTheDocument();
  });
});
