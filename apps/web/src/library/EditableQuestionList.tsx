import type { LibraryQuestion } from '@quizcoop/api';
import { Badge, Button, Checkbox, VisuallyHidden, sprinkles } from '@quizcoop/ui';
import type { DragEvent, ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';

export interface EditableQuestionListProps {
  /** The questions in their order. */
  questions: readonly LibraryQuestion[];
  selectedIds: ReadonlySet<string>;
  onSelectedChange: (questionId: string, selected: boolean) => void;
  /** The question whose editor is open, if any. */
  editingId: string | null;
  onEdit: (questionId: string) => void;
  /** The editor of the open question, shown in its place in the list. */
  renderEditor: (question: LibraryQuestion, number: number) => ReactNode;
  onMove: (questionId: string, toIndex: number) => void;
  onDelete: (question: LibraryQuestion, number: number) => void;
  /** Read out after a move, such as 'Question 3 moved to position 2'. */
  announcement: string;
}

type Direction = 'up' | 'down';

const rowClass = sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'sm', alignItems: 'center' });

/**
 * An author's questions to work on: select, edit in place, move (by dragging, or with Move up and Move down,
 * where the focus stays on the moved question), and delete.
 */
export function EditableQuestionList({
  questions,
  selectedIds,
  onSelectedChange,
  editingId,
  onEdit,
  renderEditor,
  onMove,
  onDelete,
  announcement,
}: EditableQuestionListProps) {
  const moveButtons = useRef(new Map<string, HTMLButtonElement>());
  const focusAfterMove = useRef<{ id: string; direction: Direction } | null>(null);
  const [draggedId, setDraggedId] = useState<string | null>(null);

  // Runs once the moved list is on screen, with the buttons of the question in its new place.
  useEffect(() => {
    if (!focusAfterMove.current) return;
    const { id, direction } = focusAfterMove.current;
    focusAfterMove.current = null;
    const other = direction === 'up' ? 'down' : 'up';
    const same = moveButtons.current.get(`${id}:${direction}`);
    // At the top or bottom the pressed button turns off; its partner keeps the focus on the same question.
    const target = same && !same.disabled ? same : moveButtons.current.get(`${id}:${other}`);
    target?.focus();
  }, [questions]);

  const moveButtonRef = (id: string, direction: Direction) => (button: HTMLButtonElement | null) => {
    if (button) moveButtons.current.set(`${id}:${direction}`, button);
    else moveButtons.current.delete(`${id}:${direction}`);
  };

  const moveBy = (id: string, index: number, direction: Direction) => {
    focusAfterMove.current = { id, direction };
    onMove(id, direction === 'up' ? index - 1 : index + 1);
  };

  const dropOn = (event: DragEvent, index: number) => {
    event.preventDefault();
    if (draggedId) onMove(draggedId, index);
    setDraggedId(null);
  };

  if (questions.length === 0) return <p>This set has no questions yet.</p>;
  return (
    <>
      <VisuallyHidden>
        <p aria-live="polite">{announcement}</p>
      </VisuallyHidden>
      <ol
        aria-label="Questions"
        className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' })}
      >
        {questions.map((question, index) => {
          const number = index + 1;
          const editing = editingId === question.id;
          return (
            <li
              key={question.id}
              draggable={!editing}
              data-dragging={draggedId === question.id || undefined}
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', question.id);
                setDraggedId(question.id);
              }}
              onDragEnd={() => setDraggedId(null)}
              onDragOver={(event) => {
                if (draggedId) event.preventDefault();
              }}
              onDrop={(event) => dropOn(event, index)}
            >
              <div className={rowClass}>
                <Checkbox
                  label={<VisuallyHidden>Select question {number}</VisuallyHidden>}
                  checked={selectedIds.has(question.id)}
                  onCheckedChange={(checked) => onSelectedChange(question.id, checked === true)}
                />
                <span>{question.question}</span>
                {question.question_type === 'multiple_choice' && (
                  <Badge tone="neutral">Multiple choice</Badge>
                )}
                {question.type !== 'normal' && (
                  <Badge tone="accent">{question.type === 'bonus' ? 'Bonus' : 'Punishment'}</Badge>
                )}
                {question.is_premium && <Badge tone="premium">Premium</Badge>}
              </div>
              <p>
                <strong>Answer:</strong> {question.answer}
              </p>
              <div className={rowClass}>
                <Button
                  type="button"
                  variant="secondary"
                  size="sm"
                  aria-label={`Edit question ${number}`}
                  aria-expanded={editing}
                  disabled={editing}
                  onClick={() => onEdit(question.id)}
                >
                  Edit
                </Button>
                <Button
                  ref={moveButtonRef(question.id, 'up')}
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-label={`Move question ${number} up`}
                  disabled={index === 0}
                  onClick={() => moveBy(question.id, index, 'up')}
                >
                  Move up
                </Button>
                <Button
                  ref={moveButtonRef(question.id, 'down')}
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-label={`Move question ${number} down`}
                  disabled={index === questions.length - 1}
                  onClick={() => moveBy(question.id, index, 'down')}
                >
                  Move down
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-label={`Delete question ${number}`}
                  onClick={() => onDelete(question, number)}
                >
                  Delete
                </Button>
              </div>
              {editing && renderEditor(question, number)}
            </li>
          );
        })}
      </ol>
    </>
  );
}
