import { describe, expect, it } from 'vitest';
import { hardestQuestionsCsv, hardestQuestionsFileName } from './hardestQuestionsCsv';

describe('the hardest questions as a spreadsheet', () => {
  it('keeps the order of the list and gives each question its counts as numbers', () => {
    const lines = hardestQuestionsCsv([
      { questionId: 'q-7', questionText: 'What is 7 × 8?', asked: 4, answeredRight: 1 },
      { questionId: null, questionText: '+1 or -1?', asked: 3, answeredRight: 2 },
    ])
      .replace('\uFEFF', '')
      .split('\r\n');
    expect(lines).toEqual([
      'rank,question,asked,answered_right,right_percent,question_id',
      '1,What is 7 × 8?,4,1,25,q-7',
      "2,'+1 or -1?,3,2,67,",
      '',
    ]);
  });

  it('names the file by the day it was downloaded', () => {
    expect(hardestQuestionsFileName(new Date(2026, 11, 31, 23, 59))).toBe(
      'quiz-coop-hardest-questions-2026-12-31.csv',
    );
  });
});
