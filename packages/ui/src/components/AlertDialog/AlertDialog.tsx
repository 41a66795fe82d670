import * as AlertDialogPrimitive from '@radix-ui/react-alert-dialog';
import type { ComponentPropsWithoutRef, ComponentRef, HTMLAttributes } from 'react';
import { forwardRef } from 'react';
import { cx } from '../../internal/classNames';
import { useReturnFocus } from '../../internal/useReturnFocus';
import { usePortalContainer } from '../../theme/ThemeProvider';
import { Button } from '../Button/Button';
import type { ButtonProps } from '../Button/Button';
import { actions, description, overlay, panel, title as dialogTitle } from '../Dialog/Dialog.css';
import { danger, title as alertTitle } from './AlertDialog.css';

export interface AlertDialogContentProps
  extends ComponentPropsWithoutRef<typeof AlertDialogPrimitive.Content> {
  size?: 'sm' | 'md';
  /** 'danger' marks a destructive confirmation. */
  tone?: 'default' | 'danger';
}

const Content = forwardRef<ComponentRef<typeof AlertDialogPrimitive.Content>, AlertDialogContentProps>(
  function AlertDialogContent(
    { size = 'sm', tone = 'default', className, onOpenAutoFocus, onCloseAutoFocus, ...rest },
    ref,
  ) {
    const container = usePortalContainer();
    const returnFocus = useReturnFocus(onOpenAutoFocus, onCloseAutoFocus);
    return (
      <AlertDialogPrimitive.Portal container={container}>
        <AlertDialogPrimitive.Overlay className={overlay} />
        <AlertDialogPrimitive.Content
          ref={ref}
          className={cx(panel({ size }), tone === 'danger' && danger, className)}
          data-tone={tone}
          onOpenAutoFocus={returnFocus.onOpenAutoFocus}
          onCloseAutoFocus={returnFocus.onCloseAutoFocus}
          {...rest}
        />
      </AlertDialogPrimitive.Portal>
    );
  },
);

const Title = forwardRef<
  ComponentRef<typeof AlertDialogPrimitive.Title>,
  ComponentPropsWithoutRef<typeof AlertDialogPrimitive.Title>
>(function AlertDialogTitle({ className, ...rest }, ref) {
  return (
    <AlertDialogPrimitive.Title ref={ref} className={cx(dialogTitle, alertTitle, className)} {...rest} />
  );
});

const Description = forwardRef<
  ComponentRef<typeof AlertDialogPrimitive.Description>,
  ComponentPropsWithoutRef<typeof AlertDialogPrimitive.Description>
>(function AlertDialogDescription({ className, ...rest }, ref) {
  return <AlertDialogPrimitive.Description ref={ref} className={cx(description, className)} {...rest} />;
});

const Actions = forwardRef<HTMLDivElement, HTMLAttributes<HTMLDivElement>>(function AlertDialogActions(
  { className, ...rest },
  ref,
) {
  return <div ref={ref} className={cx(actions, className)} {...rest} />;
});

/** The safe way out; it takes focus when the dialog opens, so Enter never confirms by accident. */
const Cancel = forwardRef<HTMLButtonElement, ButtonProps>(function AlertDialogCancel(
  { variant = 'secondary', ...rest },
  ref,
) {
  return (
    <AlertDialogPrimitive.Cancel asChild>
      <Button ref={ref} variant={variant} {...rest} />
    </AlertDialogPrimitive.Cancel>
  );
});

const Action = forwardRef<HTMLButtonElement, ButtonProps>(function AlertDialogAction(props, ref) {
  return (
    <AlertDialogPrimitive.Action asChild>
      <Button ref={ref} {...props} />
    </AlertDialogPrimitive.Action>
  );
});

/**
 * A confirmation that interrupts: it cannot be dismissed by clicking outside; Escape or Cancel backs out and
 * Action confirms.
 */
export const AlertDialog = {
  Root: AlertDialogPrimitive.Root,
  Trigger: AlertDialogPrimitive.Trigger,
  Content,
  Title,
  Description,
  Actions,
  Cancel,
  Action,
};
