import { style } from '@vanilla-extract/css';
import { focusRing } from '../../../internal/styles.css';
import { vars } from '../../../theme/theme.css';

export const card = style({
  // FeedbackOverlay covers the whole card from inside it.
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const question = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  textAlign: 'center',
  overflowWrap: 'anywhere',
});

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
});

export const enlargeButton = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '10rem',
  minHeight: '6rem',
  padding: 0,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  overflow: 'hidden',
  cursor: 'zoom-in',
  selectors: { '&:focus-visible': focusRing },
});

/** The media area may take at most 60% of the viewport's height, so the answer controls stay in view. */
export const image = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: '60vh',
  objectFit: 'contain',
  selectors: { [`${enlargeButton}[data-state="loading"] &`]: { visibility: 'hidden' } },
});

export const spinner = style({ position: 'absolute', inset: 0, margin: 'auto' });

export const unavailable = style({
  padding: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const attribution = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });

export const enlargedPanel = style({ width: 'max-content', alignItems: 'center' });

/** The enlarged image stays within 80% of the viewport's height, so its close button stays in view. */
export const enlargedImage = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: '80vh',
  objectFit: 'contain',
});
