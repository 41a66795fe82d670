import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { QuestionSetForm } from './QuestionSetForm';
import { newQuestionSetDraft } from './setLanguageChoices';

// jsdom lays nothing out: Radix's checkbox measures itself, and the open list scrolls and captures the pointer.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Element.prototype.scrollIntoView ??= () => undefined;
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
});

afterEach(cleanup);

function renderNewSetForm(teacherLanguages: readonly string[]) {
  const onSubmit = vi.fn();
  render(
    <QuestionSetForm
      initial={newQuestionSetDraft(teacherLanguages)}
      submitLabel="Create Question Set"
      busy={false}
      error={null}
      onSubmit={onSubmit}
    />,
  );
  return { onSubmit };
}

describe("QuestionSetForm's language", () => {
  it("starts a new set in the teacher's browser language and saves it in that language", async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderNewSetForm(['es-MX', 'en-US']);
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveTextContent('Español');

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Los planetas');
    await user.click(screen.getByRole('button', { name: 'Create Question Set' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ game_name: 'Los planetas', language: 'es' }),
    );
  });

  it('starts in English when the browser language is not offered, and saves the language chosen', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderNewSetForm(['cy-GB']);
    const closed = screen.getByRole('combobox', { name: 'Language' });
    expect(closed).toHaveTextContent('English');

    closed.focus();
    await user.keyboard('{ArrowDown}');
    const french = await screen.findByRole('option', { name: 'Français' });
    expect(french).toHaveAttribute('lang', 'fr');
    await user.click(french);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Language' })).toHaveTextContent('Français'),
    );

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Les planètes');
    await user.click(screen.getByRole('button', { name: 'Create Question Set' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ language: 'fr' }));
  });
});
