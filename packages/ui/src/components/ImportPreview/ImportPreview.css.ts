import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const summary = style({ margin: 0, fontWeight: vars.font.weight.bold });

export const problemRow = style({
  background: vars.color.dangerSurface,
  color: vars.color.dangerSurfaceText,
});

export const problemList = style({ margin: 0, paddingLeft: vars.space.md });

export const optionList = style({ margin: 0, paddingLeft: vars.space.md });

export const correctOption = style({ fontWeight: vars.font.weight.bold });

// Long questions wrap instead of pushing the problems column off a classroom laptop's screen.
export const textCell = style({ overflowWrap: 'anywhere', minWidth: '8rem' });
