import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ChoiceSelect } from './ChoiceSelect';

const grades = [
  { value: 'all', label: 'All grades' },
  { value: '4', label: 'Grade 4' },
] as const;

function GradeFilter() {
  const [grade, setGrade] = useState<'all' | '4'>('all');
  return (
    <>
      <ChoiceSelect label="Grade" value={grade} choices={grades} onValueChange={setGrade} />
      <p>{`Showing ${grade}`}</p>
    </>
  );
}

// jsdom lays nothing out, so it lacks the scrolling and pointer capture the open list calls on.
beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => undefined;
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
});

afterEach(cleanup);

describe('ChoiceSelect', () => {
  it('shows the chosen value at once and opens with the keyboard before its list has arrived', async () => {
    const user = userEvent.setup();
    render(<GradeFilter />);
    const closed = screen.getByRole('combobox', { name: 'Grade' });
    expect(closed).toHaveTextContent('All grades');
    expect(closed).toHaveAttribute('aria-expanded', 'false');

    closed.focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Grade 4' })).toBeVisible());
    expect(screen.getByRole('combobox', { name: 'Grade', hidden: true })).not.toBe(closed);

    await user.click(screen.getByRole('option', { name: 'Grade 4' }));
    expect(await screen.findByText('Showing 4')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Grade' })).toHaveTextContent('Grade 4');
    expect(screen.getByRole('combobox', { name: 'Grade' })).toHaveFocus();
  });
});
