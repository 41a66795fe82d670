import type { GameInput, Question } from '@quizcoop/engine';
import { createDefaultRoster, DEFAULT_PLAYER_COLORS } from '@quizcoop/engine';

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
    question_set_id: 'sample',
    // The first option is the right one; the engine shows them in its own shuffled order.
    options: options.map((option, index) => ({
      id: `${id}-${index}`,
      option_text: option,
      is_correct: index === 0,
    })),
  };
}

/** A few questions to play without a database: some answered aloud, some multiple choice. */
export const SAMPLE_QUESTIONS: readonly Question[] = [
  question('add', 'What is 7 + 5?', '12'),
  question('sub', 'What is 15 - 6?', '9'),
  question('mammal', 'Which of these is a mammal?', 'Dolphin', ['Dolphin', 'Shark', 'Trout']),
  question('capital', 'What is the capital of France?', 'Paris', ['Paris', 'Rome', 'Oslo', 'Bern']),
  question('legs', 'How many legs does a spider have?', '8'),
  question('planet', 'Which planet is closest to the sun?', 'Mercury', ['Mercury', 'Venus', 'Mars']),
];

/** A free game for the named players (one to four), all playing the sample questions. */
export function sampleGame(names: readonly string[], seed: number): GameInput {
  const players = names.slice(0, 4).map((name, index) => ({
    ...createDefaultRoster()[0]!,
    id: index + 1,
    name,
    color: DEFAULT_PLAYER_COLORS[index]!.hex,
    questionSet: 'sample',
  }));
  return {
    players,
    questionsBySet: { sample: SAMPLE_QUESTIONS },
    isPremium: false,
    extraScrambles: 'premium',
    seed,
  };
}
