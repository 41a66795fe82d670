import { describe, expect, it } from 'vitest';
import { createTestGame, makeMultipleChoiceQuestion, makeQuestion } from '../../testing';
import { selectAnswerCard } from './game-view';
import { selectReadAloudText } from './read-aloud-view';

describe('selectReadAloudText', () => {
  it('reads the question of a question answered aloud, never its answer', () => {
    const game = createTestGame({
      players: [{ questions: [makeQuestion({ id: 'q1', question: 'What is 7 + 5?', answer: '12' })] }],
    });
    expect(selectReadAloudText(game.snapshot)).toBe('What is 7 + 5?');
    game.send({ type: 'player.showAnswer' });
    expect(selectReadAloudText(game.snapshot)).toBe('What is 7 + 5?');
  });

  it('reads the options of a multiple-choice question in the order the card shows them', () => {
    const question = makeMultipleChoiceQuestion({ id: 'q2', question: 'Which is a mammal?' }, [
      'Whale',
      'Shark',
      'Trout',
    ]);
    const game = createTestGame({ players: [{ questions: [question] }] });
    const shown = selectAnswerCard(game.snapshot).options.map((option) => option.option_text);
    expect(shown).toHaveLength(3);
    expect(selectReadAloudText(game.snapshot)).toBe(
      `Which is a mammal? ${shown.map((text, index) => `Option ${index + 1}: ${text}.`).join(' ')}`,
    );
  });

  it('reads the next question once it is on the card, and nothing while the card settles', () => {
    const game = createTestGame({
      players: [
        {
          questions: [
            makeQuestion({ id: 'a', question: 'First?' }),
            makeQuestion({ id: 'b', question: 'Second?' }),
          ],
        },
      ],
    });
    const first = selectReadAloudText(game.snapshot);
    game.send({ type: 'player.showAnswer' }).send({ type: 'player.mark', correct: true }).advance(1200);
    game.send({ type: 'player.continue' });
    expect(selectReadAloudText(game.snapshot)).toBeNull();
    game.advance(50);
    const next = selectReadAloudText(game.snapshot);
    expect([first, next].sort()).toEqual(['First?', 'Second?']);
  });

  it('reads nothing of a premium question a free game keeps hidden', () => {
    const game = createTestGame({
      players: [{ questions: [makeQuestion({ id: 'p', question: 'A premium riddle', is_premium: true })] }],
    });
    expect(selectReadAloudText(game.snapshot)).toBeNull();
  });

  it('reads the placeholder a player without questions sees', () => {
    const game = createTestGame({ players: [{ questions: [] }] });
    expect(selectReadAloudText(game.snapshot)).toBe('No questions available.');
  });

  it('reads nothing during a Score Scramble', () => {
    const game = createTestGame({ players: 1 }).playRounds(5).expectPhase('scramble');
    expect(selectReadAloudText(game.snapshot)).toBeNull();
    game.spinAll();
    expect(selectReadAloudText(game.snapshot)).not.toBeNull();
  });
});
