import { describe, expect, it } from 'vitest';
import { detectDelimiter, formatCsv, parseDelimited, unguardFormula, withoutByteOrderMark } from './csv';
import type { ExportableQuestion } from './questionImport';
import {
  describeImportProblem,
  exportQuestionSetCsv,
  parseQuestionImport,
  questionImportTemplateCsv,
} from './questionImport';

describe('reading delimited text', () => {
  it('keeps delimiters, line breaks and doubled quotes inside quoted cells', () => {
    expect(parseDelimited('"a,b","line\r\nbreak","say ""hi"""\r\nnext,row,\r\n', ',')).toEqual([
      ['a,b', 'line\nbreak', 'say "hi"'],
      ['next', 'row', ''],
    ]);
  });

  it('ends a record at a lone carriage return, as old Mac spreadsheets save', () => {
    expect(parseDelimited('a;b\rc;d', ';')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it('picks the separator the first line uses most, ignoring quoted ones', () => {
    expect(detectDelimiter('"a,b,c";d;e\n')).toBe(';');
    expect(detectDelimiter('q\ta, b, c\n')).toBe('\t');
    expect(detectDelimiter('question,answer')).toBe(',');
    expect(detectDelimiter('one cell only')).toBe(',');
  });
});

describe('reading questions', () => {
  it('reads a header in any column order and names the columns it leaves out', () => {
    const preview = parseQuestionImport('Answer,Notes,Question\nParis,easy,Capital of France?\n');
    expect(preview.ignoredColumns).toEqual(['Notes']);
    expect(preview.rows[0]?.question).toMatchObject({ question: 'Capital of France?', answer: 'Paris' });
  });

  it('says where each problem is and what is wrong', () => {
    const preview = parseQuestionImport('question,answer\nHow far is the moon?,\n');
    const row = preview.rows[0]!;
    expect(row.problems.map((problem) => describeImportProblem(row.rowNumber, problem))).toEqual([
      'Row 2, answer: The answer is missing.',
    ]);
    expect(preview).toMatchObject({ readyCount: 0, problemCount: 1 });
  });

  it('refuses texts longer than the database keeps', () => {
    const [row] = parseQuestionImport(`${'q'.repeat(501)},${'a'.repeat(10)}`).rows;
    expect(row?.problems).toEqual([
      { column: 'question', message: 'The question is 501 characters long; at most 500 fit.' },
    ]);
  });

  it('marks the option that matches a written-out answer as correct', () => {
    const [row] = parseQuestionImport('Largest ocean?,pacific,,Atlantic,Pacific').rows;
    expect(row?.problems).toEqual([]);
    expect(row?.question.options).toEqual([
      { option_text: 'Atlantic', is_correct: false },
      { option_text: 'Pacific', is_correct: true },
    ]);
  });

  it('flags an answer that contradicts the marked option', () => {
    const [row] = parseQuestionImport('Largest ocean?,Atlantic,,Atlantic,*Pacific').rows;
    expect(row?.problems[0]?.column).toBe('answer');
  });

  it('reads a pasted plain list split at the first bar', () => {
    const preview = parseQuestionImport('2 + 2, please | 4\r\nNo answer here\r\n');
    expect(preview.rows.map((row) => [row.question.question, row.question.answer])).toEqual([
      ['2 + 2, please', '4'],
      ['No answer here', ''],
    ]);
    expect(preview.problemCount).toBe(1);
  });
});

describe('writing a set as a file', () => {
  const questions: ExportableQuestion[] = [
    { question: 'Say "hi", then\nwave', answer: '=1+1', type: 'bonus', question_type: 'normal', options: [] },
    {
      question: '  Which star?  '.trim(),
      answer: '*Sirius',
      type: 'punishment',
      question_type: 'multiple_choice',
      options: [
        { option_text: '\\Vega', is_correct: false },
        { option_text: '*Sirius', is_correct: true },
        { option_text: '-Polaris', is_correct: false },
      ],
    },
    {
      question: 'Tab\tinside; semicolon',
      answer: "'quoted'",
      type: 'normal',
      question_type: 'normal',
      options: [],
    },
  ];

  it('reads back as the same questions', () => {
    const preview = parseQuestionImport(exportQuestionSetCsv(questions));
    expect(preview.rows.map((row) => row.problems)).toEqual([[], [], []]);
    expect(preview.rows.map((row) => row.question)).toEqual(questions);
  });

  it('keeps spreadsheets from running a cell as a formula', () => {
    expect(formatCsv([['=HYPERLINK("x")', '+A1', '-10', 'plain']])).toBe(
      '\uFEFF"\'=HYPERLINK(""x"")",\'+A1,-10,plain\r\n',
    );
  });

  it('also guards a cell that starts with a tab or a line break, and reads it back as written', () => {
    const written = formatCsv([['\t=1+1', '\r@SUM(A1)', '\n-A1']]);
    expect(written).toBe('\uFEFF"\'\t=1+1","\'\r@SUM(A1)","\'\n-A1"\r\n');
    const [record] = parseDelimited(withoutByteOrderMark(written), ',');
    // A carriage return inside a cell reads back as a line feed, as every line break in a cell does.
    expect(record!.map(unguardFormula)).toEqual(['\t=1+1', '\n@SUM(A1)', '\n-A1']);
  });

  it('offers a template that reads without problems and shows every kind of question', () => {
    const preview = parseQuestionImport(questionImportTemplateCsv());
    expect(preview.problemCount).toBe(0);
    expect(new Set(preview.rows.map((row) => row.question.question_type))).toEqual(
      new Set(['normal', 'multiple_choice']),
    );
  });
});
