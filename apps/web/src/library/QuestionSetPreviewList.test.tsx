import type { FeatureGateState, LibraryQuestion, QuestionSetPreview } from '@quizcoop/api';
import { makeQuestion } from '@quizcoop/engine/testing';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { QuestionSetPreviewList } from './QuestionSetPreviewList';

const AUTHOR = '9b7c3a52-0000-4000-8000-00000000a001';

function question(id: string, overrides: Partial<LibraryQuestion> = {}): LibraryQuestion {
  return { ...makeQuestion({ id }), id, question_set_id: 'set-1', ...overrides };
}

function previewOf(questions: LibraryQuestion[], language = 'en'): QuestionSetPreview {
  return {
    set: {
      id: 'set-1',
      game_name: 'Pond Life',
      question_format: 'mixed',
      question_order: 'in_order',
      language,
      description: null,
      intended_grades: [],
      intended_settings: [],
      is_public: true,
      is_official: false,
      created_by: AUTHOR,
      question_count: questions.length,
    },
    questions,
  };
}

const FREE_QUESTIONS = [
  question('q1'),
  question('q2', {
    question_type: 'multiple_choice',
    type: 'bonus',
    options: [
      { id: 'o1', option_text: 'Frog', is_correct: true },
      { id: 'o2', option_text: 'Fish', is_correct: false },
    ],
  }),
];

function renderList(
  questions: LibraryQuestion[],
  {
    isPremium = false,
    userId = null as string | null,
    premiumQuestions = (isPremium ? 'on' : 'premium') as FeatureGateState,
    language = 'en',
  } = {},
) {
  render(
    <MemoryRouter>
      <QuestionSetPreviewList
        preview={previewOf(questions, language)}
        premiumQuestions={premiumQuestions}
        isPremium={isPremium}
        userId={userId}
      />
    </MemoryRouter>,
  );
  return screen.getByRole('list', { name: 'Questions of Pond Life' });
}

afterEach(cleanup);

describe('QuestionSetPreviewList', () => {
  it("shows each question on a card as the game does, in the set's order, with its answer", () => {
    const list = renderList(FREE_QUESTIONS);
    const cards = within(list).getAllByRole('article');
    expect(cards.map((card) => card.textContent)).toEqual([
      expect.stringContaining('Question q1?'),
      expect.stringContaining('Question q2?'),
    ]);
    expect(cards[0]).toHaveTextContent('Answer: Answer q1');
    expect(within(cards[1]!).getByRole('list', { name: 'Answer options' })).toHaveTextContent(
      'Frog (correct answer)',
    );
    expect(cards[1]).toHaveTextContent('Bonus');
  });

  it("marks each question's text, answer and options with the set's language", () => {
    const list = renderList(FREE_QUESTIONS, { language: 'fr' });
    expect(within(list).getByText('Question q1?')).toHaveAttribute('lang', 'fr');
    expect(within(list).getByText('Answer q1')).toHaveAttribute('lang', 'fr');
    expect(within(list).getByText('Frog')).toHaveAttribute('lang', 'fr');
    expect(within(list).getAllByText('Answer:')[0]!.closest('[lang]')).toBeNull();
  });

  it('tells a free teacher that premium questions are a premium feature, with the way to upgrade', () => {
    renderList(FREE_QUESTIONS);
    const gate = screen.getByRole('region', { name: 'Premium Feature' });
    expect(gate).toHaveTextContent('This feature is only available with a premium subscription.');
    expect(within(gate).getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute(
      'href',
      '/pricing',
    );
  });

  it('shows premium questions, marked, to a premium teacher and to their free author, without the gate', () => {
    const questions = [...FREE_QUESTIONS, question('q3', { is_premium: true })];
    for (const reader of [{ isPremium: true }, { isPremium: false, userId: AUTHOR }]) {
      const list = renderList(questions, reader);
      const premium = within(list).getAllByRole('article')[2]!;
      expect(premium).toHaveTextContent('Question q3?');
      expect(premium).toHaveTextContent('Premium');
      expect(screen.queryByRole('region', { name: 'Premium Feature' })).not.toBeInTheDocument();
      cleanup();
    }
  });

  it('tells every other reader premium questions are unavailable while they are switched off, and hides them', () => {
    const questions = [...FREE_QUESTIONS, question('q3', { is_premium: true })];
    const list = renderList(questions, { isPremium: true, premiumQuestions: 'unavailable' });
    expect(screen.getByRole('region', { name: 'Feature Unavailable' })).toHaveTextContent(
      'This feature is currently unavailable.',
    );
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('region', { name: 'Premium Feature' })).not.toBeInTheDocument();
  });
});
