import type { FeatureGateState, LibraryQuestion } from '@quizcoop/api';
import type { SavedQuestionDraft } from '@quizcoop/api/editing';
import { useQuestionEditor } from '@quizcoop/api/editing';
import { AlertDialog, sprinkles } from '@quizcoop/ui';
import { toast } from '../../app/siteToasts';
import { useEffect, useState } from 'react';
import { FeatureGateView } from '../../app/FeatureGate';
import { EditableQuestionList } from '../../library/EditableQuestionList';
import { QuestionBulkBar } from '../../library/QuestionBulkBar';
import { QuestionForm, savedQuestionDraft } from '../../library/QuestionForm';
import { usePendingQuestionDeletes } from '../../library/usePendingQuestionDeletes';
import { useQuestionOrder } from '../../library/useQuestionOrder';

export interface EditQuestionsSectionProps {
  setId: string;
  questions: readonly LibraryQuestion[];
  /** Whether the premium_question_creation flag lets this author mark questions premium. */
  premiumMarking: FeatureGateState;
  isPremium: boolean;
  /** Told whether an open question editor holds changes, or a delete still waits, so leaving can ask first. */
  onUnsavedChange: (unsaved: boolean) => void;
}

/** The questions of the set being edited: edit, reorder, select several, mark premium and delete. */
export function EditQuestionsSection({
  setId,
  questions,
  premiumMarking,
  isPremium,
  onUnsavedChange,
}: EditQuestionsSectionProps) {
  const canMarkPremium = premiumMarking === 'on';
  const editor = useQuestionEditor();
  const { hiddenIds, waiting, deleteWithUndo } = usePendingQuestionDeletes(editor.deleteQuestions);
  const order = useQuestionOrder(questions, hiddenIds, (ids) => editor.reorderQuestions(setId, ids));
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(() => new Set());
  const [editingId, setEditingId] = useState<string | null>(null);
  const [editorDirty, setEditorDirty] = useState(false);
  const [savingId, setSavingId] = useState<string | null>(null);
  const [bulkBusy, setBulkBusy] = useState(false);
  const [confirming, setConfirming] = useState<{ question: LibraryQuestion; number: number } | null>(null);

  const visible = order.ordered;
  const selectedVisible = visible.filter((question) => selectedIds.has(question.id)).map(({ id }) => id);

  useEffect(() => onUnsavedChange(editorDirty || waiting), [editorDirty, waiting, onUnsavedChange]);

  const select = (ids: readonly string[], selected: boolean) =>
    setSelectedIds((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (selected) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  const save = async (questionId: string, draft: SavedQuestionDraft): Promise<string | null> => {
    setSavingId(questionId);
    try {
      await editor.updateQuestion(questionId, draft);
      toast.success('Question saved');
      setEditingId(null);
      return null;
    } catch (refusal) {
      return (refusal as Error).message;
    } finally {
      setSavingId(null);
    }
  };

  const remove = (ids: readonly string[], message: string) => {
    select(ids, false);
    if (editingId && ids.includes(editingId)) setEditingId(null);
    deleteWithUndo(ids, message);
  };

  const markPremium = async (isPremium: boolean) => {
    setBulkBusy(true);
    try {
      await editor.setQuestionsPremium(selectedVisible, isPremium);
      const count = selectedVisible.length;
      toast.success(
        `${count === 1 ? '1 question' : `${count} questions`} marked ${isPremium ? 'premium' : 'not premium'}`,
      );
    } catch (refusal) {
      toast.error((refusal as Error).message);
    } finally {
      setBulkBusy(false);
    }
  };

  return (
    <section
      aria-labelledby="questions-heading"
      className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' })}
    >
      <h2 id="questions-heading">Questions ({visible.length})</h2>
      <FeatureGateView
        flag="premium_question_creation"
        context="question-editor"
        state={premiumMarking}
        isPremium={isPremium}
        premiumNote="Upgrade to mark questions as premium."
        unavailableNote="Marking questions as premium is switched off for now."
      >
        {null}
      </FeatureGateView>
      <QuestionBulkBar
        questionCount={visible.length}
        selectedCount={selectedVisible.length}
        onSelectAll={(selected) =>
          selected
            ? select(
                visible.map(({ id }) => id),
                true,
              )
            : setSelectedIds(new Set())
        }
        canMarkPremium={canMarkPremium}
        onMarkPremium={(isPremium) => void markPremium(isPremium)}
        onDelete={() =>
          remove(
            selectedVisible,
            selectedVisible.length === 1
              ? '1 question deleted'
              : `${selectedVisible.length} questions deleted`,
          )
        }
        busy={bulkBusy}
      />
      <EditableQuestionList
        questions={visible}
        selectedIds={selectedIds}
        onSelectedChange={(id, selected) => select([id], selected)}
        editingId={editingId}
        onEdit={setEditingId}
        renderEditor={(question, number) => (
          <section aria-label={`Edit question ${number}`}>
            <QuestionForm
              key={question.id}
              initial={savedQuestionDraft(question)}
              busy={savingId === question.id}
              submitLabel="Save Question"
              busyLabel="Saving..."
              refusalTitle="The question was not saved"
              canMarkPremium={canMarkPremium}
              onSubmit={(draft) => save(question.id, draft)}
              onDirtyChange={setEditorDirty}
              onCancel={() => setEditingId(null)}
              savedPictureSrc={question.media_url}
            />
          </section>
        )}
        onMove={order.move}
        onDelete={(question, number) => setConfirming({ question, number })}
        announcement={order.announcement}
      />
      <AlertDialog.Root open={confirming !== null} onOpenChange={(open) => !open && setConfirming(null)}>
        <AlertDialog.Content tone="danger">
          <AlertDialog.Title>Delete question {confirming?.number}?</AlertDialog.Title>
          <AlertDialog.Description>
            “{confirming?.question.question}” is removed from this set. You can undo this for a few seconds.
          </AlertDialog.Description>
          <AlertDialog.Actions>
            <AlertDialog.Cancel>Keep It</AlertDialog.Cancel>
            <AlertDialog.Action
              variant="danger"
              onClick={() =>
                confirming && remove([confirming.question.id], `Question ${confirming.number} deleted`)
              }
            >
              Delete
            </AlertDialog.Action>
          </AlertDialog.Actions>
        </AlertDialog.Content>
      </AlertDialog.Root>
    </section>
  );
}
