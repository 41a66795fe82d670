import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { InfoPage } from './InfoPage';
import { INFO_PAGES } from './infoPages';
import { INFO_PATHS } from './infoPaths';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <InfoPage />
    </MemoryRouter>,
  );
}

describe('InfoPage', () => {
  it('has content for every information route of the route table', () => {
    expect(Object.keys(INFO_PAGES).sort()).toEqual([...INFO_PATHS].sort());
  });

  it.each(INFO_PATHS)('%s shows its title, introduction and sections', (path) => {
    renderAt(path);
    const page = INFO_PAGES[path]!;
    expect(screen.getByRole('heading', { level: 1, name: page.title })).toBeInTheDocument();
    expect(screen.getByText(page.intro)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(
      page.sections.map((section) => section.heading),
    );
  });

  it('teaches the game from the engine rules and the game keys', () => {
    renderAt('/help');
    const points = screen.getByRole('table', { name: 'How many points a question is worth' });
    expect(
      within(points)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['1040% of questions', '1530% of questions', '2020% of questions', '2510% of questions']);
    const keys = screen.getByRole('table', { name: 'Keyboard controls during a game' });
    for (const key of ['Space or Enter', 'C', 'X', '1 to 4', 'L']) {
      expect(within(keys).getByText(key)).toBeInTheDocument();
    }
    expect(screen.getByRole('table', { name: /Score Scramble wheel/ })).toHaveTextContent('+30Egg-cellent!');
  });

  it('makes the pledge’s promises', () => {
    renderAt('/privacy-pledge');
    for (const promise of ['No advertising', 'No selling', 'No profiling', 'Deletion on request']) {
      expect(screen.getByRole('heading', { level: 2, name: promise })).toBeInTheDocument();
    }
  });

  it('shows the 404 page for a path it has no content for', () => {
    renderAt('/nothing-here');
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });
});
