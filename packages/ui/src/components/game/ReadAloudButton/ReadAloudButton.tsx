import { forwardRef, useId } from 'react';
import type { ButtonProps } from '../../Button/Button';
import { Button } from '../../Button/Button';
import { icon, note, root } from './ReadAloudButton.css';

export interface ReadAloudButtonProps extends Omit<ButtonProps, 'children' | 'onClick'> {
  /** Whether the device can speak at all; without it the button stays disabled and says why. */
  available: boolean;
  /** While the question is being read, the button stops it. */
  speaking: boolean;
  /** The key that does the same, shown on the button and announced to assistive technology, e.g. 'R'. */
  shortcut: string;
  onToggle: () => void;
}

/** The text shown beside the disabled button on a device that cannot speak. */
export const READ_ALOUD_UNAVAILABLE = 'Your browser cannot read aloud';

/**
 * Reads the question card aloud, or stops reading it. Its name says what a press does next, so a reader hears
 * 'Stop reading' while the voice speaks.
 */
export const ReadAloudButton = forwardRef<HTMLButtonElement, ReadAloudButtonProps>(function ReadAloudButton(
  { available, speaking, shortcut, onToggle, variant = 'secondary', size = 'sm', ...rest },
  ref,
) {
  const noteId = useId();
  return (
    <div className={root}>
      <Button
        ref={ref}
        variant={variant}
        size={size}
        disabled={!available}
        aria-keyshortcuts={available ? shortcut : undefined}
        aria-describedby={available ? undefined : noteId}
        data-state={speaking ? 'speaking' : 'idle'}
        onClick={onToggle}
        {...rest}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={icon}>
          {speaking ? (
            <rect x="6" y="6" width="12" height="12" rx="1" />
          ) : (
            <>
              <path d="M11 5 6 9H3v6h3l5 4z" />
              <path d="M15.5 8.5a5 5 0 0 1 0 7" />
            </>
          )}
        </svg>
        {speaking ? 'Stop reading' : 'Read aloud'} ({shortcut})
      </Button>
      {available ? null : (
        <p id={noteId} className={note}>
          {READ_ALOUD_UNAVAILABLE}
        </p>
      )}
    </div>
  );
});
