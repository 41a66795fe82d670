import type { QuestionSetSummary } from '@quizcoop/api';
import { useFeatureFlags, useQuestionSetPreview, useSession } from '@quizcoop/api/react';
import { Alert, Button, Dialog, Spinner, sprinkles } from '@quizcoop/ui';
import { usePreviewOpenedAnalytics } from '../app/discoveryAnalytics';
import { questionCountText } from './QuestionSetCard';
import { QuestionSetPreviewList } from './QuestionSetPreviewList';

export interface QuestionSetPreviewDialogProps {
  /** The set to preview; null keeps the dialog closed. */
  setId: string | null;
  onClose: () => void;
  /** Offers 'Copy Question Set' for a set of someone else's. */
  onCopy?: (set: QuestionSetSummary) => void;
}

/** A read-only look at a set's questions, as the game's cards show them, from the library or the teacher's sets. */
export function QuestionSetPreviewDialog({ setId, onClose, onCopy }: QuestionSetPreviewDialogProps) {
  const flags = useFeatureFlags();
  const { isPremium } = flags;
  const preview = useQuestionSetPreview(setId, { isPremium });
  const userId = useSession().session?.user.id ?? null;
  const data = preview.data;
  usePreviewOpenedAnalytics(setId, isPremium);
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
            {onCopy && data.set.created_by !== userId && (
              <div>
                <Button type="button" variant="secondary" size="sm" onClick={() => onCopy(data.set)}>
                  Copy Question Set
                </Button>
              </div>
            )}
            <div
              role="region"
              aria-label={`Questions of ${data.set.game_name}`}
              tabIndex={0}
              style={{ maxHeight: '55vh', overflowY: 'auto' }}
            >
              <QuestionSetPreviewList
                preview={data}
                premiumQuestions={flags.gateState('premium_questions_access')}
                isPremium={isPremium}
                userId={userId}
              />
            </div>
          </div>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
