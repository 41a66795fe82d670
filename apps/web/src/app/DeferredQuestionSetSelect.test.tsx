import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DeferredQuestionSetSelect } from './DeferredQuestionSetSelect';

const sets = [
  { id: 11, gameName: 'Fractions', questionCount: 12 },
  { id: 12, gameName: 'Capital Cities', questionCount: 30 },
];

function Field() {
  const [value, setValue] = useState<string | null>(null);
  return (
    <DeferredQuestionSetSelect sets={sets} value={value} onValueChange={setValue} aria-label="Player 1 set" />
  );
}

// jsdom lays nothing out, so it lacks the scrolling and pointer capture the open list calls on.
beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => undefined;
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
});

afterEach(cleanup);

describe('DeferredQuestionSetSelect', () => {
  it('shows the closed combobox at once and opens the list asked for before its code arrived', async () => {
    const user = userEvent.setup();
    render(<Field />);
    const placeholder = screen.getByRole('combobox', { name: 'Player 1 set' });
    expect(placeholder).toHaveTextContent('Select a Question Set');
    expect(placeholder).toHaveAttribute('aria-expanded', 'false');

    placeholder.focus();
    await user.keyboard('{ArrowDown}');

    await waitFor(() => expect(screen.getByRole('option', { name: 'Capital Cities (30)' })).toBeVisible());
    // An open list hides the rest of the page from assistive technology, its combobox too.
    const real = screen.getByRole('combobox', { name: 'Player 1 set', hidden: true });
    expect(real).not.toBe(placeholder);
    expect(real).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('option', { name: 'Capital Cities (30)' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Player 1 set' })).toHaveTextContent('Capital Cities (30)'),
    );
    expect(screen.getByRole('combobox', { name: 'Player 1 set' })).toHaveFocus();
  });
});
