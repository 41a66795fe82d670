import type { LibraryQuestion, QuestionDraft } from '@quizcoop/api';
import type { SavedQuestionDraft } from '@quizcoop/api/editing';
import { questionDraftProblem, questionPictureDraftProblem, storedQuestionPicture } from '@quizcoop/api';
import { QUESTION_LIMITS } from '@quizcoop/contract';
import { Alert, Button, sprinkles } from '@quizcoop/ui';
import type { FormEvent } from 'react';
import { useEffect, useState } from 'react';
import { AnswerSection, PremiumSection, QuestionTextSection } from './QuestionFormSections';
import { QuestionPictureField } from './QuestionPictureField';

/** A question as the form holds it; `is_premium` is there once the question is saved. */
export type QuestionFormDraft = QuestionDraft & { is_premium?: boolean };

/** Fills the options up to four slots, so an author can add one to a saved question with fewer. */
function withOptionSlots<Draft extends QuestionFormDraft>(draft: Draft): Draft {
  const options = draft.options.slice(0, QUESTION_LIMITS.maxOptions);
  while (options.length < QUESTION_LIMITS.maxOptions)
    options.push({ option_text: '', is_correct: options.length === 0 });
  if (!options.some((option) => option.is_correct)) options[0] = { ...options[0]!, is_correct: true };
  return { ...draft, options };
}

/**
 * A question with nothing written yet, keeping the type and format given. Its picture fields are there, empty,
 * so that emptying a form over the last question added also takes that question's picture away.
 */
export function emptyQuestion(keep?: Pick<QuestionDraft, 'type' | 'question_type'>): QuestionDraft {
  return withOptionSlots({
    question: '',
    answer: '',
    type: keep?.type ?? 'normal',
    question_type: keep?.question_type ?? 'normal',
    options: [],
    mediaUrl: undefined,
    mediaType: undefined,
    mediaAlt: undefined,
    mediaAttribution: undefined,
  });
}

/** A saved question's fields as its editor starts from them. */
export function savedQuestionDraft(question: LibraryQuestion): SavedQuestionDraft {
  return {
    question: question.question,
    type: question.type,
    question_type: question.question_type,
    answer: question.question_type === 'multiple_choice' ? '' : question.answer,
    options: (question.options ?? []).map(({ option_text, is_correct }) => ({ option_text, is_correct })),
    is_premium: question.is_premium,
    mediaUrl: storedQuestionPicture(question.media_url),
    mediaType: question.media_type ?? undefined,
    mediaAlt: question.media_alt ?? undefined,
    mediaAttribution: question.media_attribution ?? undefined,
  };
}

export interface QuestionFormProps<Draft extends QuestionFormDraft> {
  /** The question to start from: an empty one to add, or a saved one to change. */
  initial: Draft;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  /** The heading of a refusal, such as 'The question was not added'. */
  refusalTitle: string;
  /** Offers the premium checkbox, for a saved question whose author may mark it. */
  canMarkPremium?: boolean;
  /**
   * Saves the question; resolves to a refusal's message (the form keeps what was typed and shows it), or null
   * once saved.
   */
  onSubmit: (draft: Draft) => Promise<string | null>;
  /** Empties the form after a save, keeping the type and format, for writing one question after another. */
  emptyAfterSave?: boolean;
  /** Told whether the form holds changes that are not saved, so leaving the page can ask first. */
  onDirtyChange?: (dirty: boolean) => void;
  onCancel?: () => void;
  /** Where to show the picture a saved question already has (a signed URL). */
  savedPictureSrc?: string | null;
}

/**
 * One question, in sections: its text and type, then either an answer or 2–4 options with exactly one correct,
 * then its picture, then (for a saved question) whether it is premium.
 */
export function QuestionForm<Draft extends QuestionFormDraft>({
  initial,
  busy,
  submitLabel,
  busyLabel,
  refusalTitle,
  canMarkPremium = false,
  onSubmit,
  emptyAfterSave = false,
  onDirtyChange,
  onCancel,
  savedPictureSrc = null,
}: QuestionFormProps<Draft>) {
  const [start, setStart] = useState(() => withOptionSlots(initial));
  const [draft, setDraft] = useState(start);
  const [error, setError] = useState<string | null>(null);
  const [pictureUploading, setPictureUploading] = useState(false);
  const dirty = JSON.stringify(draft) !== JSON.stringify(start);

  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange?.(false), [onDirtyChange]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = questionDraftProblem(draft) ?? questionPictureDraftProblem(draft);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    const refusal = await onSubmit(draft);
    if (refusal) {
      setError(refusal);
      return;
    }
    const next = emptyAfterSave ? ({ ...draft, ...emptyQuestion(draft) } as Draft) : draft;
    setStart(next);
    setDraft(next);
  };

  const sectionProps = { draft, busy, onChange: setDraft };
  return (
    <form
      onSubmit={(event) => void submit(event)}
      className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' })}
    >
      {error && <Alert title={refusalTitle}>{error}</Alert>}
      <QuestionTextSection {...sectionProps} />
      <AnswerSection {...sectionProps} />
      <QuestionPictureField
        picture={draft}
        savedPictureSrc={savedPictureSrc}
        onChange={(change) => setDraft((current) => ({ ...current, ...change }))}
        onUploadingChange={setPictureUploading}
        altTextError={error && questionPictureDraftProblem(draft)}
        disabled={busy}
      />
      {canMarkPremium && <PremiumSection {...sectionProps} />}
      <div className={sprinkles({ display: 'flex', gap: 'sm', flexWrap: 'wrap' })}>
        <Button type="submit" busy={busy} busyLabel={busyLabel} disabled={pictureUploading}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button type="button" variant="secondary" disabled={busy} onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
