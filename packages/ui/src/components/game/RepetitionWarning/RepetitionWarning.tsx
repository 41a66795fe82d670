import type { HTMLAttributes } from 'react';
import { forwardRef } from 'react';
import { icon, message, warning } from './RepetitionWarning.css';

export interface RepetitionWarningProps extends HTMLAttributes<HTMLDivElement> {
  /** Players whose question sets will run out before the next Score Scramble; empty shows nothing. */
  names: readonly string[];
}

/** 'Ada', 'Ada and Bo', 'Ada, Bo and Cy'. */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

export function repetitionWarningText(names: readonly string[]): string {
  return `Questions for ${joinNames(names)} will repeat before the next Score Scramble.`;
}

export const RepetitionWarning = forwardRef<HTMLDivElement, RepetitionWarningProps>(
  function RepetitionWarning({ names, className, ...rest }, ref) {
    const visible = names.length > 0;
    return (
      <div
        ref={ref}
        role="status"
        aria-live="polite"
        className={[warning, className].filter(Boolean).join(' ')}
        data-state={visible ? 'visible' : 'hidden'}
        {...rest}
      >
        {visible ? (
          <>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={icon}>
              <path d="M12 3.5l9.5 17h-19z" />
              <path d="M12 10v4.5M12 17.5v.01" />
            </svg>
            <p className={message}>{repetitionWarningText(names)}</p>
          </>
        ) : null}
      </div>
    );
  },
);
