import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css';
import { playerColorVar } from '../internal/playerColor.css';

export const ranking = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const entry = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderLeft: `4px solid ${playerColorVar}`,
  background: vars.color.surface,
  selectors: {
    '&[data-rank="1"]': {
      background: `color-mix(in srgb, ${vars.color.accent} 14%, ${vars.color.surface})`,
      borderColor: vars.color.borderStrong,
      borderLeftColor: playerColorVar,
    },
  },
});

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const rank = style({
  minWidth: '1.75rem',
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
});

export const name = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flex: 1,
  minWidth: 0,
  fontWeight: vars.font.weight.bold,
  overflowWrap: 'anywhere',
});

export const score = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  selectors: { '&[hidden]': { display: 'none' } },
  // On paper nothing can be opened, so every player's answers are printed.
  '@media': { print: { selectors: { '&[hidden]': { display: 'flex' } } } },
});

export const accuracy = style({ margin: 0 });

export const accuracyLabel = style({ fontWeight: vars.font.weight.bold });
