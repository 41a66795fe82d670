import { forwardRef } from 'react';
import type { ButtonProps } from '../../Button/Button';
import { Button } from '../../Button/Button';

export type AddPlayerButtonProps = ButtonProps;

/**
 * 'Add Player'. The screen leaves it out at four players: showing it is the caller's decision, like the limit
 * itself.
 */
export const AddPlayerButton = forwardRef<HTMLButtonElement, AddPlayerButtonProps>(function AddPlayerButton(
  { children = 'Add Player', variant = 'secondary', ...rest },
  ref,
) {
  return (
    <Button ref={ref} variant={variant} {...rest}>
      <span aria-hidden="true">+</span>
      {children}
    </Button>
  );
});
