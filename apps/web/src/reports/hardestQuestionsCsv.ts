import { formatCsv } from '@quizcoop/api';
import { accuracyPercent } from '@quizcoop/engine/rules';
import { datedFileName } from '../app/datedFileName';

export const HARDEST_QUESTIONS_CSV_HEADER = [
  'rank',
  'question',
  'asked',
  'answered_right',
  'right_percent',
  'question_id',
] as const;

/** One question of the 'Hardest questions' list, as the export reads it. */
export interface HardestQuestionRow {
  readonly questionId: string | null;
  readonly questionText: string;
  readonly asked: number;
  readonly answeredRight: number;
}

/** The hardest questions first, as the list shows them, each with how often it was asked and answered right. */
export function hardestQuestionsCsv(questions: readonly HardestQuestionRow[]): string {
  return formatCsv([
    HARDEST_QUESTIONS_CSV_HEADER,
    ...questions.map((question, index) => [
      String(index + 1),
      question.questionText,
      String(question.asked),
      String(question.answeredRight),
      String(accuracyPercent({ correct: question.answeredRight, total: question.asked })),
      question.questionId ?? '',
    ]),
  ]);
}

/** quiz-coop-hardest-questions-2026-11-26.csv, by the day it was downloaded. */
export function hardestQuestionsFileName(today: Date): string {
  return datedFileName('hardest-questions', today);
}
