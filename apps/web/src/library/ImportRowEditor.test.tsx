import { parseQuestionImport } from '@quizcoop/api';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImportRowEditor } from './ImportRowEditor';

const [brokenRow] = parseQuestionImport(
  'question,answer,type,option 1,option 2\nWhich is even?,,,3,4\n',
).rows;

function renderEditor() {
  const handlers = { onChange: vi.fn(), onRemove: vi.fn(), onClose: vi.fn() };
  render(<ImportRowEditor row={brokenRow!} {...handlers} />);
  return handlers;
}

afterEach(cleanup);

describe('ImportRowEditor', () => {
  it("shows the row's problems beside its cells as the file had them", () => {
    renderEditor();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Option 1: No option is marked as correct: put a * in front of the right one.',
    );
    expect(screen.getByRole('textbox', { name: 'Option 2' })).toHaveValue('4');
    expect(screen.getByRole('textbox', { name: 'Option 1' })).toHaveFocus();
  });

  it('reads the corrected cells again and closes once the row is ready', async () => {
    const { onChange, onClose } = renderEditor();
    const option = screen.getByRole('textbox', { name: 'Option 2' });
    await userEvent.clear(option);
    await userEvent.type(option, '*4');
    await userEvent.click(screen.getByRole('button', { name: 'Check row' }));
    expect(onChange).toHaveBeenCalledWith(
      expect.objectContaining({
        rowNumber: 2,
        problems: [],
        question: expect.objectContaining({ answer: '4', question_type: 'multiple_choice' }),
      }),
    );
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays open while the row still has a problem, and can leave the row out', async () => {
    const { onChange, onClose, onRemove } = renderEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Check row' }));
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ problems: [expect.anything()] }));
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Leave row out' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
  });
});
