import type { QuestionDraft } from '@quizcoop/api';
import { useEditableQuestionSet, useQuestionSetEditor } from '@quizcoop/api/react';
import { buttonClassName, sprinkles } from '@quizcoop/ui';
import { toast } from '../../app/siteToasts';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { QuestionForm, emptyQuestion } from '../../library/QuestionForm';
import { QuestionList } from '../../library/QuestionList';
import { QuestionSetPage, UnavailableQuestionSet } from './QuestionSetPage';

/** /questions/{id}/add: the author adds normal and multiple-choice questions to their set, one after another. */
export function AddQuestionsPage() {
  const { id = '' } = useParams();
  const editable = useEditableQuestionSet(id);
  const { addQuestion } = useQuestionSetEditor();
  const [busy, setBusy] = useState(false);

  const data = editable.data;
  if (editable.isLoading || !data)
    return <UnavailableQuestionSet title="Add Questions" editable={editable} />;

  const add = async (draft: QuestionDraft): Promise<string | null> => {
    setBusy(true);
    try {
      await addQuestion(id, draft);
      toast.success('Question added');
      return null;
    } catch (refusal) {
      return (refusal as Error).message;
    } finally {
      setBusy(false);
    }
  };

  return (
    <QuestionSetPage>
      <div className={sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'md', alignItems: 'center' })}>
        <h1>Add Questions to {data.set.game_name}</h1>
        <Link to={`/questions/${id}/edit`} className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
          Edit Set
        </Link>
        <Link to="/questions" className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
          Done
        </Link>
      </div>
      <QuestionForm
        initial={emptyQuestion()}
        busy={busy}
        submitLabel="Add Question"
        busyLabel="Adding..."
        refusalTitle="The question was not added"
        emptyAfterSave
        onSubmit={add}
      />
      <section
        aria-labelledby="questions-heading"
        className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' })}
      >
        <h2 id="questions-heading">Questions in this set ({data.questions.length})</h2>
        <QuestionList questions={data.questions} />
      </section>
    </QuestionSetPage>
  );
}
