import type { QuestionDraft } from '@quizcoop/api';
import type { SavedQuestionDraft } from '@quizcoop/api/editing';
import { BackendProvider } from '@quizcoop/api/react';
import { cleanup, render as renderOnly, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { offlineClient } from '../testing/offlineBackend';
import { QuestionForm, emptyQuestion } from './QuestionForm';

// jsdom has no ResizeObserver, with which the Radix checkbox measures itself; no assertion here needs a size.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// The picture field reaches storage through the backend client, though nothing here uploads.
const render = (form: ReactElement) =>
  renderOnly(<BackendProvider client={offlineClient()}>{form}</BackendProvider>);

const saved: SavedQuestionDraft = {
  question: 'Which of these can fly?',
  answer: '',
  type: 'normal',
  question_type: 'multiple_choice',
  options: [
    { option_text: 'Frog', is_correct: false },
    { option_text: 'Dragonfly', is_correct: true },
  ],
  is_premium: false,
};

function renderEditor(onSubmit: (draft: SavedQuestionDraft) => Promise<string | null>) {
  const onDirtyChange = vi.fn();
  render(
    <QuestionForm
      initial={saved}
      busy={false}
      submitLabel="Save Question"
      busyLabel="Saving..."
      refusalTitle="The question was not saved"
      canMarkPremium
      onSubmit={onSubmit}
      onDirtyChange={onDirtyChange}
    />,
  );
  return { onDirtyChange };
}

afterEach(cleanup);

describe('QuestionForm editing a saved question', () => {
  it('starts from the saved question, with free slots for more options', () => {
    renderEditor(vi.fn());
    expect(screen.getByRole('textbox', { name: 'Question' })).toHaveValue('Which of these can fly?');
    expect(screen.getByRole('textbox', { name: 'Option 2' })).toHaveValue('Dragonfly');
    expect(screen.getByRole('radio', { name: 'Option 2 is correct' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Option 4' })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Premium question' })).not.toBeChecked();
  });

  it('keeps what was typed and shows why when the server refuses the save', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => 'You can only change your own question sets.');
    const { onDirtyChange } = renderEditor(onSubmit);
    await user.type(screen.getByRole('textbox', { name: 'Option 3' }), 'Duck');
    await user.click(screen.getByRole('checkbox', { name: 'Premium question' }));
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);
    await user.click(screen.getByRole('button', { name: 'Save Question' }));

    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        is_premium: true,
        options: expect.arrayContaining([{ option_text: 'Duck', is_correct: false }]),
      }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('You can only change your own question sets.');
    expect(screen.getByRole('textbox', { name: 'Option 3' })).toHaveValue('Duck');
    expect(screen.getByRole('checkbox', { name: 'Premium question' })).toBeChecked();
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);
  });

  it('counts as saved once the save goes through', async () => {
    const user = userEvent.setup();
    const { onDirtyChange } = renderEditor(async () => null);
    await user.type(screen.getByRole('textbox', { name: 'Question' }), ' Name one.');
    await user.click(screen.getByRole('button', { name: 'Save Question' }));
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);
    expect(screen.getByRole('textbox', { name: 'Question' })).toHaveValue(
      'Which of these can fly? Name one.',
    );
  });
});

describe('QuestionForm adding one question after another', () => {
  it('starts the next question without the picture of the one just added', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async (_draft: QuestionDraft) => null);
    render(
      <QuestionForm
        initial={{
          ...emptyQuestion(),
          question: 'Where do cows graze?',
          answer: 'In a meadow',
          mediaUrl: 'teacher/meadow.png',
          mediaType: 'image/png',
          mediaAlt: 'A green meadow',
          mediaAttribution: 'Drawn by the class',
        }}
        busy={false}
        submitLabel="Add Question"
        busyLabel="Adding..."
        refusalTitle="The question was not added"
        emptyAfterSave
        onSubmit={onSubmit}
        savedPictureSrc="https://pictures.example/meadow.png"
      />,
    );
    expect(screen.getByRole('img', { name: 'A green meadow' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Question' }));
    expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ mediaUrl: 'teacher/meadow.png' }));

    expect(screen.getByRole('textbox', { name: 'Question' })).toHaveValue('');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Alt text/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose a picture' })).toBeVisible();

    await user.type(screen.getByRole('textbox', { name: 'Question' }), 'What do cows eat?');
    await user.type(screen.getByRole('textbox', { name: 'Answer' }), 'Grass');
    await user.click(screen.getByRole('button', { name: 'Add Question' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
    const next = onSubmit.mock.calls[1]![0];
    expect(next).toMatchObject({ question: 'What do cows eat?', answer: 'Grass' });
    expect([next.mediaUrl, next.mediaType, next.mediaAlt, next.mediaAttribution]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});
