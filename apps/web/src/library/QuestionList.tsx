import type { LibraryQuestion } from '@quizcoop/api';
import { Badge, sprinkles } from '@quizcoop/ui';

export interface QuestionListProps {
  questions: readonly LibraryQuestion[];
}

/** The questions of an author's set, numbered, each with its answer. */
export function QuestionList({ questions }: QuestionListProps) {
  if (questions.length === 0) return <p>This set has no questions yet.</p>;
  return (
    <ol aria-label="Questions" className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm' })}>
      {questions.map((question) => (
        <li key={question.id}>
          <div className={sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'sm', alignItems: 'center' })}>
            <span>{question.question}</span>
            {question.question_type === 'multiple_choice' && <Badge tone="neutral">Multiple choice</Badge>}
            {question.type !== 'normal' && (
              <Badge tone="accent">{question.type === 'bonus' ? 'Bonus' : 'Punishment'}</Badge>
            )}
            {question.is_premium && <Badge tone="premium">Premium</Badge>}
          </div>
          <p>
            <strong>Answer:</strong> {question.answer}
          </p>
        </li>
      ))}
    </ol>
  );
}
