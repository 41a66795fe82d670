import type { CSSProperties } from 'react';
import { Toaster as Sonner } from 'sonner';
import { vars } from '../../theme/theme.css';
import { button, title, toast as toastClass } from './Toaster.css';

/** Toasts stay 4 s, long enough to read across a classroom, and at most 3 show at once so they never cover the game. */
export const TOAST_DEFAULTS = { duration: 4000, visibleToasts: 3, width: 356, gap: 14 } as const;

// sonner reads its colours from these custom properties; they are pointed at the theme so both themes apply.
const themeColors = {
  '--width': `${TOAST_DEFAULTS.width}px`,
  '--normal-bg': vars.color.surface,
  '--normal-border': vars.color.borderStrong,
  '--normal-text': vars.color.text,
  '--success-bg': vars.color.successSurface,
  '--success-border': vars.color.success,
  '--success-text': vars.color.successSurfaceText,
  '--info-bg': vars.color.infoSurface,
  '--info-border': vars.color.info,
  '--info-text': vars.color.infoSurfaceText,
  '--warning-bg': vars.color.warningSurface,
  '--warning-border': vars.color.warningBorder,
  '--warning-text': vars.color.warningSurfaceText,
  '--error-bg': vars.color.dangerSurface,
  '--error-border': vars.color.danger,
  '--error-text': vars.color.dangerSurfaceText,
  fontFamily: vars.font.body,
  zIndex: vars.zIndex.toast,
} as CSSProperties;

export interface ToasterProps {
  position?: 'top-left' | 'top-center' | 'top-right' | 'bottom-left' | 'bottom-center' | 'bottom-right';
  /** Adds a close button to every toast. */
  closeButton?: boolean;
}

/**
 * Where toasts appear: render it once near the root, inside the theme. Toasts are announced through a polite
 * live region. Raise them with `toast.success(...)`, `toast.info`, `toast.warning`, `toast.error` and
 * `toast.loading`, imported from this kit.
 */
export function Toaster({ position = 'bottom-right', closeButton = false }: ToasterProps) {
  return (
    <Sonner
      position={position}
      duration={TOAST_DEFAULTS.duration}
      visibleToasts={TOAST_DEFAULTS.visibleToasts}
      gap={TOAST_DEFAULTS.gap}
      theme="light"
      richColors
      closeButton={closeButton}
      style={themeColors}
      toastOptions={{
        classNames: { toast: toastClass, title, actionButton: button, cancelButton: button },
      }}
    />
  );
}

export { toast } from 'sonner';
