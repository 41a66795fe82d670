import { forwardRef } from 'react';
import type { ButtonProps } from '../../Button/Button';
import { Button } from '../../Button/Button';
import { ADD_PLAYER_TAB_INDEX } from '../PlayerSetupCard/PlayerSetupCard';

export type AddPlayerButtonProps = ButtonProps;

/**
 * 'Add Player', in the setup's tab order. The screen leaves it out at four players: showing it is the
 * caller's decision, like the limit itself.
 */
export const AddPlayerButton = forwardRef<HTMLButtonElement, AddPlayerButtonProps>(function AddPlayerButton(
  { children = 'Add Player', variant = 'secondary', tabIndex = ADD_PLAYER_TAB_INDEX, ...rest },
  ref,
) {
  return (
    <Button ref={ref} variant={variant} tabIndex={tabIndex} {...rest}>
      <span aria-hidden="true">+</span>
      {children}
    </Button>
  );
});
