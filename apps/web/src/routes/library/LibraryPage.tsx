import type { QuestionSetGrade, QuestionSetSetting } from '@quizcoop/api';
import { QUESTION_SET_GRADES, QUESTION_SET_SETTINGS } from '@quizcoop/api';
import { usePublicQuestionSets, useStarredSetIds, useToggleStar } from '@quizcoop/api/react';
import { Button, ControlGroup, TextField, buttonClassName, sprinkles } from '@quizcoop/ui';
import { toast } from '../../app/siteToasts';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import {
  QuestionSetCard,
  gradeLabel,
  QuestionSetListPlaceholder,
  questionSetListClass,
  questionSetListStyle,
} from '../../library/QuestionSetCard';
import type { Choice } from '../../library/ChoiceSelect';
import { PageDataBoundary } from '../../app/PageDataBoundary';
import { useIsHydrated } from '../../app/useIsHydrated';
import { ChoiceSelect } from '../../library/ChoiceSelect';
import { useLibraryDialogs } from '../../library/lazyLibraryDialogs';
import { StarToggleButton } from '../../library/StarToggleButton';
import { useErrorToast } from '../../library/useErrorToast';
import { SET_LANGUAGE_CHOICES } from '../../library/setLanguageChoices';
import { ANY, publicLibraryFilters } from '../../library/libraryFilters';

const gradeChoices: Choice<QuestionSetGrade | typeof ANY>[] = [
  { value: ANY, label: 'All grades' },
  ...QUESTION_SET_GRADES.map((value) => ({ value, label: gradeLabel(value) })),
];
const settingChoices: Choice<QuestionSetSetting | typeof ANY>[] = [
  { value: ANY, label: 'All settings' },
  ...QUESTION_SET_SETTINGS.map((value) => ({ value, label: value })),
];
const languageChoices: Choice<string>[] = [{ value: ANY, label: 'All languages' }, ...SET_LANGUAGE_CHOICES];

function resultsText(count: number): string {
  return count === 1 ? '1 question set' : `${count} question sets`;
}

// Enough outlines to fill a screen, so the footer is out of sight before the cards arrive.
const LOADING_CARDS = 4;

// The server draws the cards of the first screen (a row on a wide one); the rest follow once the app has taken
// the page over, as a transition, so the takeover has less to match and the browser answers the teacher sooner.
const CARDS_BEFORE_TAKEOVER = 2;

/**
 * /library and /public-library: browse, search and filter the public sets, star them, preview their questions
 * and copy them.
 */
export function LibraryPage() {
  return (
    <PageDataBoundary>
      <Library />
    </PageDataBoundary>
  );
}

function Library() {
  const hydrated = useIsHydrated();
  const [search, setSearch] = useState('');
  const [grade, setGrade] = useState<QuestionSetGrade | typeof ANY>(ANY);
  const [setting, setSetting] = useState<QuestionSetSetting | typeof ANY>(ANY);
  const [language, setLanguage] = useState<string>(ANY);
  const libraryDialogs = useLibraryDialogs();
  const deferredSearch = useDeferredValue(search.trim());

  const library = usePublicQuestionSets(
    publicLibraryFilters({ search: deferredSearch, grade, setting, language }),
  );
  const stars = useStarredSetIds();
  const { toggleStar, pendingSetId } = useToggleStar({ onSignInRequired: (message) => toast.error(message) });
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

      {/* Drawn by the server, the search takes no input until the app has taken the page over: what it took in
          before would be lost. */}
      <form role="search" aria-label="Find question sets" onSubmit={(event) => event.preventDefault()}>
        <ControlGroup
          disabled={!hydrated}
          className={sprinkles({ display: 'grid', gridColumns: { mobile: 1, medium: 4 }, gap: 'md' })}
        >
          <TextField
            label="Search by name"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <ChoiceSelect label="Grade" value={grade} choices={gradeChoices} onValueChange={setGrade} />
          <ChoiceSelect label="Setting" value={setting} choices={settingChoices} onValueChange={setSetting} />
          <ChoiceSelect
            label="Language"
            value={language}
            choices={languageChoices}
            onValueChange={setLanguage}
          />
        </ControlGroup>
      </form>

      <p role="status">
        {library.isLoading ? 'Loading question sets...' : resultsText(library.questionSets.length)}
      </p>
      {library.isLoading ? (
        <QuestionSetListPlaceholder count={LOADING_CARDS} />
      ) : (
        <ul className={questionSetListClass} style={questionSetListStyle} aria-label="Public question sets">
          {(hydrated ? library.questionSets : library.questionSets.slice(0, CARDS_BEFORE_TAKEOVER)).map(
            (set) => (
              <QuestionSetCard key={set.id} set={set}>
                {/* A star is pressed only once the teacher's stars are known: drawn before that, it could
                    say a starred set is not, and a press would take the star away. */}
                <StarToggleButton
                  setName={set.game_name}
                  starred={stars.starredIds.has(set.id)}
                  busy={!hydrated || stars.isLoading || pendingSetId === set.id}
                  onToggle={() => toggleStar(set.id)}
                />
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-label={`Preview ${set.game_name}`}
                  disabled={!hydrated}
                  onClick={() => libraryDialogs.openPreview(set.id)}
                >
                  Preview
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-label={`Copy ${set.game_name}`}
                  disabled={!hydrated}
                  onClick={() => libraryDialogs.openCopy(set)}
                >
                  Copy
                </Button>
              </QuestionSetCard>
            ),
          )}
        </ul>
      )}
      {libraryDialogs.dialogs}
    </main>
  );
}
