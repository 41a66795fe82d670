import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ComponentPropsWithoutRef, ComponentRef, HTMLAttributes } from 'react';
import { forwardRef } from 'react';
import { cx } from '../../internal/classNames';
import { CloseIcon } from '../../internal/icons';
import { useReturnFocus } from '../../internal/useReturnFocus';
import { usePortalContainer } from '../../theme/ThemeProvider';
import { IconButton } from '../IconButton/IconButton';
import { actions, closeButton, description, overlay, panel, title } from './Dialog.css';

export interface DialogContentProps extends ComponentPropsWithoutRef<typeof DialogPrimitive.Content> {
  size?: 'sm' | 'md' | 'lg' | 'full';
  /**
   * When false, Escape and clicks outside leave the dialog open and it has no close button: the person has to
   * choose one of its actions (the results dialog at the free limit works this way).
   */
  dismissable?: boolean;
  /** Accessible name of the close button. */
  closeLabel?: string;
}

function keepOpenUnless<E extends Event>(dismissable: boolean, handler: ((event: E) => void) | undefined) {
  return (event: E) => {
    handler?.(event);
    if (!dismissable) event.preventDefault();
  };
}

const Content = forwardRef<ComponentRef<typeof DialogPrimitive.Content>, DialogContentProps>(
  function DialogContent(
    {
      size,
      dismissable = true,
      closeLabel = 'Close',
      className,
      children,
      onEscapeKeyDown,
      onPointerDownOutside,
      onInteractOutside,
      onOpenAutoFocus,
      onCloseAutoFocus,
      ...rest
    },
    ref,
  ) {
    const container = usePortalContainer();
    const returnFocus = useReturnFocus(onOpenAutoFocus, onCloseAutoFocus);
    return (
      <DialogPrimitive.Portal container={container}>
        <DialogPrimitive.Overlay className={overlay} />
        <DialogPrimitive.Content
          ref={ref}
          className={cx(panel({ size }), className)}
          data-dismissable={dismissable}
          onEscapeKeyDown={keepOpenUnless(dismissable, onEscapeKeyDown)}
          onPointerDownOutside={keepOpenUnless(dismissable, onPointerDownOutside)}
          onInteractOutside={keepOpenUnless(dismissable, onInteractOutside)}
          onOpenAutoFocus={returnFocus.onOpenAutoFocus}
          onCloseAutoFocus={returnFocus.onCloseAutoFocus}
          {...rest}
        >
          {children}
          {dismissable && (
            <DialogPrimitive.Close asChild>
              <IconButton label={closeLabel} size="sm" className={closeButton}>
                <CloseIcon />
              </IconButton>
            </DialogPrimitive.Close>
          )}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    );
  },
);

const Title = forwardRef<
  ComponentRef<typeof DialogPrimitive.Title>,
  ComponentPropsWithoutRef<typeof DialogPrimitive.Title>
>(function DialogTitle({ className, ...rest }, ref) {
  return <DialogPrimitive.Title ref={ref} className={cx(title, className)} {...rest} />;
});

const Description = forwardRef<
  ComponentRef<typeof DialogPrimitive.Description>,
  ComponentPropsWithoutRef<typeof DialogPrimitive.Description>
>(function DialogDescription({ className, ...rest }, ref) {
  return <DialogPrimitive.Description ref={ref} className={cx(description, className)} {...rest} />;
});

/** The row of buttons at the foot of a dialog. */
const Actions = forwardRef<HTMLDivElement, HTMLAttributes<HTMLDivElement>>(function DialogActions(
  { className, ...rest },
  ref,
) {
  return <div ref={ref} className={cx(actions, className)} {...rest} />;
});

/**
 * A modal dialog: focus moves in and is trapped, Escape closes it (unless it is not dismissable) and focus returns
 * to the trigger. Content renders in a portal inside the current theme.
 */
export const Dialog = {
  Root: DialogPrimitive.Root,
  Trigger: DialogPrimitive.Trigger,
  Content,
  Title,
  Description,
  Actions,
  Close: DialogPrimitive.Close,
};

export type DialogRootProps = ComponentPropsWithoutRef<typeof DialogPrimitive.Root>;
