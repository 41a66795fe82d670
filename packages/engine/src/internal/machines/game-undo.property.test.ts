import { describe, expect, it } from 'vitest';
import { createTestGame, makeMultipleChoiceQuestion, makeQuestion } from '../../testing/index';
import type { TestGame } from '../../testing/index';
import type { Question } from '../rules/questions';
import { ANSWER_FEEDBACK_MS, QUESTION_RESET_MS } from '../rules/questions';
import type { Rng } from '../rules/rng';
import { createRng, randomIndex } from '../rules/rng';
import { WHEEL_DELAY_MS, WHEEL_FRAME_MS, WHEEL_FRAMES } from '../rules/wheel';
import { selectAnswerCard } from './game-view';

const GAMES = 300;
const MOVES_PER_GAME = 60;

/** What an undo must put back exactly: everything but the history, which gains the undo entry. */
function restorable(game: TestGame) {
  const { history: _history, undo: _undo, wheel: _wheel, ...context } = game.context;
  return { value: game.snapshot.value, context };
}

function randomQuestions(rng: Rng, setId: number): Question[] {
  return Array.from({ length: 1 + randomIndex(rng, 8) }, (_, index) => {
    const id = `${setId}-${index}`;
    const type = (['normal', 'bonus', 'punishment'] as const)[randomIndex(rng, 3)];
    return rng() < 0.3
      ? makeMultipleChoiceQuestion({ id, question_set_id: setId, type })
      : makeQuestion({ id, question_set_id: setId, type, is_premium: rng() < 0.1 });
  });
}

function randomGame(rng: Rng): TestGame {
  const players = Array.from({ length: 1 + randomIndex(rng, 4) }, (_, index) => ({
    questions: rng() < 0.1 ? ('no set' as const) : randomQuestions(rng, index + 1),
  }));
  return createTestGame({
    players,
    isPremium: rng() < 0.5,
    youngClass: rng() < 0.3,
    seed: Math.floor(rng() * 2 ** 32),
  });
}

/** The undoable step the game offers now, or a step that moves the game on when none is. */
function playOne(game: TestGame, rng: Rng, mismatches: string[], undone: Map<string, number>) {
  const card = selectAnswerCard(game.snapshot);
  const scrambling = game.snapshot.matches({ playing: 'scramble' });
  const check = (step: string, before: ReturnType<typeof restorable>) => {
    if (!game.canUndo) {
      mismatches.push(`${step} could not be undone`);
      return;
    }
    const historyLength = game.context.history.length;
    game.undo();
    undone.set(step, (undone.get(step) ?? 0) + 1);
    const after = restorable(game);
    if (JSON.stringify(after) !== JSON.stringify(before))
      mismatches.push(`${step} was not undone exactly: ${JSON.stringify(before)} ${JSON.stringify(after)}`);
    if (game.context.history.length > historyLength + 1) mismatches.push(`${step}'s undo logged twice`);
  };

  if (scrambling) {
    if (game.snapshot.matches({ playing: { scramble: 'spun' } })) {
      game.closeWheel();
      return;
    }
    const before = restorable(game);
    game.send({ type: 'player.pullLever' }).advance(WHEEL_DELAY_MS);
    for (let frame = 0; frame < WHEEL_FRAMES; frame += 1) game.advance(WHEEL_FRAME_MS);
    if (rng() < 0.5) check('a spin', before);
    return;
  }
  if (card.phase === 'unavailable') {
    game.send({ type: 'player.continue' }).advance(QUESTION_RESET_MS);
    return;
  }
  if (card.phase === 'answerHidden') game.send({ type: 'player.showAnswer' });
  const before = restorable(game);
  const correct = rng() < 0.5;
  const option = card.options.find((candidate) => candidate.is_correct === correct) ?? card.options[0];
  if (card.phase === 'choosing' && option) game.send({ type: 'player.choose', optionId: option.id });
  else game.send({ type: 'player.mark', correct });
  const roll = rng();
  if (roll < 0.2) return check('a mark in its feedback', before);
  game.advance(ANSWER_FEEDBACK_MS);
  if (roll < 0.4) return check('a mark awaiting Continue', before);
  game.send({ type: 'player.continue' });
  const scrambleStarted = game.snapshot.matches({ playing: 'scramble' });
  if (roll < 0.55 && !scrambleStarted) return check('a mark just continued', before);
  game.advance(QUESTION_RESET_MS);
  // A turn that started a Score Scramble is closed for good.
  if (roll < 0.8 && !scrambleStarted) check('a scored turn', before);
}

describe(`${GAMES} random games with the teacher undoing at random`, () => {
  it('a mark or a spin followed by an undo puts scores, turn and card back exactly', () => {
    const rng = createRng(271_828);
    const mismatches: string[] = [];
    const undone = new Map<string, number>();
    for (let index = 0; index < GAMES; index += 1) {
      const game = randomGame(rng);
      for (let move = 0; move < MOVES_PER_GAME && game.snapshot.matches('playing'); move += 1) {
        playOne(game, rng, mismatches, undone);
        if (mismatches.length > 5) break;
      }
      for (const player of game.context.players) {
        const logged = game.context.history.filter((event) => event.playerId === player.id);
        const total = logged.reduce((sum, event) => sum + event.points, 0);
        if (total !== player.score)
          mismatches.push(`player ${player.id} has ${player.score}, history ${total}`);
      }
    }
    expect(mismatches).toEqual([]);
    expect([...undone.keys()].sort()).toEqual([
      'a mark awaiting Continue',
      'a mark in its feedback',
      'a mark just continued',
      'a scored turn',
      'a spin',
    ]);
    expect(Math.min(...undone.values())).toBeGreaterThan(100);
  }, 60_000);
});
