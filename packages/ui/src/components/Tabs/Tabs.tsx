import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentPropsWithoutRef, ComponentRef } from 'react';
import { forwardRef } from 'react';
import { cx } from '../../internal/classNames';
import { content, list, trigger } from './Tabs.css';

const List = forwardRef<
  ComponentRef<typeof TabsPrimitive.List>,
  ComponentPropsWithoutRef<typeof TabsPrimitive.List>
>(function TabsList({ className, ...rest }, ref) {
  return <TabsPrimitive.List ref={ref} className={cx(list, className)} {...rest} />;
});

const Trigger = forwardRef<
  ComponentRef<typeof TabsPrimitive.Trigger>,
  ComponentPropsWithoutRef<typeof TabsPrimitive.Trigger>
>(function TabsTrigger({ className, ...rest }, ref) {
  return <TabsPrimitive.Trigger ref={ref} className={cx(trigger, className)} {...rest} />;
});

const Content = forwardRef<
  ComponentRef<typeof TabsPrimitive.Content>,
  ComponentPropsWithoutRef<typeof TabsPrimitive.Content>
>(function TabsContent({ className, ...rest }, ref) {
  return <TabsPrimitive.Content ref={ref} className={cx(content, className)} {...rest} />;
});

/** Tabs on Radix: arrow keys move between tabs (automatic activation), Tab moves into the panel. */
export const Tabs = { Root: TabsPrimitive.Root, List, Trigger, Content };

export type TabsRootProps = ComponentPropsWithoutRef<typeof TabsPrimitive.Root>;
