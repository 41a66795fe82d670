import type { QuestionSetDraft } from '@quizcoop/api';
import { useQuestionSetEditor } from '@quizcoop/api/react';
import { buttonClassName, sprinkles } from '@quizcoop/ui';
import { toast } from '../../app/siteToasts';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { QuestionSetForm } from '../../library/QuestionSetForm';
import { newQuestionSetDraft } from '../../library/setLanguageChoices';

/** /questions/new: a new set of the teacher's; its questions are added next. */
export function NewQuestionSetPage() {
  const { createQuestionSet } = useQuestionSetEditor();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [initial] = useState(() => newQuestionSetDraft(navigator.languages));

  const create = async (draft: QuestionSetDraft) => {
    setBusy(true);
    setError(null);
    try {
      const setId = await createQuestionSet(draft);
      toast.success('Question set created');
      await navigate(`/questions/${setId}/add`);
    } catch (refusal) {
      setError((refusal as Error).message);
      setBusy(false);
    }
  };

  return (
    <main
      className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg', padding: 'lg' })}
      style={{ maxWidth: '48rem', marginInline: 'auto', width: '100%' }}
    >
      <div className={sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'md', alignItems: 'center' })}>
        <h1>New Question Set</h1>
        <Link to="/questions" className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
          My Question Sets
        </Link>
      </div>
      <QuestionSetForm
        initial={initial}
        submitLabel="Create Question Set"
        busy={busy}
        error={error}
        onSubmit={(draft) => void create(draft)}
      />
    </main>
  );
}
