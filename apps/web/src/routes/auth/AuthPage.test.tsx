import { BackendProvider } from '@quizcoop/api/react';
import { Toaster } from '@quizcoop/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { offlineClient } from '../../testing/offlineBackend';
import { AuthPage } from './AuthPage';

// Radix measures the terms checkbox with ResizeObserver, which jsdom does not have.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

function WhereAmI() {
  const { pathname, search } = useLocation();
  return <p>At {`${pathname}${search}`}</p>;
}

function renderAuth(path = '/auth') {
  const client = offlineClient();
  render(
    <BackendProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/auth" element={<AuthPage />} />
          <Route path="*" element={<WhereAmI />} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </BackendProvider>,
  );
}

describe('AuthPage', () => {
  it('checks the session first, then offers sign-in and switches modes by its links', async () => {
    renderAuth();
    expect(screen.getByText('Checking your session')).toBeInTheDocument();
    expect(screen.getByLabelText('Email or phone')).toBeDisabled();
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(screen.getByLabelText('Email or phone')).toBeEnabled();
    expect(screen.getByText('Sign in to continue')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sign in to Quiz Coop');

    await userEvent.click(screen.getByRole('link', { name: "Don't have an account? Sign up" }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Create a Quiz Coop account');
    expect(screen.getByText('Join the Quiz Coop community')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeEnabled();

    await userEvent.click(screen.getByRole('link', { name: 'Already have an account? Sign in' }));
    await userEvent.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Reset your password');
    expect(screen.getByText("We'll send you a reset link")).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeEnabled();
  });

  it('shows and hides the password and hints at its strength', async () => {
    renderAuth('/auth?mode=sign_up');
    const password = await screen.findByLabelText('Password');
    expect(screen.getByText('Please enter a password')).toBeInTheDocument();
    await userEvent.type(password, 'abcdefgh');
    expect(screen.getByText('Weak - add uppercase, numbers and symbols')).toBeInTheDocument();
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
  });

  it('says what is wrong before sending anything', async () => {
    renderAuth('/auth?mode=sign_up');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign up' }));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Username must be 3-30 characters and can only contain letters, numbers, underscores, and hyphens',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('You must accept the terms and privacy policy')).toBeInTheDocument();
  });

  it('calls an unreachable server an unexpected error, not a wrong password', async () => {
    renderAuth();
    await userEvent.type(await screen.findByLabelText('Email or phone'), 'ada@school.example');
    await userEvent.type(screen.getByLabelText('Password'), 'Chalk-Dust-42');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'An unexpected error occurred',
    );
    expect(screen.getByLabelText('Email or phone')).toBeEnabled();
  });

  it('takes a phone number where the email goes, and says when it cannot be one', async () => {
    renderAuth('/auth?mode=sign_up');
    await userEvent.type(await screen.findByLabelText('Email or phone'), '+44 12');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(
      screen.getByText(
        'Please enter a valid phone number, starting with + and the country code (such as +44 7700 900123)',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
  });

  it('offers an emailed sign-in link or code instead of the password, keeping the address typed', async () => {
    renderAuth();
    await userEvent.type(await screen.findByLabelText('Email or phone'), 'ada@school.example');
    await userEvent.click(screen.getByRole('button', { name: 'Email me a sign-in link/code' }));
    expect(screen.getByLabelText('Email')).toHaveValue('ada@school.example');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with a password instead' }));
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });

  it('forwards an email link’s code to the new-password screen with its query', async () => {
    renderAuth('/auth?code=abc123');
    expect(await screen.findByText('At /auth/new-password?code=abc123')).toBeInTheDocument();
  });
});
