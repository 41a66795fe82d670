import type { LibraryQuestion } from '@quizcoop/api';
import { useQuestionSetPreview } from '@quizcoop/api/react';
import { Alert, Badge, Dialog, Notice, Spinner, sprinkles } from '@quizcoop/ui';
import { Link } from 'react-router';
import { questionCountText } from './QuestionSetCard';

export interface QuestionSetPreviewDialogProps {
  /** The set to preview; null keeps the dialog closed. */
  setId: string | null;
  isPremium: boolean;
  onClose: () => void;
}

const TYPE_LABELS: Record<LibraryQuestion['type'], string | null> = {
  normal: null,
  bonus: 'Bonus',
  punishment: 'Punishment',
};

function PreviewQuestion({ question }: { question: LibraryQuestion }) {
  const typeLabel = TYPE_LABELS[question.type];
  return (
    <li>
      <p>
        {question.question} {typeLabel && <Badge tone="accent">{typeLabel}</Badge>}{' '}
        {question.is_premium && <Badge tone="premium">Premium</Badge>}
      </p>
      {question.media_url && question.media_alt && (
        <img
          src={question.media_url}
          alt={question.media_alt}
          style={{ maxWidth: '10rem', maxHeight: '8rem' }}
        />
      )}
      {question.question_type === 'multiple_choice' ? (
        <ul aria-label="Answer options">
          {question.options.map((option) => (
            <li key={String(option.id)}>
              {option.option_text}
              {option.is_correct && <strong> (correct answer)</strong>}
            </li>
          ))}
        </ul>
      ) : (
        <p>
          <strong>Answer:</strong> {question.answer}
        </p>
      )}
    </li>
  );
}

/** A read-only look at a set's questions, as the library shows it before a teacher stars or assigns it. */
export function QuestionSetPreviewDialog({ setId, isPremium, onClose }: QuestionSetPreviewDialogProps) {
  const preview = useQuestionSetPreview(setId, { isPremium });
  const data = preview.data;
  return (
    <Dialog.Root open={setId !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content size="lg" closeLabel="Close preview">
        <Dialog.Title>{data ? `Preview: ${data.set.game_name}` : 'Question set preview'}</Dialog.Title>
        <Dialog.Description>
          {data ? questionCountText(data.questions.length) : 'The questions of this set, read-only.'}
        </Dialog.Description>
        {preview.isLoading && <Spinner label="Loading questions..." />}
        {preview.error && <Alert title={preview.error.message}>Please try again.</Alert>}
        {data === null && <Alert title="This question set is not available">It may have been removed.</Alert>}
        {data && (
          <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' })}>
            {!isPremium && (
              <Notice title="Premium questions are locked">
                Premium questions in this set are hidden on the free plan and are not shown here.{' '}
                <Link to="/pricing">Upgrade Now</Link> to preview and play them.
              </Notice>
            )}
            <div
              role="region"
              aria-label={`Questions of ${data.set.game_name}`}
              tabIndex={0}
              style={{ maxHeight: '55vh', overflowY: 'auto' }}
            >
              <ol>
                {data.questions.map((question) => (
                  <PreviewQuestion key={question.id} question={question} />
                ))}
              </ol>
            </div>
          </div>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
