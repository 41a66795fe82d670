import type { LibraryQuestion } from '@quizcoop/api';
import { Badge, Button, sprinkles } from '@quizcoop/ui';

export interface QuestionListProps {
  questions: readonly LibraryQuestion[];
  /** Offers a delete button per question when given. */
  onDelete?: (question: LibraryQuestion, number: number) => void;
  busyQuestionId?: string | null;
}

/** The questions of an author's set, numbered, each with its answer. */
export function QuestionList({ questions, onDelete, busyQuestionId = null }: QuestionListProps) {
  if (questions.length === 0) return <p>This set has no questions yet.</p>;
  return (
    <ol aria-label="Questions" className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm' })}>
      {questions.map((question, index) => (
        <li key={question.id}>
          <div className={sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'sm', alignItems: 'center' })}>
            <span>{question.question}</span>
            {question.question_type === 'multiple_choice' && <Badge tone="neutral">Multiple choice</Badge>}
            {question.type !== 'normal' && (
              <Badge tone="accent">{question.type === 'bonus' ? 'Bonus' : 'Punishment'}</Badge>
            )}
            {question.is_premium && <Badge tone="premium">Premium</Badge>}
            {onDelete && (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                busy={busyQuestionId === question.id}
                aria-label={`Delete question ${index + 1}`}
                onClick={() => onDelete(question, index + 1)}
              >
                Delete
              </Button>
            )}
          </div>
          <p>
            <strong>Answer:</strong> {question.answer}
          </p>
        </li>
      ))}
    </ol>
  );
}
