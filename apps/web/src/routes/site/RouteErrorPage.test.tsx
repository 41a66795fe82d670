import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { RouterProvider, createMemoryRouter, data } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorPage } from './RouteErrorPage';

function BrokenPage(): never {
  throw new Error('The question set list could not be drawn.');
}

function renderFailing(route: { element?: ReactElement; loader?: () => never }) {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const router = createMemoryRouter([{ path: '/', errorElement: <RouteErrorPage />, ...route }]);
  render(<RouterProvider router={router} />);
}

describe('RouteErrorPage', () => {
  it('explains a page that failed to render and offers a way forward instead of a blank screen', async () => {
    renderFailing({ element: <BrokenPage /> });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Unexpected Application Error!')).toBeNull();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Report a Problem' })).toHaveAttribute('href', '/report-problem');
  });

  it('shows Page Not Found for a 404 answered by a route', async () => {
    renderFailing({
      loader: () => {
        throw data('No such question set', { status: 404 });
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });
});
