import type { HTMLAttributes } from 'react';
import { forwardRef } from 'react';
import { cx } from '../../../internal/classNames';
import { AlertIcon } from '../../../internal/icons';
import { joinNames } from '../internal/joinNames';
import { icon, message, warning } from './RepetitionWarning.css';

export interface RepetitionWarningProps extends HTMLAttributes<HTMLDivElement> {
  /** Players whose question sets will run out before the next Score Scramble; empty shows nothing. */
  names: readonly string[];
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
        className={cx(warning, className)}
        data-state={visible ? 'visible' : 'hidden'}
        {...rest}
      >
        {visible ? (
          <>
            <AlertIcon className={icon} />
            <p className={message}>{repetitionWarningText(names)}</p>
          </>
        ) : null}
      </div>
    );
  },
);
