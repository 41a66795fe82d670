import type { FeatureGateState, LibraryQuestion, QuestionSetPreview } from '@quizcoop/api';
import { Badge, QuestionCard, sprinkles } from '@quizcoop/ui';
import { FeatureGateView } from '../app/FeatureGate';

const TYPE_LABELS: Record<LibraryQuestion['type'], string | null> = {
  normal: null,
  bonus: 'Bonus',
  punishment: 'Punishment',
};

const listClass = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' });
const resetList = { listStyle: 'none', margin: 0, padding: 0 } as const;

interface PreviewQuestionProps {
  question: LibraryQuestion;
  /** The set's language, marked on the question's own texts as the game's card marks them. */
  language: string;
}

function PreviewAnswer({ question, language }: PreviewQuestionProps) {
  if (question.question_type === 'multiple_choice') {
    return (
      <ul aria-label="Answer options">
        {question.options.map((option) => (
          <li key={String(option.id)}>
            <span lang={language}>{option.option_text}</span>
            {option.is_correct && <strong> (correct answer)</strong>}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <p>
      <strong>Answer:</strong> <span lang={language}>{question.answer}</span>
    </p>
  );
}

/** One question as the game's card shows it, with its answer written out below instead of the game's buttons. */
function PreviewQuestion({ question, language }: PreviewQuestionProps) {
  const typeLabel = TYPE_LABELS[question.type];
  const media =
    question.media_url && question.media_alt
      ? { src: question.media_url, alt: question.media_alt, attribution: question.media_attribution }
      : null;
  return (
    <li>
      <QuestionCard question={question.question} media={media} lang={language}>
        {(typeLabel || question.is_premium) && (
          <p className={sprinkles({ display: 'flex', gap: 'sm' })}>
            {typeLabel && <Badge tone="accent">{typeLabel}</Badge>}
            {question.is_premium && <Badge tone="premium">Premium</Badge>}
          </p>
        )}
        <PreviewAnswer question={question} language={language} />
      </QuestionCard>
    </li>
  );
}

export interface QuestionSetPreviewListProps {
  preview: QuestionSetPreview;
  /** What the premium_questions_access flag gives this reader. */
  premiumQuestions: FeatureGateState;
  isPremium: boolean;
  /** The signed-in teacher, who reads the premium questions of their own sets on any plan. */
  userId: string | null;
}

/**
 * A set's questions in its order. The server sends premium questions only to premium members and to their
 * author, so anyone else is told in their place that they are a premium feature; while premium questions are
 * switched off, readers other than the author are told that and see none.
 */
export function QuestionSetPreviewList({
  preview,
  premiumQuestions,
  isPremium,
  userId,
}: QuestionSetPreviewListProps) {
  const { set, questions } = preview;
  const isAuthor = userId !== null && set.created_by === userId;
  const shown =
    isAuthor || premiumQuestions === 'on' ? questions : questions.filter((question) => !question.is_premium);
  return (
    <div className={listClass}>
      {!isAuthor && (
        <FeatureGateView
          flag="premium_questions_access"
          context="set-preview"
          state={premiumQuestions}
          isPremium={isPremium}
          premiumNote="Premium questions of this set are locked on the free plan, and not shown here."
          unavailableNote="Premium questions are switched off for now, and not shown here."
        >
          {null}
        </FeatureGateView>
      )}
      <ol aria-label={`Questions of ${set.game_name}`} className={listClass} style={resetList}>
        {shown.map((question) => (
          <PreviewQuestion key={question.id} question={question} language={set.language} />
        ))}
      </ol>
    </div>
  );
}
