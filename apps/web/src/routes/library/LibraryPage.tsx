import type { QuestionSetGrade, QuestionSetSetting } from '@quizcoop/api';
import { QUESTION_SET_GRADES, QUESTION_SET_SETTINGS } from '@quizcoop/api';
import { usePublicQuestionSets, useStarredSetIds, useSubscription, useToggleStar } from '@quizcoop/api/react';
import { Button, Select, Spinner, TextField, buttonClassName, sprinkles, toast } from '@quizcoop/ui';
import { useDeferredValue, useId, useState } from 'react';
import { Link } from 'react-router';
import {
  QuestionSetCard,
  gradeLabel,
  questionSetListClass,
  questionSetListStyle,
} from '../../library/QuestionSetCard';
import { QuestionSetPreviewDialog } from '../../library/QuestionSetPreviewDialog';
import { StarToggleButton } from '../../library/StarToggleButton';
import { useErrorToast } from '../../library/useErrorToast';

/** Radix Select items need a non-empty value, so "no filter" has one of its own. */
const ANY = 'any';

function resultsText(count: number): string {
  return count === 1 ? '1 question set' : `${count} question sets`;
}

/** /library and /public-library: browse, search and filter the public sets, star them and preview their questions. */
export function LibraryPage() {
  const [search, setSearch] = useState('');
  const [grade, setGrade] = useState<QuestionSetGrade | typeof ANY>(ANY);
  const [setting, setSetting] = useState<QuestionSetSetting | typeof ANY>(ANY);
  const [previewSetId, setPreviewSetId] = useState<string | null>(null);
  const deferredSearch = useDeferredValue(search.trim());
  const gradeId = useId();
  const settingId = useId();

  const library = usePublicQuestionSets({
    ...(deferredSearch ? { search: deferredSearch } : {}),
    ...(grade !== ANY ? { grade } : {}),
    ...(setting !== ANY ? { setting } : {}),
  });
  const { starredIds } = useStarredSetIds();
  const { toggleStar, pendingSetId } = useToggleStar({ onSignInRequired: (message) => toast.error(message) });
  const { isPremium } = useSubscription();
  useErrorToast(library.error);

  return (
    <main className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg', padding: 'lg' })}>
      <div className={sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'md', alignItems: 'center' })}>
        <h1>Question Library</h1>
        <Link to="/questions" className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
          My Question Sets
        </Link>
        <Link to="/assign-question-sets" className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
          Assign Sets to Players
        </Link>
      </div>

      <form
        role="search"
        aria-label="Find question sets"
        onSubmit={(event) => event.preventDefault()}
        className={sprinkles({ display: 'grid', gridColumns: { mobile: 1, medium: 3 }, gap: 'md' })}
      >
        <TextField
          label="Search by name"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <div>
          <label htmlFor={gradeId}>Grade</label>
          <Select.Root
            value={grade}
            onValueChange={(value) => setGrade(value as QuestionSetGrade | typeof ANY)}
          >
            <Select.Trigger id={gradeId} />
            <Select.Content>
              <Select.Item value={ANY}>All grades</Select.Item>
              {QUESTION_SET_GRADES.map((value) => (
                <Select.Item key={value} value={value}>
                  {gradeLabel(value)}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        </div>
        <div>
          <label htmlFor={settingId}>Setting</label>
          <Select.Root
            value={setting}
            onValueChange={(value) => setSetting(value as QuestionSetSetting | typeof ANY)}
          >
            <Select.Trigger id={settingId} />
            <Select.Content>
              <Select.Item value={ANY}>All settings</Select.Item>
              {QUESTION_SET_SETTINGS.map((value) => (
                <Select.Item key={value} value={value}>
                  {value}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        </div>
      </form>

      <p role="status">{library.isLoading ? '' : resultsText(library.questionSets.length)}</p>
      {library.isLoading ? (
        <Spinner label="Loading question sets..." />
      ) : (
        <ul className={questionSetListClass} style={questionSetListStyle} aria-label="Public question sets">
          {library.questionSets.map((set) => (
            <QuestionSetCard key={set.id} set={set}>
              <StarToggleButton
                setName={set.game_name}
                starred={starredIds.has(set.id)}
                busy={pendingSetId === set.id}
                onToggle={() => toggleStar(set.id)}
              />
              <Button
                type="button"
                variant="ghost"
                size="sm"
                aria-label={`Preview ${set.game_name}`}
                onClick={() => setPreviewSetId(set.id)}
              >
                Preview
              </Button>
            </QuestionSetCard>
          ))}
        </ul>
      )}
      <QuestionSetPreviewDialog
        setId={previewSetId}
        isPremium={isPremium}
        onClose={() => setPreviewSetId(null)}
      />
    </main>
  );
}
