import { forwardRef } from 'react';
import type { ButtonProps } from '../../Button/Button';
import { Button } from '../../Button/Button';

export interface UndoButtonProps extends Omit<ButtonProps, 'children'> {
  /** Whether there is a step the game will take back now; the button is disabled otherwise. */
  canUndo: boolean;
  /** The key that undoes too, shown on the button and announced to assistive technology, e.g. 'U'. */
  shortcut: string;
  onUndo: () => void;
}

/**
 * The teacher's Undo: takes back the last mark or spin. It stays in place, disabled, when there is nothing to
 * undo, so the control never jumps about as the game moves on.
 */
export const UndoButton = forwardRef<HTMLButtonElement, UndoButtonProps>(function UndoButton(
  { canUndo, shortcut, onUndo, variant = 'secondary', ...rest },
  ref,
) {
  return (
    <Button
      ref={ref}
      variant={variant}
      disabled={!canUndo}
      aria-keyshortcuts={shortcut}
      onClick={onUndo}
      {...rest}
    >
      Undo ({shortcut})
    </Button>
  );
});
