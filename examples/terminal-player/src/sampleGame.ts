import type { GameQuestions, Question, SetupPlayer } from '@quizcoop/engine/rules';
import { createDefaultRoster, DEFAULT_PLAYER_COLORS } from '@quizcoop/engine/rules';

function question(id: string, text: string, answer: string, options: readonly string[] = []): Question {
  return {
    id,
    question: text,
    answer,
    type: 'normal',
    question_type: options.length > 0 ? 'multiple_choice' : 'normal',
    media_url: null,
    media_type: null,
    media_alt: null,
    media_attribution: null,
    is_premium: false,
    question_set_id: SAMPLE_SET,
    // The first option is the right one; the engine shows them in its own shuffled order.
    options: options.map((option, index) => ({
      id: `${id}-${index}`,
      option_text: option,
      is_correct: index === 0,
    })),
  };
}

/** The one set every player plays. */
export const SAMPLE_SET = 'sample';

/** A few questions to play without a database: some answered aloud, some multiple choice. */
export const SAMPLE_QUESTIONS: readonly Question[] = [
  question('add', 'What is 7 + 5?', '12'),
  question('sub', 'What is 15 - 6?', '9'),
  question('mammal', 'Which of these is a mammal?', 'Dolphin', ['Dolphin', 'Shark', 'Trout']),
  question('capital', 'What is the capital of France?', 'Paris', ['Paris', 'Rome', 'Oslo', 'Bern']),
  question('legs', 'How many legs does a spider have?', '8'),
  question('planet', 'Which planet is closest to the sun?', 'Mercury', ['Mercury', 'Venus', 'Mars']),
];

/** The named players (one to four), each playing the sample set. */
export function sampleRoster(names: readonly string[]): SetupPlayer[] {
  return names.slice(0, 4).map((name, index) => ({
    ...createDefaultRoster()[0]!,
    id: index + 1,
    name,
    color: DEFAULT_PLAYER_COLORS[index]!.hex,
    questionSet: SAMPLE_SET,
  }));
}

/** Questions as a server would send them: the sample set, or the given questions as that set. */
export function sampleQuestions(questions: readonly Question[] = SAMPLE_QUESTIONS): GameQuestions {
  return { questionsBySet: { [SAMPLE_SET]: questions }, questionOrderBySet: {} };
}
