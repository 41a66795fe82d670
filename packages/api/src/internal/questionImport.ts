import type { QuestionType } from '@quizcoop/engine/rules';
import { detectDelimiter, formatCsv, parseDelimited, unguardFormula, withoutByteOrderMark } from './csv';
import type { AnswerOptionDraft, QuestionDraft } from './questionSetEditor';
import { QUESTION_LIMITS } from '@quizcoop/contract';

/**
 * The columns of an import file, in the order a file without a header row gives them. A multiple-choice
 * question fills the option columns and marks its correct option with a leading *; a normal one leaves them
 * empty. The type is normal (or empty), bonus or punishment.
 */
export const IMPORT_COLUMNS = [
  'question',
  'answer',
  'type',
  'option 1',
  'option 2',
  'option 3',
  'option 4',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];
export type ImportCells = Record<ImportColumn, string>;

const OPTION_COLUMNS = ['option 1', 'option 2', 'option 3', 'option 4'] as const;
const QUESTION_TYPES: readonly QuestionType[] = ['normal', 'bonus', 'punishment'];
const CORRECT_MARK = '*';
// A backslash in front keeps an option's own leading * (or backslash) from reading as the mark.
const LITERAL_MARK = '\\';

/** One thing wrong with a row, in the column it was found in (none when it is about the whole row). */
export interface ImportProblem {
  column: ImportColumn | null;
  message: string;
}

/** A row of the file as it will be saved, with the cells it came from so that it can be corrected. */
export interface ImportedQuestionRow {
  /** The row's number in the spreadsheet or line in the pasted text, counting a header row. */
  rowNumber: number;
  cells: ImportCells;
  question: QuestionDraft;
  problems: ImportProblem[];
}

export interface QuestionImportPreview {
  rows: ImportedQuestionRow[];
  readyCount: number;
  problemCount: number;
  /** Header names that are not import columns; their cells are left out. */
  ignoredColumns: string[];
}

function emptyCells(): ImportCells {
  return Object.fromEntries(IMPORT_COLUMNS.map((column) => [column, ''])) as ImportCells;
}

function headerColumn(name: string): ImportColumn | null {
  const normalized = name.trim().toLowerCase().replace(/\s+/g, ' ');
  const option = /^option ?([1-4])$/.exec(normalized);
  if (option) return `option ${option[1]}` as ImportColumn;
  return (IMPORT_COLUMNS as readonly string[]).includes(normalized) ? (normalized as ImportColumn) : null;
}

function readOption(cell: string): AnswerOptionDraft {
  const text = cell.trim();
  const is_correct = text.startsWith(CORRECT_MARK);
  const rest = is_correct ? text.slice(1).trim() : text;
  return { option_text: rest.startsWith(LITERAL_MARK) ? rest.slice(1) : rest, is_correct };
}

function writeOption(option: AnswerOptionDraft): string {
  const text = option.option_text.trim();
  const literal = text.startsWith(CORRECT_MARK) || text.startsWith(LITERAL_MARK) ? LITERAL_MARK + text : text;
  return option.is_correct ? CORRECT_MARK + literal : literal;
}

function lengthProblem(column: ImportColumn, what: string, text: string, limit: number): ImportProblem[] {
  return text.length > limit
    ? [{ column, message: `The ${what} is ${text.length} characters long; at most ${limit} fit.` }]
    : [];
}

function multipleChoiceProblems(
  answer: string,
  options: AnswerOptionDraft[],
): { problems: ImportProblem[]; options: AnswerOptionDraft[] } {
  const problems: ImportProblem[] = [];
  if (options.length < 2) {
    problems.push({
      column: 'option 2',
      message: `A multiple-choice question needs ${QUESTION_LIMITS.minOptions} to ${QUESTION_LIMITS.maxOptions} options; this one has ${options.length}.`,
    });
  }
  for (const [index, option] of options.entries()) {
    problems.push(
      ...lengthProblem(OPTION_COLUMNS[index]!, 'option', option.option_text, QUESTION_LIMITS.optionLength),
    );
  }
  let marked = options;
  if (!options.some((option) => option.is_correct) && answer !== '') {
    // A teacher who wrote the answer out instead of marking it means the option that says the same.
    const matching = options.findIndex((option) => option.option_text.toLowerCase() === answer.toLowerCase());
    if (matching >= 0)
      marked = options.map((option, index) => ({ ...option, is_correct: index === matching }));
  }
  const correct = marked.filter((option) => option.is_correct);
  if (correct.length === 0) {
    problems.push({
      column: 'option 1',
      message: 'No option is marked as correct: put a * in front of the right one.',
    });
  } else if (correct.length > 1) {
    problems.push({
      column: 'option 1',
      message: `Only one option can be correct, but ${correct.length} are marked with a *.`,
    });
  } else if (answer !== '' && correct[0]!.option_text.toLowerCase() !== answer.toLowerCase()) {
    problems.push({
      column: 'answer',
      message: `The answer differs from the option marked correct ("${correct[0]!.option_text}"); leave it empty or make them match.`,
    });
  }
  return { problems, options: marked };
}

/** Reads one row's cells into the question they describe and everything that keeps it from being saved. */
export function readImportRow(rowNumber: number, cells: ImportCells, extraOptions = 0): ImportedQuestionRow {
  const questionText = cells.question.trim();
  const answer = cells.answer.trim();
  const typeText = cells.type.trim().toLowerCase();
  const problems: ImportProblem[] = [];
  if (questionText === '') problems.push({ column: 'question', message: 'The question is missing.' });
  problems.push(...lengthProblem('question', 'question', questionText, QUESTION_LIMITS.questionLength));
  const type = typeText === '' ? 'normal' : QUESTION_TYPES.find((known) => known === typeText);
  if (!type) {
    problems.push({
      column: 'type',
      message: `"${cells.type.trim()}" is not a question type; use normal, bonus or punishment (or leave it empty).`,
    });
  }
  if (extraOptions > 0) {
    problems.push({
      column: null,
      message: `A question can have at most ${QUESTION_LIMITS.maxOptions} options; this row has ${QUESTION_LIMITS.maxOptions + extraOptions}.`,
    });
  }
  const written = OPTION_COLUMNS.map((column) => cells[column]).filter((cell) => cell.trim() !== '');
  let question: QuestionDraft;
  if (written.length > 0) {
    const checked = multipleChoiceProblems(answer, written.map(readOption));
    problems.push(...checked.problems);
    const correct = checked.options.find((option) => option.is_correct);
    question = {
      question: questionText,
      answer: correct?.option_text ?? answer,
      type: type ?? 'normal',
      question_type: 'multiple_choice',
      options: checked.options,
    };
  } else {
    if (answer === '') problems.push({ column: 'answer', message: 'The answer is missing.' });
    problems.push(...lengthProblem('answer', 'answer', answer, QUESTION_LIMITS.answerLength));
    question = {
      question: questionText,
      answer,
      type: type ?? 'normal',
      question_type: 'normal',
      options: [],
    };
  }
  return { rowNumber, cells, question, problems };
}

/** A row's problem as one sentence: where it is and what is wrong. */
export function describeImportProblem(rowNumber: number, problem: ImportProblem): string {
  const where = problem.column ? `Row ${rowNumber}, ${problem.column}` : `Row ${rowNumber}`;
  return `${where}: ${problem.message}`;
}

export function summarizeImport(
  rows: ImportedQuestionRow[],
  ignoredColumns: string[] = [],
): QuestionImportPreview {
  const problemCount = rows.filter((row) => row.problems.length > 0).length;
  return { rows, readyCount: rows.length - problemCount, problemCount, ignoredColumns };
}

function isPipeList(text: string, firstLine: string): boolean {
  const pipes = firstLine.split('|').length - 1;
  if (pipes === 0 || /\t/.test(firstLine) || /^\s*"/.test(text)) return false;
  const delimiter = detectDelimiter(firstLine);
  return pipes >= firstLine.split(delimiter).length - 1;
}

function pipeListRecords(text: string): string[][] {
  return text.split(/\r\n|\r|\n/).map((line) => {
    const separator = line.indexOf('|');
    return separator < 0 ? [line] : [line.slice(0, separator), line.slice(separator + 1)];
  });
}

/**
 * Reads a CSV or TSV file, a range pasted from a spreadsheet or a pasted `question | answer` list into the
 * questions it holds, each with its problems in plain words. Empty rows are skipped; a first row with a cell
 * named "question" is taken as a header and may put the columns in any order.
 */
export function parseQuestionImport(input: string): QuestionImportPreview {
  const text = withoutByteOrderMark(input);
  const firstLine = text.split(/\r\n|\r|\n/).find((line) => line.trim() !== '') ?? '';
  const records = isPipeList(text, firstLine)
    ? pipeListRecords(text)
    : parseDelimited(text, detectDelimiter(text));
  let columns: (ImportColumn | null)[] = [...IMPORT_COLUMNS];
  let firstDataRecord = 0;
  const ignoredColumns: string[] = [];
  const headerIndex = records.findIndex((record) => record.some((cell) => cell.trim() !== ''));
  if (headerIndex >= 0 && records[headerIndex]!.some((cell) => headerColumn(cell) === 'question')) {
    columns = records[headerIndex]!.map(headerColumn);
    records[headerIndex]!.forEach((name, index) => {
      if (columns[index] === null && name.trim() !== '') ignoredColumns.push(name.trim());
    });
    firstDataRecord = headerIndex + 1;
  }
  const rows: ImportedQuestionRow[] = [];
  records.forEach((record, index) => {
    if (index < firstDataRecord || record.every((cell) => cell.trim() === '')) return;
    const cells = emptyCells();
    let extraOptions = 0;
    record.forEach((cell, position) => {
      const column = position < columns.length ? columns[position] : null;
      if (column) cells[column] = unguardFormula(cell.trim());
      else if (position >= columns.length && cell.trim() !== '') extraOptions += 1;
    });
    rows.push(readImportRow(index + 1, cells, extraOptions));
  });
  return summarizeImport(rows, ignoredColumns);
}

/** A question as it leaves a set: what the import columns can hold. */
export type ExportableQuestion = Pick<QuestionDraft, 'question' | 'answer' | 'type' | 'question_type'> & {
  options: readonly AnswerOptionDraft[];
};

function exportRow(question: ExportableQuestion): string[] {
  const multipleChoice = question.question_type === 'multiple_choice';
  const options = multipleChoice ? question.options.map(writeOption) : [];
  return [
    question.question,
    question.answer,
    question.type,
    ...OPTION_COLUMNS.map((_, index) => options[index] ?? ''),
  ];
}

/** A set's questions as an import file: importing it again gives the same questions. */
export function exportQuestionSetCsv(questions: readonly ExportableQuestion[]): string {
  return formatCsv([[...IMPORT_COLUMNS], ...questions.map(exportRow)]);
}

const TEMPLATE_QUESTIONS: ExportableQuestion[] = [
  { question: 'What is 7 × 8?', answer: '56', type: 'normal', question_type: 'normal', options: [] },
  {
    question: 'Which planet is closest to the sun?',
    answer: 'Mercury',
    type: 'bonus',
    question_type: 'multiple_choice',
    options: [
      { option_text: 'Venus', is_correct: false },
      { option_text: 'Mercury', is_correct: true },
      { option_text: 'Mars', is_correct: false },
    ],
  },
  {
    question: 'Name a word that rhymes with "cat", such as a hat',
    answer: 'Bat',
    type: 'punishment',
    question_type: 'normal',
    options: [],
  },
];

/** An import file to start from: the header and one example of each kind of question. */
export function questionImportTemplateCsv(): string {
  return exportQuestionSetCsv(TEMPLATE_QUESTIONS);
}
