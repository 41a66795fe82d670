import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LandingPage } from './LandingPage';

describe('LandingPage', () => {
  it('shows the three feature blurbs and the Start Playing button', () => {
    render(<LandingPage />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Differentiated learning',
      'Multiplayer gameplay',
      'Create and share',
    ]);
    expect(screen.getByText(/Up to 4 players/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Playing' })).toBeEnabled();
  });
});
