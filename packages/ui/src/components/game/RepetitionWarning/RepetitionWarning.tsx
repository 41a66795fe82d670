import type { HTMLAttributes } from 'react';
import { forwardRef } from 'react';
import { cx } from '../../../internal/classNames';
import { AlertIcon } from '../../../internal/icons';
import { icon, message, warning } from './RepetitionWarning.css';

export interface RepetitionWarningProps extends HTMLAttributes<HTMLDivElement> {
  /** The game's warning that some sets will run out before the next Score Scramble; null shows nothing. */
  message: string | null;
}

export const RepetitionWarning = forwardRef<HTMLDivElement, RepetitionWarningProps>(
  function RepetitionWarning({ message: warningText, className, ...rest }, ref) {
    const visible = warningText !== null;
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
            <p className={message}>{warningText}</p>
          </>
        ) : null}
      </div>
    );
  },
);
