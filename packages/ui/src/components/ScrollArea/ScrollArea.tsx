import * as ScrollAreaPrimitive from '@radix-ui/react-scroll-area';
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { forwardRef } from 'react';
import { cx } from '../../internal/classNames';
import { root, scrollbar, thumb, viewport } from './ScrollArea.css';

/** Scroll bars hide 600 ms after the pointer leaves or scrolling stops, so they show only while useful. */
export const SCROLLBAR_HIDE_DELAY_MS = 600;

export interface ScrollAreaProps extends Omit<HTMLAttributes<HTMLDivElement>, 'dir'> {
  /** 'hover' shows the bars while the pointer is over the area, 'scroll' only while scrolling. */
  type?: 'hover' | 'scroll' | 'auto' | 'always';
  scrollHideDelay?: number;
  /** A fixed height, such as the game history's 200 px. */
  height?: CSSProperties['height'];
  maxHeight?: CSSProperties['maxHeight'];
  /** Names the scrollable region; the region takes keyboard focus so it can be scrolled with the arrow keys. */
  label?: string;
  /** Also scroll sideways. */
  horizontal?: boolean;
  children: ReactNode;
}

/** A scrollable box with slim, themed scroll bars that fade out when idle. */
export const ScrollArea = forwardRef<HTMLDivElement, ScrollAreaProps>(function ScrollArea(
  {
    type = 'hover',
    scrollHideDelay = SCROLLBAR_HIDE_DELAY_MS,
    height,
    maxHeight,
    label,
    horizontal = false,
    className,
    style,
    children,
    ...rest
  },
  ref,
) {
  return (
    <ScrollAreaPrimitive.Root
      type={type}
      scrollHideDelay={scrollHideDelay}
      className={cx(root, className)}
      style={{ height, maxHeight, ...style }}
      {...rest}
    >
      <ScrollAreaPrimitive.Viewport
        ref={ref}
        className={viewport}
        tabIndex={0}
        role={label ? 'region' : undefined}
        aria-label={label}
      >
        {children}
      </ScrollAreaPrimitive.Viewport>
      <ScrollAreaPrimitive.Scrollbar className={scrollbar} orientation="vertical">
        <ScrollAreaPrimitive.Thumb className={thumb} />
      </ScrollAreaPrimitive.Scrollbar>
      {horizontal && (
        <ScrollAreaPrimitive.Scrollbar className={scrollbar} orientation="horizontal">
          <ScrollAreaPrimitive.Thumb className={thumb} />
        </ScrollAreaPrimitive.Scrollbar>
      )}
      <ScrollAreaPrimitive.Corner />
    </ScrollAreaPrimitive.Root>
  );
});
