import type { ImportCells, ImportColumn, ImportedQuestionRow } from '@quizcoop/api';
import { IMPORT_COLUMNS, readImportRow } from '@quizcoop/api';
import { Alert, Button, TextField, sprinkles } from '@quizcoop/ui';
import type { FormEvent } from 'react';
import { useEffect, useRef, useState } from 'react';

const COLUMN_HINTS: Partial<Record<ImportColumn, string>> = {
  answer: 'Leave it empty for a multiple-choice question.',
  type: 'normal, bonus or punishment; empty means normal.',
  'option 1': 'Options make it multiple choice: put a * in front of the correct one.',
};

function columnLabel(column: ImportColumn): string {
  return column.charAt(0).toUpperCase() + column.slice(1);
}

export interface ImportRowEditorProps {
  row: ImportedQuestionRow;
  /** Receives the row read again from the corrected cells, problems and all. */
  onChange: (row: ImportedQuestionRow) => void;
  onRemove: () => void;
  onClose: () => void;
}

/** The cells of one imported row, as the file had them, to correct without going back to the spreadsheet. */
export function ImportRowEditor({ row, onChange, onRemove, onClose }: ImportRowEditorProps) {
  const [cells, setCells] = useState<ImportCells>(row.cells);
  // The editor opens below a table that may run to hundreds of rows: focusing the first cell to fix brings it
  // into view and puts the cursor where the work is.
  const firstToFix = row.problems.find((problem) => problem.column)?.column ?? 'question';
  const firstToFixRef = useRef<HTMLInputElement>(null);
  useEffect(() => firstToFixRef.current?.focus(), []);
  const check = (event: FormEvent) => {
    event.preventDefault();
    const corrected = readImportRow(row.rowNumber, cells);
    onChange(corrected);
    if (corrected.problems.length === 0) onClose();
  };
  return (
    <form
      aria-label={`Fix row ${row.rowNumber}`}
      onSubmit={check}
      className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' })}
    >
      <h3>Fix row {row.rowNumber}</h3>
      {row.problems.length > 0 && (
        <Alert title={`Row ${row.rowNumber} cannot be saved yet`}>
          <ul>
            {row.problems.map((problem) => (
              <li key={`${problem.column}:${problem.message}`}>
                {problem.column ? `${columnLabel(problem.column)}: ` : ''}
                {problem.message}
              </li>
            ))}
          </ul>
        </Alert>
      )}
      <div className={sprinkles({ display: 'grid', gridColumns: { mobile: 1, medium: 2 }, gap: 'md' })}>
        {IMPORT_COLUMNS.map((column) => (
          <TextField
            key={column}
            ref={column === firstToFix ? firstToFixRef : undefined}
            label={columnLabel(column)}
            hint={COLUMN_HINTS[column]}
            value={cells[column]}
            onChange={(event) => setCells({ ...cells, [column]: event.target.value })}
          />
        ))}
      </div>
      <div className={sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'sm' })}>
        <Button type="submit">Check row</Button>
        <Button type="button" variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="button" variant="danger" onClick={onRemove}>
          Leave row out
        </Button>
      </div>
    </form>
  );
}
