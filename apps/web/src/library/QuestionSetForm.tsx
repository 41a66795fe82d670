import type { QuestionSetDraft, QuestionSetGrade, QuestionSetSetting } from '@quizcoop/api';
import { QUESTION_SET_GRADES, QUESTION_SET_SETTINGS } from '@quizcoop/api';
import { DEFAULT_SET_LANGUAGE, QUESTION_LIMITS } from '@quizcoop/contract';
import { Alert, Button, Checkbox, Switch, TextField, Textarea, sprinkles } from '@quizcoop/ui';
import type { FormEvent } from 'react';
import { useEffect, useState } from 'react';
import { ChoiceSelect } from './ChoiceSelect';
import { gradeLabel } from './QuestionSetCard';
import { setLanguageChoicesWith } from './setLanguageChoices';

export interface QuestionSetFormProps {
  initial: QuestionSetDraft;
  submitLabel: string;
  busy: boolean;
  /** Why the last save was refused; the fields keep what was typed. */
  error: string | null;
  onSubmit: (draft: QuestionSetDraft) => void;
  /** Told whether the fields differ from `initial` (the saved set), so leaving the page can ask first. */
  onDirtyChange?: (dirty: boolean) => void;
}

/** A draft as it would be saved: spaces at either end and the order of ticked boxes make no difference. */
function comparable(draft: QuestionSetDraft): string {
  return JSON.stringify({
    ...draft,
    game_name: draft.game_name.trim(),
    description: draft.description.trim(),
    intended_grades: [...draft.intended_grades].sort(),
    intended_settings: [...draft.intended_settings].sort(),
  });
}

function toggle<T>(values: readonly T[], value: T, on: boolean): T[] {
  return on
    ? [...values.filter((other) => other !== value), value]
    : values.filter((other) => other !== value);
}

const fieldsetStyle = { border: 0, margin: 0, padding: 0 } as const;
const choiceGrid = sprinkles({ display: 'grid', gridColumns: { mobile: 2, medium: 4 }, gap: 'sm' });

/**
 * A set's name, description, language, intended grades and settings, how the game draws its questions, and whether other
 * teachers may find it.
 */
export function QuestionSetForm({
  initial,
  submitLabel,
  busy,
  error,
  onSubmit,
  onDirtyChange,
}: QuestionSetFormProps) {
  const [draft, setDraft] = useState(initial);
  const dirty = comparable(draft) !== comparable(initial);
  const language = draft.language ?? DEFAULT_SET_LANGUAGE;
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(draft);
  };
  return (
    <form onSubmit={submit} className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' })}>
      {error && <Alert title="The question set was not saved">{error}</Alert>}
      <TextField
        label="Name"
        required
        maxLength={QUESTION_LIMITS.setNameLength}
        value={draft.game_name}
        disabled={busy}
        onChange={(event) => setDraft({ ...draft, game_name: event.target.value })}
      />
      <Textarea
        label="Description"
        maxLength={QUESTION_LIMITS.setDescriptionLength}
        value={draft.description}
        disabled={busy}
        onChange={(event) => setDraft({ ...draft, description: event.target.value })}
      />
      <ChoiceSelect
        label="Language"
        value={language}
        choices={setLanguageChoicesWith(language)}
        disabled={busy}
        onValueChange={(chosen) => setDraft({ ...draft, language: chosen })}
      />
      <fieldset style={fieldsetStyle}>
        <legend>Intended grades</legend>
        <div className={choiceGrid}>
          {QUESTION_SET_GRADES.map((grade: QuestionSetGrade) => (
            <Checkbox
              key={grade}
              label={gradeLabel(grade)}
              checked={draft.intended_grades.includes(grade)}
              disabled={busy}
              onCheckedChange={(checked) =>
                setDraft({
                  ...draft,
                  intended_grades: toggle(draft.intended_grades, grade, checked === true),
                })
              }
            />
          ))}
        </div>
      </fieldset>
      <fieldset style={fieldsetStyle}>
        <legend>Intended settings</legend>
        <div className={choiceGrid}>
          {QUESTION_SET_SETTINGS.map((setting: QuestionSetSetting) => (
            <Checkbox
              key={setting}
              label={setting}
              checked={draft.intended_settings.includes(setting)}
              disabled={busy}
              onCheckedChange={(checked) =>
                setDraft({
                  ...draft,
                  intended_settings: toggle(draft.intended_settings, setting, checked === true),
                })
              }
            />
          ))}
        </div>
      </fieldset>
      <Switch
        label="Ask questions in order"
        description="On: the game asks the questions in this set's order, and starts over after the last. Off: it shuffles them, and asks none twice until all were asked. This is apart from the set's question format (normal, multiple choice or mixed), which is the kind of questions it holds."
        checked={draft.question_order === 'in_order'}
        disabled={busy}
        onCheckedChange={(inOrder) =>
          setDraft({ ...draft, question_order: inOrder ? 'in_order' : 'shuffled' })
        }
      />
      <Switch
        label="Public"
        description="Other teachers can find, star and play a public set in the library."
        checked={draft.is_public}
        disabled={busy}
        onCheckedChange={(isPublic) => setDraft({ ...draft, is_public: isPublic })}
      />
      <div>
        <Button type="submit" busy={busy} busyLabel="Saving...">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
