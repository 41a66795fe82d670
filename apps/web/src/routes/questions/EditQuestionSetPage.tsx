import type { QuestionSetDraft, QuestionSetGrade, QuestionSetSetting } from '@quizcoop/api';
import { exportQuestionSetCsv } from '@quizcoop/api';
import { useEditableQuestionSet, useFeatureFlags, useQuestionSetEditor } from '@quizcoop/api/react';
import { AlertDialog, Button, buttonClassName, sprinkles } from '@quizcoop/ui';
import { toast } from '../../app/siteToasts';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { CSV_TYPE, downloadFile } from '../../app/downloadFile';
import { QuestionSetForm } from '../../library/QuestionSetForm';
import { LEAVE_WITHOUT_ASKING, UnsavedChangesGuard } from '../../library/UnsavedChangesGuard';
import { EditQuestionsSection } from './EditQuestionsSection';
import { QuestionSetPage, UnavailableQuestionSet } from './QuestionSetPage';

/** The set's name as a file name every system accepts, e.g. "Pond Life: Frogs" becomes pond-life-frogs.csv. */
function setFileName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'question-set'}.csv`;
}

/**
 * /questions/{id}/edit: the author changes a set's details and its questions (edit, reorder, mark premium,
 * delete), or deletes the set. Leaving with unsaved changes asks first.
 */
export function EditQuestionSetPage() {
  const { id = '' } = useParams();
  const editable = useEditableQuestionSet(id);
  const editor = useQuestionSetEditor();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [setFormDirty, setSetFormDirty] = useState(false);
  const [questionsUnsaved, setQuestionsUnsaved] = useState(false);
  const flags = useFeatureFlags();

  const data = editable.data;
  if (editable.isLoading || !data)
    return <UnavailableQuestionSet title="Edit Question Set" editable={editable} />;

  const save = async (draft: QuestionSetDraft) => {
    setBusy(true);
    setError(null);
    try {
      await editor.updateQuestionSet(id, draft);
      toast.success('Question set saved');
    } catch (refusal) {
      setError((refusal as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const removeSet = async () => {
    try {
      await editor.deleteQuestionSet(id);
      toast.success('Question set deleted');
      await navigate('/questions', { state: LEAVE_WITHOUT_ASKING });
    } catch (refusal) {
      toast.error((refusal as Error).message);
    }
  };

  const { set, questions } = data;
  return (
    <QuestionSetPage>
      <div className={sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'md', alignItems: 'center' })}>
        <h1>Edit {set.game_name}</h1>
        <Link to={`/questions/${id}/add`} className={buttonClassName({ size: 'sm' })}>
          Add Questions
        </Link>
        <Link
          to={`/questions/${id}/import`}
          className={buttonClassName({ variant: 'secondary', size: 'sm' })}
        >
          Import questions
        </Link>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={() => downloadFile(exportQuestionSetCsv(questions), setFileName(set.game_name), CSV_TYPE)}
        >
          Export CSV
        </Button>
        <Link to="/questions" className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
          My Question Sets
        </Link>
      </div>
      <QuestionSetForm
        key={set.id}
        initial={{
          game_name: set.game_name,
          description: set.description ?? '',
          intended_grades: set.intended_grades as QuestionSetGrade[],
          intended_settings: set.intended_settings as QuestionSetSetting[],
          is_public: set.is_public,
          question_order: set.question_order,
          language: set.language,
        }}
        submitLabel="Save Changes"
        busy={busy}
        error={error}
        onSubmit={(draft) => void save(draft)}
        onDirtyChange={setSetFormDirty}
      />
      <EditQuestionsSection
        setId={id}
        questions={questions}
        premiumMarking={flags.gateState('premium_question_creation')}
        isPremium={flags.isPremium}
        onUnsavedChange={setQuestionsUnsaved}
      />
      <UnsavedChangesGuard when={setFormDirty || questionsUnsaved} />
      <AlertDialog.Root>
        <AlertDialog.Trigger asChild>
          <Button type="button" variant="danger" style={{ alignSelf: 'flex-start' }}>
            Delete Question Set
          </Button>
        </AlertDialog.Trigger>
        <AlertDialog.Content>
          <AlertDialog.Title>Delete {set.game_name}?</AlertDialog.Title>
          <AlertDialog.Description>
            The set and its {questions.length} questions are removed for good, also for teachers who starred
            it.
          </AlertDialog.Description>
          <AlertDialog.Actions>
            <AlertDialog.Cancel>Keep It</AlertDialog.Cancel>
            <AlertDialog.Action variant="danger" onClick={() => void removeSet()}>
              Delete
            </AlertDialog.Action>
          </AlertDialog.Actions>
        </AlertDialog.Content>
      </AlertDialog.Root>
    </QuestionSetPage>
  );
}
