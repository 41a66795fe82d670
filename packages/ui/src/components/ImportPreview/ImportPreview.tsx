import type { HTMLAttributes } from 'react';
import { forwardRef } from 'react';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { cx } from '../../internal/classNames';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { Table } from '../Table/Table';
import {
  correctOption,
  optionList,
  problemList,
  problemRow,
  root,
  summary as summaryStyle,
  textCell,
} from './ImportPreview.css';

export interface ImportPreviewOption {
  text: string;
  correct: boolean;
}

/** One row of an import as it will be saved, with what keeps it from being saved in plain words. */
export interface ImportPreviewRow {
  /** The row's number in the teacher's file, so they can find it there. */
  rowNumber: number;
  question: string;
  /** A normal question's answer; empty for a multiple-choice one, whose options say it. */
  answer: string;
  /** 'Normal', 'Bonus' or 'Punishment'. */
  typeLabel: string;
  options: readonly ImportPreviewOption[];
  /** Each worded as 'answer: The answer is missing.'; empty when the row is ready. */
  problems: readonly string[];
}

export interface ImportPreviewProps extends HTMLAttributes<HTMLDivElement> {
  rows: readonly ImportPreviewRow[];
  /** Called with a row's number when the teacher asks to correct it; without it rows offer no fix. */
  onFixRow?: (rowNumber: number) => void;
}

function countLabel(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** The words above the table, also announced when they change: how many rows are ready and how many are not. */
export function importPreviewSummary(rows: readonly ImportPreviewRow[]): string {
  const withProblems = rows.filter((row) => row.problems.length > 0).length;
  const ready = countLabel(rows.length - withProblems, 'question ready', 'questions ready');
  return withProblems === 0
    ? `${ready} to save.`
    : `${ready}, ${countLabel(withProblems, 'row needs', 'rows need')} fixing before anything is saved.`;
}

function Answer({ row }: { row: ImportPreviewRow }) {
  if (row.options.length === 0) return <>{row.answer}</>;
  return (
    <ul className={optionList}>
      {row.options.map((option, index) => (
        <li key={index} className={option.correct ? correctOption : undefined}>
          {option.text}
          {option.correct ? (
            <>
              <span aria-hidden="true"> ✓</span>
              <VisuallyHidden> (correct)</VisuallyHidden>
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * The rows of a spreadsheet or pasted list before they are saved: each question with its answer or options,
 * the rows with problems highlighted and their problems listed, and a count of both above them.
 */
export const ImportPreview = forwardRef<HTMLDivElement, ImportPreviewProps>(function ImportPreview(
  { rows, onFixRow, className, ...rest },
  ref,
) {
  return (
    <div ref={ref} className={cx(root, className)} {...rest}>
      <p className={summaryStyle} role="status">
        {importPreviewSummary(rows)}
      </p>
      <Table.Root>
        <VisuallyHidden asChild>
          <Table.Caption>Questions to import</Table.Caption>
        </VisuallyHidden>
        <Table.Head>
          <Table.Row>
            <Table.HeaderCell numeric>Row</Table.HeaderCell>
            <Table.HeaderCell>Question</Table.HeaderCell>
            <Table.HeaderCell>Answer</Table.HeaderCell>
            <Table.HeaderCell>Type</Table.HeaderCell>
            <Table.HeaderCell>Status</Table.HeaderCell>
          </Table.Row>
        </Table.Head>
        <Table.Body>
          {rows.map((row) => {
            const ready = row.problems.length === 0;
            return (
              <Table.Row
                key={row.rowNumber}
                className={ready ? undefined : problemRow}
                data-state={ready ? 'ready' : 'problem'}
              >
                <Table.Cell numeric>{row.rowNumber}</Table.Cell>
                <Table.Cell className={textCell}>{row.question}</Table.Cell>
                <Table.Cell className={textCell}>
                  <Answer row={row} />
                </Table.Cell>
                <Table.Cell>{row.typeLabel}</Table.Cell>
                <Table.Cell>
                  {ready ? (
                    <Badge tone="success">Ready</Badge>
                  ) : (
                    <>
                      <ul className={problemList}>
                        {row.problems.map((problem) => (
                          <li key={problem}>{problem}</li>
                        ))}
                      </ul>
                      {onFixRow ? (
                        <Button size="sm" variant="secondary" onClick={() => onFixRow(row.rowNumber)}>
                          Fix
                          <VisuallyHidden>{` row ${row.rowNumber}`}</VisuallyHidden>
                        </Button>
                      ) : null}
                    </>
                  )}
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </div>
  );
});
