import type { QuestionDraft } from '@quizcoop/api';
import { questionDraftProblem, questionPictureDraftProblem } from '@quizcoop/api';
import { Alert, Button, TextField, Textarea, sprinkles } from '@quizcoop/ui';
import type { FormEvent } from 'react';
import { useState } from 'react';
import type { Choice } from './ChoiceSelect';
import { ChoiceSelect } from './ChoiceSelect';
import { QuestionPictureField } from './QuestionPictureField';

const OPTION_SLOTS = 4;

const QUESTION_TYPES: Choice<QuestionDraft['type']>[] = [
  { value: 'normal', label: 'Normal' },
  { value: 'bonus', label: 'Bonus: double points when right' },
  { value: 'punishment', label: 'Punishment: lose the points when wrong' },
];

const ANSWER_FORMATS: Choice<QuestionDraft['question_type']>[] = [
  { value: 'normal', label: 'Answered aloud' },
  { value: 'multiple_choice', label: 'Multiple choice' },
];

function emptyQuestion(keep?: Pick<QuestionDraft, 'type' | 'question_type'>): QuestionDraft {
  return {
    question: '',
    answer: '',
    type: keep?.type ?? 'normal',
    question_type: keep?.question_type ?? 'normal',
    options: Array.from({ length: OPTION_SLOTS }, (_, index) => ({
      option_text: '',
      is_correct: index === 0,
    })),
  };
}

export interface QuestionFormProps {
  busy: boolean;
  /**
   * Saves the question; resolves to a refusal's message, or null once saved (the form then empties, keeping the
   * chosen type and format for the next question).
   */
  onSubmit: (draft: QuestionDraft) => Promise<string | null>;
}

/** One question: its text, type, and either an answer or 2–4 options with exactly one correct. */
export function QuestionForm({ busy, onSubmit }: QuestionFormProps) {
  const [draft, setDraft] = useState(() => emptyQuestion());
  const [error, setError] = useState<string | null>(null);
  const [pictureUploading, setPictureUploading] = useState(false);
  const multipleChoice = draft.question_type === 'multiple_choice';

  const setOption = (index: number, change: Partial<QuestionDraft['options'][number]>) =>
    setDraft({
      ...draft,
      options: draft.options.map((option, other) =>
        other === index
          ? { ...option, ...change }
          : change.is_correct
            ? { ...option, is_correct: false }
            : option,
      ),
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = questionDraftProblem(draft) ?? questionPictureDraftProblem(draft);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    const refusal = await onSubmit(draft);
    if (refusal) setError(refusal);
    else setDraft(emptyQuestion(draft));
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' })}
    >
      {error && <Alert title="The question was not added">{error}</Alert>}
      <Textarea
        label="Question"
        required
        maxLength={500}
        rows={2}
        value={draft.question}
        disabled={busy}
        onChange={(event) => setDraft({ ...draft, question: event.target.value })}
      />
      <div className={sprinkles({ display: 'grid', gridColumns: { mobile: 1, medium: 2 }, gap: 'md' })}>
        <ChoiceSelect
          label="Question type"
          value={draft.type}
          choices={QUESTION_TYPES}
          disabled={busy}
          onValueChange={(type) => setDraft({ ...draft, type })}
        />
        <ChoiceSelect
          label="Answer format"
          value={draft.question_type}
          choices={ANSWER_FORMATS}
          disabled={busy}
          onValueChange={(format) => setDraft({ ...draft, question_type: format })}
        />
      </div>
      {multipleChoice ? (
        <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
          <legend>Options (2 to 4; choose the correct one)</legend>
          <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm' })}>
            {draft.options.map((option, index) => (
              <div key={index} className={sprinkles({ display: 'flex', gap: 'sm', alignItems: 'flex-end' })}>
                <TextField
                  label={`Option ${index + 1}`}
                  maxLength={200}
                  value={option.option_text}
                  disabled={busy}
                  onChange={(event) => setOption(index, { option_text: event.target.value })}
                />
                <label
                  style={{ display: 'flex', gap: '0.25rem', alignItems: 'center', minHeight: '2.75rem' }}
                >
                  <input
                    type="radio"
                    name="correct-option"
                    checked={option.is_correct}
                    disabled={busy}
                    onChange={() => setOption(index, { is_correct: true })}
                  />
                  Option {index + 1} is correct
                </label>
              </div>
            ))}
          </div>
        </fieldset>
      ) : (
        <TextField
          label="Answer"
          required
          maxLength={500}
          value={draft.answer}
          disabled={busy}
          onChange={(event) => setDraft({ ...draft, answer: event.target.value })}
        />
      )}
      <QuestionPictureField
        picture={draft}
        onChange={(change) => setDraft((current) => ({ ...current, ...change }))}
        onUploadingChange={setPictureUploading}
        altTextError={error && questionPictureDraftProblem(draft)}
        disabled={busy}
      />
      <div>
        <Button type="submit" busy={busy} busyLabel="Adding..." disabled={pictureUploading}>
          Add Question
        </Button>
      </div>
    </form>
  );
}
