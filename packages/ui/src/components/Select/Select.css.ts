import { style } from '@vanilla-extract/css';
import { focusRing, listItem, popoverPanel } from '../../internal/styles.css';
import { vars } from '../../theme/theme.css';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  width: '100%',
  minHeight: vars.size.controlMd,
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.font.size.md,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusRing,
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});

export const icon = style({ flexShrink: 0, color: vars.color.textMuted });

/** The closed look-alike's text lets clicks through to its button, as the select's own value does. */
export const closedValue = style({ pointerEvents: 'none' });

export const content = style([
  popoverPanel,
  { width: 'var(--radix-select-trigger-width)', maxHeight: 'var(--radix-select-content-available-height)' },
]);

export const viewport = style({ padding: vars.space.xxs });

export const scrollButton = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: vars.space.lg,
  color: vars.color.textMuted,
  cursor: 'default',
});

export const item = style([listItem, { paddingLeft: vars.space.xl, position: 'relative' }]);

export const itemIndicator = style({
  position: 'absolute',
  left: vars.space.sm,
  display: 'inline-flex',
  alignItems: 'center',
});

export const label = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  color: vars.color.textMuted,
});

export const separator = style({
  height: '1px',
  margin: `${vars.space.xs} 0`,
  background: vars.color.border,
});
