import type { QuestionDraft } from '@quizcoop/api';
import { QUESTION_LIMITS } from '@quizcoop/contract';
import { Checkbox, TextField, Textarea, sprinkles } from '@quizcoop/ui';
import { useId } from 'react';
import type { Choice } from './ChoiceSelect';
import { ChoiceSelect } from './ChoiceSelect';

const QUESTION_TYPES: Choice<QuestionDraft['type']>[] = [
  { value: 'normal', label: 'Normal' },
  { value: 'bonus', label: 'Bonus: double points when right' },
  { value: 'punishment', label: 'Punishment: lose the points when wrong' },
];

const ANSWER_FORMATS: Choice<QuestionDraft['question_type']>[] = [
  { value: 'normal', label: 'Answered aloud' },
  { value: 'multiple_choice', label: 'Multiple choice' },
];

/** What every section of the question form gets: the draft so far, a way to change it, and whether to wait. */
export interface QuestionFormSectionProps<Draft extends QuestionDraft> {
  draft: Draft;
  busy: boolean;
  onChange: (draft: Draft) => void;
}

/** The question's text, its type and its answer format. */
export function QuestionTextSection<Draft extends QuestionDraft>({
  draft,
  busy,
  onChange,
}: QuestionFormSectionProps<Draft>) {
  return (
    <>
      <Textarea
        label="Question"
        required
        maxLength={QUESTION_LIMITS.questionLength}
        rows={2}
        value={draft.question}
        disabled={busy}
        onChange={(event) => onChange({ ...draft, question: event.target.value })}
      />
      <div className={sprinkles({ display: 'grid', gridColumns: { mobile: 1, medium: 2 }, gap: 'md' })}>
        <ChoiceSelect
          label="Question type"
          value={draft.type}
          choices={QUESTION_TYPES}
          disabled={busy}
          onValueChange={(type) => onChange({ ...draft, type })}
        />
        <ChoiceSelect
          label="Answer format"
          value={draft.question_type}
          choices={ANSWER_FORMATS}
          disabled={busy}
          onValueChange={(format) => onChange({ ...draft, question_type: format })}
        />
      </div>
    </>
  );
}

/** A normal question's answer, or a multiple-choice question's options with the correct one chosen. */
export function AnswerSection<Draft extends QuestionDraft>({
  draft,
  busy,
  onChange,
}: QuestionFormSectionProps<Draft>) {
  // Two forms can be open at once (a new question and an edited one), so each has its own radio group.
  const correctOptionGroup = useId();
  const setOption = (index: number, change: Partial<QuestionDraft['options'][number]>) =>
    onChange({
      ...draft,
      options: draft.options.map((option, other) =>
        other === index
          ? { ...option, ...change }
          : change.is_correct
            ? { ...option, is_correct: false }
            : option,
      ),
    });

  if (draft.question_type !== 'multiple_choice') {
    return (
      <TextField
        label="Answer"
        required
        maxLength={QUESTION_LIMITS.answerLength}
        value={draft.answer}
        disabled={busy}
        onChange={(event) => onChange({ ...draft, answer: event.target.value })}
      />
    );
  }
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
      <legend>{`Options (${QUESTION_LIMITS.minOptions} to ${QUESTION_LIMITS.maxOptions}; choose the correct one)`}</legend>
      <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm' })}>
        {draft.options.map((option, index) => (
          <div key={index} className={sprinkles({ display: 'flex', gap: 'sm', alignItems: 'flex-end' })}>
            <TextField
              label={`Option ${index + 1}`}
              maxLength={QUESTION_LIMITS.optionLength}
              value={option.option_text}
              disabled={busy}
              onChange={(event) => setOption(index, { option_text: event.target.value })}
            />
            <label style={{ display: 'flex', gap: '0.25rem', alignItems: 'center', minHeight: '2.75rem' }}>
              <input
                type="radio"
                name={correctOptionGroup}
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
  );
}

/** Whether only premium members get the question in a game. */
export function PremiumSection<Draft extends QuestionDraft & { is_premium?: boolean }>({
  draft,
  busy,
  onChange,
}: QuestionFormSectionProps<Draft>) {
  return (
    <Checkbox
      label="Premium question"
      description="Only premium members get it in their games."
      checked={draft.is_premium ?? false}
      disabled={busy}
      onCheckedChange={(checked) => onChange({ ...draft, is_premium: checked === true })}
    />
  );
}
