import type { ImportedQuestionRow, QuestionImportPreview } from '@quizcoop/api';
import {
  importSizeProblem,
  parseQuestionImport,
  questionImportTemplateCsv,
  summarizeImport,
} from '@quizcoop/api';
import { useEditableQuestionSet, useQuestionSetEditor } from '@quizcoop/api/react';
import type { ImportPreviewRow } from '@quizcoop/ui';
import {
  Alert,
  Button,
  ImportPreview,
  Notice,
  TextField,
  Textarea,
  buttonClassName,
  sprinkles,
} from '@quizcoop/ui';
import { toast } from '../../app/siteToasts';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ImportRowEditor } from '../../library/ImportRowEditor';
import { QuestionSetPage, UnavailableQuestionSet } from './QuestionSetPage';

const TYPE_LABELS = { normal: 'Normal', bonus: 'Bonus', punishment: 'Punishment' } as const;
const IMPORT_FILE_TYPES = '.csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain';
const TEMPLATE_FILE_NAME = 'quiz-coop-questions-template.csv';

// A link rather than a button that builds a file on click: it can be opened, copied or saved like any download.
const templateHref = () => `data:text/csv;charset=utf-8,${encodeURIComponent(questionImportTemplateCsv())}`;

/**
 * The text of a chosen file. Spreadsheets save UTF-8 today, but Excel's plain "CSV" on Windows still writes the
 * old Western code page, whose accented letters are not valid UTF-8; such a file is read in that code page.
 */
async function readFileText(file: File): Promise<string> {
  const bytes = await file.arrayBuffer();
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

function previewRow(row: ImportedQuestionRow): ImportPreviewRow {
  const { question } = row;
  const multipleChoice = question.question_type === 'multiple_choice';
  return {
    rowNumber: row.rowNumber,
    question: question.question,
    answer: multipleChoice ? '' : question.answer,
    typeLabel: TYPE_LABELS[question.type],
    options: question.options.map((option) => ({ text: option.option_text, correct: option.is_correct })),
    problems: row.problems.map((problem) =>
      problem.column ? `${problem.column}: ${problem.message}` : problem.message,
    ),
  };
}

function questionsLabel(count: number): string {
  return `${count} ${count === 1 ? 'question' : 'questions'}`;
}

/**
 * /questions/{id}/import: the author brings questions from a spreadsheet file or pasted text, sees every row as
 * it will be saved, fixes or leaves out the rows with problems, and saves them all at once. Nothing is saved
 * before the last step, and then either every row is or none is.
 */
export function ImportQuestionsPage() {
  const { id = '' } = useParams();
  const editable = useEditableQuestionSet(id);
  const { importQuestions } = useQuestionSetEditor();
  const navigate = useNavigate();
  const [pasted, setPasted] = useState('');
  const [preview, setPreview] = useState<QuestionImportPreview | null>(null);
  const [fixingRow, setFixingRow] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const previewRows = useMemo(() => preview?.rows.map(previewRow) ?? [], [preview]);

  const data = editable.data;
  if (editable.isLoading || !data)
    return <UnavailableQuestionSet title="Import questions" editable={editable} />;

  const show = (text: string) => {
    setError(null);
    setFixingRow(null);
    setPreview(parseQuestionImport(text));
  };

  const replaceRows = (rows: ImportedQuestionRow[]) => {
    if (preview) setPreview(summarizeImport(rows, preview.ignoredColumns));
  };

  const save = async () => {
    if (!preview) return;
    setSaving(true);
    setError(null);
    try {
      const saved = await importQuestions(
        id,
        preview.rows.map((row) => row.question),
      );
      toast.success(`${questionsLabel(saved)} imported`);
      await navigate(`/questions/${id}/edit`);
    } catch (refusal) {
      setError((refusal as Error).message);
    } finally {
      setSaving(false);
    }
  };

  const fixing = preview?.rows.find((row) => row.rowNumber === fixingRow);
  const sizeProblem = preview && importSizeProblem(preview.rows.length);
  const readyToSave =
    preview !== null && preview.rows.length > 0 && preview.problemCount === 0 && !sizeProblem;
  return (
    <QuestionSetPage>
      <div className={sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'md', alignItems: 'center' })}>
        <h1>Import questions into {data.set.game_name}</h1>
        <Link to={`/questions/${id}/edit`} className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
          Edit Set
        </Link>
      </div>
      <p>
        Use a spreadsheet with the columns question, answer, type (normal, bonus or punishment) and option 1
        to option 4. For a multiple-choice question fill in the options and put a * in front of the correct
        one. A plain list with one &quot;question | answer&quot; per line works too.{' '}
        <a href={templateHref()} download={TEMPLATE_FILE_NAME}>
          Download template
        </a>
      </p>
      <TextField
        label="Choose a file"
        type="file"
        accept={IMPORT_FILE_TYPES}
        hint="CSV or tab-separated text, as Excel, Google Sheets, Numbers or Quizlet save it."
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void readFileText(file).then(show);
        }}
      />
      <Textarea
        label="Or paste questions"
        hint="Copy the rows from your spreadsheet, or type one question | answer per line."
        rows={6}
        value={pasted}
        onChange={(event) => setPasted(event.target.value)}
      />
      <div>
        <Button variant="secondary" disabled={pasted.trim() === ''} onClick={() => show(pasted)}>
          Preview pasted questions
        </Button>
      </div>
      {preview && (
        <section
          aria-labelledby="import-preview-heading"
          className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' })}
        >
          <h2 id="import-preview-heading">Preview</h2>
          {preview.ignoredColumns.length > 0 && (
            <Notice title="Some columns are left out">
              {`These columns are not imported: ${preview.ignoredColumns.join(', ')}.`}
            </Notice>
          )}
          {preview.rows.length === 0 ? (
            <Alert title="No questions found">The file or text holds no rows with questions.</Alert>
          ) : (
            <ImportPreview rows={previewRows} onFixRow={setFixingRow} />
          )}
          {fixing && (
            <ImportRowEditor
              key={fixing.rowNumber}
              row={fixing}
              onChange={(corrected) =>
                replaceRows(
                  preview.rows.map((row) => (row.rowNumber === corrected.rowNumber ? corrected : row)),
                )
              }
              onRemove={() => {
                replaceRows(preview.rows.filter((row) => row.rowNumber !== fixing.rowNumber));
                setFixingRow(null);
              }}
              onClose={() => setFixingRow(null)}
            />
          )}
          {sizeProblem && <Alert title="Too many questions for one set">{sizeProblem}</Alert>}
          {error && <Alert title="Nothing was imported">{error}</Alert>}
          <div>
            <Button busy={saving} busyLabel="Saving..." disabled={!readyToSave} onClick={() => void save()}>
              {`Save ${questionsLabel(preview.rows.length)}`}
            </Button>
          </div>
        </section>
      )}
    </QuestionSetPage>
  );
}
