import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import type { RenderLink } from '../../../internal/link';
import { renderAnchor } from '../../../internal/link';
import { Table } from '../../Table/Table';
import { edit, empty, question as questionStyle } from './HardestQuestionsTable.css';

/** A question across the teacher's games, worded by the screen. */
export interface HardestQuestionView {
  key: string;
  /** The question as it was last asked. */
  question: string;
  asked: number;
  answeredRight: number;
  /** The share answered right, e.g. '25%'. */
  rightLabel: string;
  /** The question's editor when it is the teacher's own to edit; null otherwise. */
  editHref: string | null;
}

export interface HardestQuestionsTableProps {
  /** Hardest first. */
  questions: readonly HardestQuestionView[];
  /** The id of the heading that names the table. */
  labelledBy: string;
  /** The app's router link; plain anchors without it. */
  renderLink?: RenderLink;
}

/**
 * The questions the class found hardest across the teacher's games, the least often answered right first, with
 * a way to the editor for the teacher's own questions: the next lesson can start with them.
 */
export function HardestQuestionsTable({
  questions,
  labelledBy,
  renderLink = renderAnchor,
}: HardestQuestionsTableProps) {
  if (questions.length === 0) {
    return <p className={empty}>No question has been answered in a kept game yet.</p>;
  }
  return (
    <Table.Root aria-labelledby={labelledBy}>
      <Table.Head>
        <Table.Row>
          <Table.HeaderCell>Question</Table.HeaderCell>
          <Table.HeaderCell numeric>Asked</Table.HeaderCell>
          <Table.HeaderCell numeric>Answered right</Table.HeaderCell>
        </Table.Row>
      </Table.Head>
      <Table.Body>
        {questions.map((entry) => (
          <Table.Row key={entry.key}>
            <Table.Cell className={questionStyle}>
              {entry.question}
              {entry.editHref
                ? renderLink({
                    href: entry.editHref,
                    className: edit,
                    children: (
                      <>
                        Edit<VisuallyHidden>{` “${entry.question}”`}</VisuallyHidden>
                      </>
                    ),
                  })
                : null}
            </Table.Cell>
            <Table.Cell numeric>{entry.asked}</Table.Cell>
            <Table.Cell numeric>
              {entry.answeredRight} ({entry.rightLabel})
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
