import type { LibraryQuestion } from '@quizcoop/api';
import { makeQuestion } from '@quizcoop/engine/testing';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { EditableQuestionList } from './EditableQuestionList';
import { useQuestionOrder } from './useQuestionOrder';

function question(id: string, text: string): LibraryQuestion {
  return { ...makeQuestion({ id, question: text, answer: 'Yes' }), id, question_set_id: 'set' };
}

const QUESTIONS = [question('a', 'First'), question('b', 'Second'), question('c', 'Third')];
const NOTHING_HIDDEN: ReadonlySet<string> = new Set();

function Harness({ saved }: { saved: string[][] }) {
  const order = useQuestionOrder(QUESTIONS, NOTHING_HIDDEN, async (ids) => {
    saved.push([...ids]);
  });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  return (
    <EditableQuestionList
      questions={order.ordered}
      selectedIds={selected}
      onSelectedChange={(id, on) => setSelected(on ? new Set([...selected, id]) : new Set())}
      editingId={null}
      onEdit={() => undefined}
      renderEditor={() => null}
      onMove={order.move}
      onDelete={() => undefined}
      announcement={order.announcement}
    />
  );
}

afterEach(cleanup);

describe('EditableQuestionList', () => {
  it('moves a question from the keyboard, keeps the focus on it and says where it went', async () => {
    const user = userEvent.setup();
    const saved: string[][] = [];
    render(<Harness saved={saved} />);
    screen.getByRole('button', { name: 'Move question 3 up' }).focus();
    await user.keyboard('{Enter}');

    expect(screen.getAllByRole('listitem').map((item) => item.firstElementChild?.textContent)).toEqual([
      'Select question 1First',
      'Select question 2Third',
      'Select question 3Second',
    ]);
    expect(screen.getByRole('button', { name: 'Move question 2 up' })).toHaveFocus();
    expect(screen.getByText('Question 3 moved to position 2')).toBeInTheDocument();
    expect(saved).toEqual([['a', 'c', 'b']]);

    await user.keyboard('{Enter}');
    // At the top, Move up turns off and the focus stays with the question on its Move down button.
    expect(screen.getByRole('button', { name: 'Move question 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move question 1 down' })).toHaveFocus();
    expect(saved).toEqual([
      ['a', 'c', 'b'],
      ['c', 'a', 'b'],
    ]);
  });

  it('selects a question with its checkbox', async () => {
    const user = userEvent.setup();
    render(<Harness saved={[]} />);
    await user.click(screen.getByRole('checkbox', { name: 'Select question 2' }));
    expect(screen.getByRole('checkbox', { name: 'Select question 2' })).toBeChecked();
  });
});
