import type { SnapshotFrom } from 'xstate';
import { assertEvent, assign, sendParent, setup } from 'xstate';
import type { SoundEffect } from '../effects';
import { sound } from '../effects';
import type { AnswerOption, Question, QuestionId } from '../rules/questions';
import {
  ANSWER_FEEDBACK_MS,
  isMultipleChoice,
  QUESTION_RESET_MS,
  questionAccess,
  shuffleOptions,
} from '../rules/questions';
import { drawWithSeed } from '../rules/rng';

export interface AnswerCardInput {
  readonly question: Question;
  /** Free games lock premium questions. */
  readonly isPremium: boolean;
  /** Seeds the order of multiple-choice options. */
  readonly seed: number;
}

export interface AnswerCardContext {
  readonly question: Question;
  readonly isPremium: boolean;
  readonly seed: number;
  /** The question's options in the order shown. */
  readonly options: readonly AnswerOption[];
  readonly selectedOptionId: QuestionId | null;
  /** The option chosen on this question, kept after the review stops highlighting it, for the game's record. */
  readonly chosenOptionId: QuestionId | null;
  readonly result: 'correct' | 'incorrect' | null;
}

export type AnswerCardMachineEvent =
  | { type: 'player.showAnswer' }
  | { type: 'player.mark'; correct: boolean }
  | { type: 'player.choose'; optionId: QuestionId }
  | { type: 'player.continue' }
  | { type: 'game.nextQuestion'; question: Question }
  /** The turn timer ran out before the answer was shown or chosen. */
  | { type: 'game.timeUp' }
  /** An undone mark: the question comes back as it was before, options in the same order. */
  | { type: 'game.restoreCard'; question: Question; options: readonly AnswerOption[]; choosing: boolean };

/**
 * The card is finished: the game scores the answer (with the option chosen, on a multiple-choice question), or
 * passes the turn for no points.
 */
export type AnswerCardOutcome =
  | { type: 'card.answered'; correct: boolean; chosenOptionId: QuestionId | null }
  | { type: 'card.skipped' };

/** What the card tells the game it runs under: its sounds, and how the question ended. */
export type AnswerCardReport = SoundEffect | AnswerCardOutcome;

function shuffledOptions(question: Question, seed: number) {
  const { value, seed: nextSeed } = drawWithSeed(seed, (rng) => shuffleOptions(question.options, rng));
  return { options: value, seed: nextSeed };
}

/**
 * The question card, run by the game as its child. Normal questions go Show Answer → Correct / Incorrect →
 * 1.2 s feedback → Continue. Multiple-choice questions take one choice, flash right or wrong for 1.2 s, then
 * show the review with Continue. Questions that cannot be played (placeholders, premium questions in a free
 * game) only offer Continue. When the game says time is up (`game.timeUp`), a hidden answer is shown, and a
 * choice not made counts as wrong. After `game.nextQuestion` the card resets 50 ms later, so the old question's
 * feedback never flashes over the new one. Sounds and the outcome go to the parent, which re-emits the sounds,
 * so a frontend listens to the game alone.
 *
 * The call is marked pure so that a bundle using no machine leaves this one, and XState, out.
 */
export const answerCardMachine = /* @__PURE__ */ setup({
  types: {
    input: {} as AnswerCardInput,
    context: {} as AnswerCardContext,
    events: {} as AnswerCardMachineEvent,
  },
  delays: {
    answerFeedback: ANSWER_FEEDBACK_MS,
    questionReset: QUESTION_RESET_MS,
  },
  guards: {
    questionIsUnplayable: ({ context }) => questionAccess(context.question, context.isPremium) !== 'playable',
    isMultipleChoice: ({ context }) => isMultipleChoice(context.question),
    restoresChoice: ({ event }) => event.type === 'game.restoreCard' && event.choosing,
    optionIsOffered: ({ context, event }) =>
      event.type === 'player.choose' && context.options.some((option) => option.id === event.optionId),
  },
  actions: {
    loadQuestion: assign(({ context, event }) => {
      assertEvent(event, 'game.nextQuestion');
      return {
        question: event.question,
        selectedOptionId: null,
        chosenOptionId: null,
        ...shuffledOptions(event.question, context.seed),
      };
    }),
    clearResult: assign({ result: null }),
    restoreCard: assign(({ event }) => {
      assertEvent(event, 'game.restoreCard');
      return {
        question: event.question,
        options: event.options,
        selectedOptionId: null,
        chosenOptionId: null,
        result: null,
      };
    }),
    playRevealSound: sendParent(sound('reveal')),
    markAnswer: assign({
      result: ({ event }) => {
        assertEvent(event, 'player.mark');
        return event.correct ? 'correct' : 'incorrect';
      },
    }),
    chooseOption: assign(({ context, event }) => {
      assertEvent(event, 'player.choose');
      const chosen = context.options.find((option) => option.id === event.optionId);
      return {
        selectedOptionId: event.optionId,
        chosenOptionId: event.optionId,
        result: chosen?.is_correct ? 'correct' : 'incorrect',
      } as const;
    }),
    playResultSound: sendParent(({ context }) =>
      sound(context.result === 'correct' ? 'correct' : 'incorrect'),
    ),
    // Nothing was chosen in time, which counts as a wrong answer.
    markUnanswered: assign({ result: 'incorrect', selectedOptionId: null }),
    // The review shows the right answer, not the player's pick, so the pick is dropped when it opens.
    clearSelection: assign({ selectedOptionId: null }),
    reportAnswer: sendParent(
      ({ context }): AnswerCardOutcome => ({
        type: 'card.answered',
        correct: context.result === 'correct',
        chosenOptionId: context.chosenOptionId,
      }),
    ),
    reportSkip: sendParent({ type: 'card.skipped' } satisfies AnswerCardOutcome),
  },
}).createMachine({
  id: 'answerCard',
  context: ({ input }) => ({
    question: input.question,
    isPremium: input.isPremium,
    selectedOptionId: null,
    chosenOptionId: null,
    result: null,
    ...shuffledOptions(input.question, input.seed >>> 0),
  }),
  initial: 'routing',
  on: {
    'game.nextQuestion': { target: '.resetting', reenter: true, actions: 'loadQuestion' },
    'game.restoreCard': [
      { guard: 'restoresChoice', target: '.choosing', actions: 'restoreCard' },
      { target: '.answerShown', actions: 'restoreCard' },
    ],
  },
  states: {
    routing: {
      always: [
        { guard: 'questionIsUnplayable', target: 'unavailable' },
        { guard: 'isMultipleChoice', target: 'choosing' },
        { target: 'answerHidden' },
      ],
    },
    answerHidden: {
      on: {
        'player.showAnswer': { target: 'answerShown', actions: 'playRevealSound' },
        // Time's up: the answer shows, and the teacher, who heard what the class said and when, marks it.
        'game.timeUp': { target: 'answerShown', actions: 'playRevealSound' },
      },
    },
    answerShown: {
      on: { 'player.mark': { target: 'feedback', actions: ['markAnswer', 'playResultSound'] } },
    },
    choosing: {
      on: {
        'player.choose': {
          guard: 'optionIsOffered',
          target: 'feedback',
          actions: ['chooseOption', 'playResultSound'],
        },
        'game.timeUp': { target: 'feedback', actions: ['markUnanswered', 'playResultSound'] },
      },
    },
    feedback: {
      after: { answerFeedback: 'review' },
    },
    review: {
      entry: 'clearSelection',
      on: { 'player.continue': { target: 'answered', actions: 'reportAnswer' } },
    },
    unavailable: {
      on: { 'player.continue': { target: 'answered', actions: 'reportSkip' } },
    },
    answered: {},
    resetting: {
      after: { questionReset: { target: 'routing', actions: 'clearResult' } },
    },
  },
});

export type AnswerCardSnapshot = SnapshotFrom<typeof answerCardMachine>;
