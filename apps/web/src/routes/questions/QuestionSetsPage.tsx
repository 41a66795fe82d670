import type { QuestionSetSummary } from '@quizcoop/api';
import { usePlayableQuestionSets, useSession, useToggleStar } from '@quizcoop/api/react';
import { Button, Skeleton, Spinner, buttonClassName, sprinkles } from '@quizcoop/ui';
import { toast } from '../../app/siteToasts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { QuestionSetCard, questionSetListClass, questionSetListStyle } from '../../library/QuestionSetCard';
import { useLibraryDialogs } from '../../library/lazyLibraryDialogs';
import { StarToggleButton } from '../../library/StarToggleButton';
import { useErrorToast } from '../../library/useErrorToast';

interface SetSectionProps {
  title: string;
  empty: string;
  /** Shown in the list's place while the sets are loading; the heading stays, so the page keeps its shape. */
  loading?: ReactNode;
  questionSets: readonly QuestionSetSummary[];
  renderActions?: (set: QuestionSetSummary) => ReactNode;
}

function SetSection({ title, empty, loading, questionSets, renderActions }: SetSectionProps) {
  return (
    <section
      aria-label={title}
      className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' })}
    >
      <h2>{title}</h2>
      {loading ? (
        loading
      ) : questionSets.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <ul className={questionSetListClass} style={questionSetListStyle}>
          {questionSets.map((set) => (
            <QuestionSetCard key={set.id} set={set} headingLevel={3}>
              {renderActions?.(set)}
            </QuestionSetCard>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /questions: the teacher's own sets and the sets they starred, which are what the game offers. */
export function QuestionSetsPage() {
  const { session } = useSession();
  const { questionSets, isLoading, error } = usePlayableQuestionSets();
  const { toggleStar, pendingSetId } = useToggleStar({ onSignInRequired: (message) => toast.error(message) });
  useErrorToast(error);
  const userId = session?.user.id;
  const own = questionSets.filter((set) => set.created_by === userId);
  const starred = questionSets.filter((set) => set.created_by !== userId);
  const libraryDialogs = useLibraryDialogs();
  const previewButton = (set: QuestionSetSummary) => (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      aria-label={`Preview ${set.game_name}`}
      onClick={() => libraryDialogs.openPreview(set.id)}
    >
      Preview
    </Button>
  );

  return (
    <main className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg', padding: 'lg' })}>
      <div className={sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'md', alignItems: 'center' })}>
        <h1>My Question Sets</h1>
        <Link to="/questions/new" className={buttonClassName({ size: 'sm' })}>
          Create Question Set
        </Link>
        <Link to="/library" className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
          Browse the Library
        </Link>
        <Link to="/assign-question-sets" className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
          Assign Sets to Players
        </Link>
        <Link to="/game" className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
          Back to Game
        </Link>
      </div>
      <SetSection
        title="Your question sets"
        empty="You have not created a question set yet."
        loading={isLoading && <Spinner label="Loading question sets..." />}
        questionSets={own}
        renderActions={(set) => (
          <>
            <Link
              to={`/questions/${set.id}/edit`}
              aria-label={`Edit ${set.game_name}`}
              className={buttonClassName({ variant: 'secondary', size: 'sm' })}
            >
              Edit
            </Link>
            <Link
              to={`/questions/${set.id}/add`}
              aria-label={`Add questions to ${set.game_name}`}
              className={buttonClassName({ variant: 'secondary', size: 'sm' })}
            >
              Add Questions
            </Link>
            {previewButton(set)}
          </>
        )}
      />
      <SetSection
        title="Starred question sets"
        empty="No starred question sets yet. Star sets in the library to play them."
        loading={isLoading && <Skeleton width="12rem" />}
        questionSets={starred}
        renderActions={(set) => (
          <>
            <StarToggleButton
              setName={set.game_name}
              starred
              busy={pendingSetId === set.id}
              onToggle={() => toggleStar(set.id)}
            />
            {previewButton(set)}
          </>
        )}
      />
      {libraryDialogs.dialogs}
    </main>
  );
}
