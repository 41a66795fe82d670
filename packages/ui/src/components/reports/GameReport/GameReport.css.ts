import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css';

export const report = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
});

export const fact = style({ display: 'flex', gap: vars.space.xs, minWidth: 0, overflowWrap: 'anywhere' });

export const factLabel = style({
  fontWeight: vars.font.weight.bold,
  selectors: { '&::after': { content: '":"' } },
});

export const factValue = style({ margin: 0 });

export const summary = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const sectionHeading = style({ margin: 0, fontSize: vars.font.size.lg });

export const team = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: vars.font.weight.bold,
  overflowWrap: 'anywhere',
});

export const question = style({ overflowWrap: 'anywhere' });

export const detail = style({
  display: 'block',
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
});
