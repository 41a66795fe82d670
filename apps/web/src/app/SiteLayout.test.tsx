import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deferredBackendOf, offlineClient } from '../testing/offlineBackend';
import { DeferredBackendProvider } from './deferredBackend';
import { COOKIE_CONSENT_KEY } from './cookies';
import { SiteLayout, ownHeader, useOwnHeader } from './SiteLayout';

function GamePlayScreen() {
  useOwnHeader();
  return (
    <main>
      <header>Game header</header>
    </main>
  );
}

// jsdom has no ResizeObserver, which Radix controls use to measure themselves; no assertion here needs a size.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

describe('SiteLayout', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  function renderAt(path: string) {
    const client = offlineClient();
    const router = createMemoryRouter(
      [
        {
          element: <SiteLayout />,
          children: [
            { path: '/', element: <main>Home page</main> },
            { path: '/always-own-header', element: <main>Own header</main>, handle: ownHeader },
            { path: '/play', element: <GamePlayScreen /> },
          ],
        },
      ],
      { initialEntries: [path] },
    );
    return render(
      <DeferredBackendProvider backend={deferredBackendOf(client)}>
        <RouterProvider router={router} />
      </DeferredBackendProvider>,
    );
  }

  it('frames a page with the site header, the footer, Share Feedback and the cookie banner', async () => {
    renderAt('/');
    const header = screen.getByRole('banner');
    expect(await within(header).findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
    expect(within(header).getByRole('link', { name: /Quiz Coop/ })).toHaveAttribute('href', '/');
    expect(screen.getByRole('main')).toHaveTextContent('Home page');
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('navigation').querySelectorAll('a')).toHaveLength(10);
    expect(within(footer).getByRole('link', { name: 'support@quizcoop.org' })).toHaveAttribute(
      'href',
      'mailto:support@quizcoop.org',
    );
    expect(screen.getByRole('link', { name: 'Share Feedback' })).toHaveAttribute('href', '/report-problem');
    expect(screen.getByRole('region', { name: 'We use cookies' })).toBeInTheDocument();
  });

  it('stores Accept All and no longer asks', async () => {
    const user = userEvent.setup();
    const { unmount } = renderAt('/');
    await user.click(screen.getByRole('button', { name: 'Accept All' }));
    expect(screen.queryByRole('region', { name: 'We use cookies' })).toBeNull();
    expect(JSON.parse(localStorage.getItem(COOKIE_CONSENT_KEY)!)).toEqual({
      necessary: true,
      analytics: true,
      preferences: true,
      marketing: true,
    });
    unmount();
    renderAt('/');
    expect(screen.queryByRole('region', { name: 'We use cookies' })).toBeNull();
  });

  it('leaves the header to a page whose route says so, or that claims it while mounted', async () => {
    const { unmount } = renderAt('/always-own-header');
    expect(screen.queryByRole('banner')).toBeNull();
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    unmount();
    renderAt('/play');
    // The game's own header sits in its main landmark; the site header, with its logo link home, is gone.
    expect(screen.queryByRole('link', { name: /Quiz Coop/ })).toBeNull();
    expect(screen.getByText('Game header')).toBeInTheDocument();
  });

  it('keeps the newsletter address and says so in a toast when the sign-up cannot be sent', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/');
    // The form, below the first screen, arrives once the visitor first reaches for the page.
    await user.keyboard('{Shift}');
    const newsletter = await screen.findByRole('form', { name: 'Newsletter' }, { timeout: 5_000 });
    await user.type(within(newsletter).getByLabelText('Email address'), 'footer@school.example');
    await user.click(within(newsletter).getByRole('checkbox'));
    await user.click(within(newsletter).getByRole('button', { name: 'Subscribe' }));
    expect(
      await screen.findByText('Something went wrong. Please try again later.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(within(newsletter).getByLabelText('Email address')).toHaveValue('footer@school.example');
  });
});
