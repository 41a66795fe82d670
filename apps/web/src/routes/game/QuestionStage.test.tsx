import type { Question } from '@quizcoop/engine/rules';
import { selectAnswerCard } from '@quizcoop/engine';
import type { TestGame } from '@quizcoop/engine/testing';
import { createTestGame, makeMultipleChoiceQuestion, makeQuestion } from '@quizcoop/engine/testing';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { AnswerCardControls } from './QuestionStage';
import { QuestionStage } from './QuestionStage';

/** A one-player game whose set holds `question` alone, so it comes round every turn. */
function cardFor(question: Question, isPremium = false): TestGame {
  return createTestGame({ players: [{ questions: [question] }], isPremium });
}

function controls(): AnswerCardControls {
  return { showAnswer: vi.fn(), mark: vi.fn(), choose: vi.fn(), continue: vi.fn() };
}

const quiet = { available: true, speaking: false, toggle: () => undefined, shortcut: 'R' };

function renderStage(card: TestGame, handlers = controls(), readAloud = quiet) {
  render(
    <MemoryRouter>
      <QuestionStage card={selectAnswerCard(card.snapshot)} controls={handlers} readAloud={readAloud} />
    </MemoryRouter>,
  );
  return handlers;
}

describe('QuestionStage', () => {
  it('asks a question answered aloud with Show Answer, then offers the marks', async () => {
    const card = cardFor(makeQuestion({ id: 'q1', question: 'What is 7 + 5?', answer: '12' }));
    const handlers = renderStage(card);
    expect(screen.getByText('What is 7 + 5?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show Answer' }));
    expect(handlers.showAnswer).toHaveBeenCalledOnce();

    cleanup();
    card.send({ type: 'player.showAnswer' });
    const marking = controls();
    renderStage(card, marking);
    expect(screen.getByText('12')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Incorrect' }));
    expect(marking.mark).toHaveBeenCalledWith(false);
  });

  it('offers the options of a multiple-choice question and reports the chosen one', async () => {
    const card = cardFor(makeMultipleChoiceQuestion({ id: 'q2', question: 'Which is a mammal?' }));
    const handlers = renderStage(card);
    expect(screen.getByRole('heading', { name: 'Choose your answer:' })).toBeInTheDocument();
    const [first] = selectAnswerCard(card.snapshot).options;
    await userEvent.click(screen.getByRole('button', { name: new RegExp(first!.option_text) }));
    expect(handlers.choose).toHaveBeenCalledWith(String(first!.id));
  });

  it("marks the question and its options with its set's language, and not the card's own controls", () => {
    const card = cardFor(
      makeMultipleChoiceQuestion({ id: 'q5', question: '¿Cuál es un mamífero?', language: 'es' }),
    );
    renderStage(card);
    expect(screen.getByText('¿Cuál es un mamífero?')).toHaveAttribute('lang', 'es');
    const [first] = selectAnswerCard(card.snapshot).options;
    expect(screen.getByText(first!.option_text)).toHaveAttribute('lang', 'es');
    expect(screen.getByRole('heading', { name: 'Choose your answer:' }).closest('[lang]')).toBeNull();
  });

  it('blocks a premium question in a free game, leaving only Continue', async () => {
    const card = cardFor(makeQuestion({ id: 'q3', question: 'A premium riddle', is_premium: true }));
    const handlers = renderStage(card);
    expect(screen.getByRole('heading', { name: 'Premium Question' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade Now' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByText('A premium riddle')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(handlers.continue).toHaveBeenCalledOnce();
  });

  it('shows no answer controls while the card settles on the next question', () => {
    const card = cardFor(makeQuestion({ id: 'q4', question: 'First' }));
    card.send({ type: 'player.showAnswer' }).send({ type: 'player.mark', correct: true }).advance(1200);
    card.send({ type: 'player.continue' });
    expect(card.context.turnCount).toBe(1);
    renderStage(card);
    expect(screen.getByText('First')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers Read aloud on the card, and Stop reading while the question is read', async () => {
    const card = cardFor(makeQuestion({ id: 'q5', question: 'Name a planet' }));
    const toggle = vi.fn();
    renderStage(card, controls(), { ...quiet, toggle });
    const button = screen.getByRole('button', { name: 'Read aloud (R)' });
    expect(button).toHaveAttribute('aria-keyshortcuts', 'R');
    await userEvent.click(button);
    expect(toggle).toHaveBeenCalledOnce();

    cleanup();
    renderStage(card, controls(), { ...quiet, speaking: true });
    expect(screen.getByRole('button', { name: 'Stop reading (R)' })).toBeEnabled();
  });

  it('says so when the browser cannot read aloud', () => {
    renderStage(cardFor(makeQuestion({ id: 'q6' })), controls(), { ...quiet, available: false });
    expect(screen.getByRole('button', { name: 'Read aloud (R)' })).toHaveAccessibleDescription(
      'Your browser cannot read aloud',
    );
  });

  it('offers nothing to read on a premium question a free game hides', () => {
    renderStage(cardFor(makeQuestion({ id: 'q7', question: 'A premium riddle', is_premium: true })));
    expect(screen.queryByRole('button', { name: /Read aloud/ })).not.toBeInTheDocument();
  });
});
