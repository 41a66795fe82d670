import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';
import { createContext, useContext } from 'react';
import { usePortalContainer } from '../../theme/ThemeProvider';
import { arrow, content as contentClass } from './Tooltip.css';

/** A tooltip opens after 700 ms of hovering, so a pointer passing over a control does not flash one. */
export const TOOLTIP_DELAY_MS = 700;
/** Moving to another tooltip within 300 ms opens it at once: someone reading tooltips need not wait each time. */
export const TOOLTIP_SKIP_DELAY_MS = 300;

export interface TooltipProviderProps {
  children: ReactNode;
  delayDuration?: number;
  skipDelayDuration?: number;
}

const InsideTooltipProvider = createContext(false);

/**
 * Shares the open and skip delays across every tooltip below it, so moving from one tip to the next skips the
 * delay. Wrap the app once; Storybook wraps each story.
 */
export function TooltipProvider({
  children,
  delayDuration = TOOLTIP_DELAY_MS,
  skipDelayDuration = TOOLTIP_SKIP_DELAY_MS,
}: TooltipProviderProps) {
  return (
    <TooltipPrimitive.Provider delayDuration={delayDuration} skipDelayDuration={skipDelayDuration}>
      <InsideTooltipProvider.Provider value={true}>{children}</InsideTooltipProvider.Provider>
    </TooltipPrimitive.Provider>
  );
}

export interface TooltipProps {
  /** The tip's text; it also becomes the trigger's accessible description. */
  content: ReactNode;
  /** One focusable element (a button or link) that shows the tip on hover and on keyboard focus. */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * A short hint for a control, shown on hover (after the delay) and on keyboard focus, hidden with Escape. Outside
 * a TooltipProvider it brings its own, with the same delays.
 */
export function Tooltip(props: TooltipProps) {
  const insideProvider = useContext(InsideTooltipProvider);
  if (insideProvider) return <TooltipRoot {...props} />;
  return (
    <TooltipProvider>
      <TooltipRoot {...props} />
    </TooltipProvider>
  );
}

function TooltipRoot({ content, children, side = 'top', open, defaultOpen, onOpenChange }: TooltipProps) {
  const container = usePortalContainer();
  return (
    <TooltipPrimitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal container={container}>
        <TooltipPrimitive.Content className={contentClass} side={side} sideOffset={6} collisionPadding={8}>
          {content}
          <TooltipPrimitive.Arrow className={arrow} />
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
}
