import { BackendProvider } from '@quizcoop/api/react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { memoryStorage, offlineClient, signedInEntries } from '../testing/offlineBackend';
import { RequireAdmin, RequireSignIn } from './guards';

// A visitor needs no call, and a failed admin check is what is tested: the offline backend answers nothing.

function renderAt(path: string, stored: Record<string, string>) {
  const client = offlineClient(memoryStorage(stored));
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
    renderAt('/profile', signedInEntries());
    expect(await screen.findByText('Profile')).toBeInTheDocument();
  });

  it('sends a visitor from the admin page to /auth, not /403', async () => {
    renderAt('/admin', {});
    expect(await screen.findByText('Sign-in screen')).toBeInTheDocument();
  });

  it('sends a signed-in teacher to /403 when the admin check fails', async () => {
    renderAt('/admin', signedInEntries());
    expect(await screen.findByText('Access Denied', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText('Dashboard')).not.toBeInTheDocument();
  });
});
