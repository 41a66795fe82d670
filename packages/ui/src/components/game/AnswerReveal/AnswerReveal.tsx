import type { HTMLAttributes, ReactNode } from 'react';
import { forwardRef, useImperativeHandle, useRef } from 'react';
import { cx } from '../../../internal/classNames';
import { CheckIcon, CloseIcon } from '../../../internal/icons';
import { Button } from '../../Button/Button';
import { useFocusWhen } from '../internal/useFocusWhen';
import { actions, answer as answerStyle, answerLabel, icon, root } from './AnswerReveal.css';

export interface AnswerRevealProps extends HTMLAttributes<HTMLDivElement> {
  answer: ReactNode;
  /** False shows 'Show Answer'; true shows the answer under 'Answer:'. */
  revealed: boolean;
  /** Once the answer is marked and its feedback has shown, 'Continue' replaces 'Correct' and 'Incorrect'. */
  continueEnabled?: boolean;
  /** Holds 'Correct' and 'Incorrect' while a mark is being shown, so an answer is never marked twice. */
  markingDisabled?: boolean;
  onReveal: () => void;
  onCorrect: () => void;
  onIncorrect: () => void;
  onContinue: () => void;
  /** The language of the answer (a BCP 47 tag), marked on the answer alone, not on 'Answer:' or the buttons. */
  lang?: string;
}

export type AnswerRevealState = 'hidden' | 'marking' | 'continue';

export function answerRevealState(revealed: boolean, continueEnabled: boolean): AnswerRevealState {
  if (!revealed) return 'hidden';
  return continueEnabled ? 'continue' : 'marking';
}

/** The answer of a question that is not multiple choice, and the teacher's mark for it. */
export const AnswerReveal = forwardRef<HTMLDivElement, AnswerRevealProps>(function AnswerReveal(
  {
    answer,
    revealed,
    continueEnabled = false,
    markingDisabled = false,
    onReveal,
    onCorrect,
    onIncorrect,
    onContinue,
    lang,
    className,
    ...rest
  },
  ref,
) {
  const rootRef = useRef<HTMLDivElement>(null);
  const answerRef = useRef<HTMLParagraphElement>(null);
  const continueRef = useRef<HTMLButtonElement>(null);
  useImperativeHandle(ref, () => rootRef.current as HTMLDivElement);
  const state = answerRevealState(revealed, continueEnabled);
  // The pressed button disappears each time; focus goes where the next step is, the answer first.
  useFocusWhen(state === 'marking', answerRef, rootRef);
  useFocusWhen(state === 'continue', continueRef, rootRef);

  return (
    <div ref={rootRef} className={cx(root, className)} data-state={state} {...rest}>
      {state === 'hidden' ? (
        <Button size="lg" onClick={onReveal}>
          Show Answer
        </Button>
      ) : (
        <>
          <p ref={answerRef} tabIndex={-1} className={answerStyle}>
            <span className={answerLabel}>Answer:</span> <span lang={lang}>{answer}</span>
          </p>
          <div className={actions}>
            {state === 'continue' ? (
              <Button ref={continueRef} size="lg" onClick={onContinue}>
                Continue
              </Button>
            ) : (
              <>
                <Button size="lg" disabled={markingDisabled} onClick={onCorrect}>
                  <CheckIcon className={icon} />
                  Correct
                </Button>
                <Button size="lg" variant="secondary" disabled={markingDisabled} onClick={onIncorrect}>
                  <CloseIcon className={icon} />
                  Incorrect
                </Button>
              </>
            )}
          </div>
        </>
      )}
    </div>
  );
});
