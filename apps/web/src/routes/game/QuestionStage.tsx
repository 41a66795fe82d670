import type { AnswerCardPhase, AnswerCardScreen } from '@quizcoop/engine';
import type { Question } from '@quizcoop/engine/rules';
import type { MultipleChoicePhase } from '@quizcoop/ui';
import {
  AnswerReveal,
  Button,
  FeedbackOverlay,
  MultipleChoiceGrid,
  PremiumQuestionBlock,
  QuestionCard,
  ReadAloudButton,
  sprinkles,
} from '@quizcoop/ui';
import { forwardRef } from 'react';
import type { ReadAloud } from '../../game/useReadAloud';
import { renderRouterLink } from '../../app/routerLink';

/** What the answer card asks of the teacher right now. */
export interface AnswerCardControls {
  showAnswer: () => void;
  mark: (correct: boolean) => void;
  choose: (optionId: string) => void;
  continue: () => void;
}

export interface QuestionStageProps {
  /** The answer card as the game's selector gives it. */
  card: AnswerCardScreen;
  controls: AnswerCardControls;
  /** Reading the card aloud, with the key that does it too. */
  readAloud: ReadAloud & { shortcut: string };
}

const choicePhases: Partial<Record<AnswerCardPhase, MultipleChoicePhase>> = {
  choosing: 'idle',
  feedback: 'flashing',
  review: 'review',
};

function mediaOf(question: Question) {
  if (!question.media_url) return null;
  return {
    src: question.media_url,
    alt: question.media_alt ?? 'Picture for this question',
    attribution: question.media_attribution ?? undefined,
  };
}

/**
 * The question card as the engine's answer card has it: Show Answer → Correct / Incorrect → Continue, or the
 * multiple-choice grid; a premium question in a free game is blocked. The card itself takes focus on each new
 * turn, so the keyboard's next step starts from it.
 */
export const QuestionStage = forwardRef<HTMLElement, QuestionStageProps>(function QuestionStage(
  { card, controls, readAloud },
  ref,
) {
  const { question, access, phase: state } = card;
  const readAloudButton =
    state === 'settling' ? null : (
      <ReadAloudButton
        available={readAloud.available}
        speaking={readAloud.speaking}
        shortcut={readAloud.shortcut}
        onToggle={readAloud.toggle}
      />
    );
  if (access !== 'playable') {
    const passTurn = (
      <div className={sprinkles({ display: 'flex', justifyContent: 'center', paddingTop: 'md' })}>
        <Button size="lg" disabled={state !== 'unavailable'} onClick={controls.continue}>
          Continue
        </Button>
      </div>
    );
    return access === 'premium-locked' ? (
      <section ref={ref} tabIndex={-1} aria-label="Question">
        <PremiumQuestionBlock renderLink={renderRouterLink} headingLevel={3} />
        {passTurn}
      </section>
    ) : (
      <QuestionCard
        ref={ref}
        tabIndex={-1}
        question={question.question}
        lang={question.language}
        tools={readAloudButton}
        fillHeight
      >
        {passTurn}
      </QuestionCard>
    );
  }
  return (
    <QuestionCard
      ref={ref}
      tabIndex={-1}
      question={question.question}
      lang={question.language}
      media={mediaOf(question)}
      tools={readAloudButton}
      fillHeight
    >
      {state === 'settling' ? null : card.multipleChoice ? (
        <MultipleChoiceGrid
          options={card.options.map((option) => ({
            id: String(option.id),
            text: option.option_text,
            isCorrect: option.is_correct,
          }))}
          phase={choicePhases[state] ?? 'idle'}
          selectedId={card.selectedOptionId === null ? null : String(card.selectedOptionId)}
          onSelect={controls.choose}
          onContinue={controls.continue}
          keyboardShortcuts={state === 'choosing'}
          lang={question.language}
        />
      ) : (
        <AnswerReveal
          answer={question.answer}
          lang={question.language}
          revealed={state !== 'answerHidden'}
          continueEnabled={state === 'review'}
          markingDisabled={state !== 'answerShown'}
          onReveal={controls.showAnswer}
          onCorrect={() => controls.mark(true)}
          onIncorrect={() => controls.mark(false)}
          onContinue={controls.continue}
        />
      )}
      <FeedbackOverlay result={state === 'feedback' ? card.result : null} />
    </QuestionCard>
  );
});
