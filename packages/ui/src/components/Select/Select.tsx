import * as SelectPrimitive from '@radix-ui/react-select';
import type { ComponentPropsWithoutRef, ComponentRef, ReactNode } from 'react';
import { forwardRef } from 'react';
import { cx } from '../../internal/classNames';
import { CheckIcon, ChevronDownIcon, ChevronUpIcon } from '../../internal/icons';
import { usePortalContainer } from '../../theme/ThemeProvider';
import {
  content,
  icon,
  item,
  itemIndicator,
  label,
  scrollButton,
  separator,
  trigger,
  viewport,
} from './Select.css';

export interface SelectTriggerProps extends ComponentPropsWithoutRef<typeof SelectPrimitive.Trigger> {
  /** Shown while nothing is chosen, such as 'Select a Question Set'. */
  placeholder?: ReactNode;
}

/** The closed select: a combobox button showing the chosen item. Label it with a <label htmlFor> or aria-label. */
const Trigger = forwardRef<ComponentRef<typeof SelectPrimitive.Trigger>, SelectTriggerProps>(
  function SelectTrigger({ placeholder, className, ...rest }, ref) {
    return (
      <SelectPrimitive.Trigger ref={ref} className={cx(trigger, className)} {...rest}>
        <SelectPrimitive.Value placeholder={placeholder} />
        <SelectPrimitive.Icon className={icon}>
          <ChevronDownIcon />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
    );
  },
);

/** The open list, in a portal inside the current theme; children are items, groups, labels and separators. */
const Content = forwardRef<
  ComponentRef<typeof SelectPrimitive.Content>,
  ComponentPropsWithoutRef<typeof SelectPrimitive.Content>
>(function SelectContent({ className, children, position = 'popper', sideOffset = 4, ...rest }, ref) {
  const container = usePortalContainer();
  return (
    <SelectPrimitive.Portal container={container}>
      <SelectPrimitive.Content
        ref={ref}
        className={cx(content, className)}
        position={position}
        sideOffset={sideOffset}
        {...rest}
      >
        <SelectPrimitive.ScrollUpButton className={scrollButton}>
          <ChevronUpIcon />
        </SelectPrimitive.ScrollUpButton>
        <SelectPrimitive.Viewport className={viewport}>{children}</SelectPrimitive.Viewport>
        <SelectPrimitive.ScrollDownButton className={scrollButton}>
          <ChevronDownIcon />
        </SelectPrimitive.ScrollDownButton>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
});

const Item = forwardRef<
  ComponentRef<typeof SelectPrimitive.Item>,
  ComponentPropsWithoutRef<typeof SelectPrimitive.Item>
>(function SelectItem({ className, children, ...rest }, ref) {
  return (
    <SelectPrimitive.Item ref={ref} className={cx(item, className)} {...rest}>
      <SelectPrimitive.ItemIndicator className={itemIndicator}>
        <CheckIcon />
      </SelectPrimitive.ItemIndicator>
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
    </SelectPrimitive.Item>
  );
});

const Label = forwardRef<
  ComponentRef<typeof SelectPrimitive.Label>,
  ComponentPropsWithoutRef<typeof SelectPrimitive.Label>
>(function SelectLabel({ className, ...rest }, ref) {
  return <SelectPrimitive.Label ref={ref} className={cx(label, className)} {...rest} />;
});

const Separator = forwardRef<
  ComponentRef<typeof SelectPrimitive.Separator>,
  ComponentPropsWithoutRef<typeof SelectPrimitive.Separator>
>(function SelectSeparator({ className, ...rest }, ref) {
  return <SelectPrimitive.Separator ref={ref} className={cx(separator, className)} {...rest} />;
});

/**
 * A single-choice list on Radix Select: opens with Enter, Space or the arrow keys, typeahead finds items,
 * Escape closes. Item values must be non-empty strings.
 */
export const Select = {
  Root: SelectPrimitive.Root,
  Trigger,
  Content,
  Item,
  Group: SelectPrimitive.Group,
  Label,
  Separator,
};

export type SelectRootProps = ComponentPropsWithoutRef<typeof SelectPrimitive.Root>;
export type SelectItemProps = ComponentPropsWithoutRef<typeof SelectPrimitive.Item>;
