import type { HTMLAttributes } from 'react';
import { forwardRef } from 'react';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { cx } from '../../../internal/classNames';
import { mark, overlay } from './FeedbackOverlay.css';

export type AnswerResult = 'correct' | 'incorrect';

export interface FeedbackOverlayProps extends HTMLAttributes<HTMLDivElement> {
  /** The answer's result while its feedback shows; null when there is nothing to show. */
  result: AnswerResult | null;
}

const spokenResult: Record<AnswerResult, string> = { correct: 'Correct!', incorrect: 'Incorrect' };

/**
 * A large tick or cross over the whole question card (the card must be positioned). The overlay stays mounted
 * as a live region, empty while idle, so screen readers announce each result as it appears.
 */
export const FeedbackOverlay = forwardRef<HTMLDivElement, FeedbackOverlayProps>(function FeedbackOverlay(
  { result, className, ...rest },
  ref,
) {
  return (
    <div
      ref={ref}
      role="status"
      aria-live="polite"
      aria-atomic="true"
      className={cx(overlay, className)}
      data-state={result ?? 'idle'}
      {...rest}
    >
      {result === null ? null : (
        <>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={mark} data-mark={result}>
            <circle cx="12" cy="12" r="10" />
            {result === 'correct' ? (
              <path d="M7 12.5l3.2 3.2L17 9" />
            ) : (
              <path d="M8.5 8.5l7 7M15.5 8.5l-7 7" />
            )}
          </svg>
          <VisuallyHidden>{spokenResult[result]}</VisuallyHidden>
        </>
      )}
    </div>
  );
});
