import * as MenuPrimitive from '@radix-ui/react-dropdown-menu';
import type { ComponentPropsWithoutRef, ComponentRef } from 'react';
import { forwardRef } from 'react';
import { cx } from '../../internal/classNames';
import { usePortalContainer } from '../../theme/ThemeProvider';
import { content, item, label, separator } from './DropdownMenu.css';

/**
 * Non-modal by default: the rest of the page stays in the accessibility tree (a modal menu hides its own trigger
 * from screen readers while focus can still return to it), and clicking outside still closes the menu.
 */
const Root = ({ modal = false, ...rest }: DropdownMenuRootProps) => (
  <MenuPrimitive.Root modal={modal} {...rest} />
);

const Content = forwardRef<
  ComponentRef<typeof MenuPrimitive.Content>,
  ComponentPropsWithoutRef<typeof MenuPrimitive.Content>
>(function DropdownMenuContent({ className, sideOffset = 6, align = 'end', ...rest }, ref) {
  const container = usePortalContainer();
  return (
    <MenuPrimitive.Portal container={container}>
      <MenuPrimitive.Content
        ref={ref}
        className={cx(content, className)}
        sideOffset={sideOffset}
        align={align}
        {...rest}
      />
    </MenuPrimitive.Portal>
  );
});

/** A menu row; pass asChild with an <a> to make it a link. onSelect runs on click, Enter or Space. */
const Item = forwardRef<
  ComponentRef<typeof MenuPrimitive.Item>,
  ComponentPropsWithoutRef<typeof MenuPrimitive.Item>
>(function DropdownMenuItem({ className, ...rest }, ref) {
  return <MenuPrimitive.Item ref={ref} className={cx(item, className)} {...rest} />;
});

const Label = forwardRef<
  ComponentRef<typeof MenuPrimitive.Label>,
  ComponentPropsWithoutRef<typeof MenuPrimitive.Label>
>(function DropdownMenuLabel({ className, ...rest }, ref) {
  return <MenuPrimitive.Label ref={ref} className={cx(label, className)} {...rest} />;
});

const Separator = forwardRef<
  ComponentRef<typeof MenuPrimitive.Separator>,
  ComponentPropsWithoutRef<typeof MenuPrimitive.Separator>
>(function DropdownMenuSeparator({ className, ...rest }, ref) {
  return <MenuPrimitive.Separator ref={ref} className={cx(separator, className)} {...rest} />;
});

/**
 * A menu of actions behind a button: Enter, Space or ArrowDown opens it, arrow keys and typeahead move through
 * it, Escape closes it and returns focus to the trigger.
 */
export const DropdownMenu = {
  Root,
  Trigger: MenuPrimitive.Trigger,
  Content,
  Item,
  Group: MenuPrimitive.Group,
  Label,
  Separator,
};

export type DropdownMenuRootProps = ComponentPropsWithoutRef<typeof MenuPrimitive.Root>;
export type DropdownMenuItemProps = ComponentPropsWithoutRef<typeof MenuPrimitive.Item>;
