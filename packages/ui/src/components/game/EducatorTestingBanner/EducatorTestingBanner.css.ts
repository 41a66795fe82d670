import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css';
import { NOT_A_TESTING_HOST_ATTRIBUTE } from './testingHostMark';

export const banner = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  border: `${vars.borderWidth.thin} dashed ${vars.color.infoSurfaceText}`,
  background: vars.color.infoSurface,
  color: vars.color.infoSurfaceText,
  fontFamily: vars.font.body,
  fontSize: vars.font.size.sm,
  selectors: {
    // A page drawn before its script runs is drawn with the banner; a script in its head marks the document
    // on a host that is no testing copy, so the banner is never seen there.
    [`html[${NOT_A_TESTING_HOST_ATTRIBUTE}] &`]: { display: 'none' },
  },
});

export const title = style({ fontWeight: vars.font.weight.bold });

export const icon = style({
  flexShrink: 0,
  width: '1.25em',
  height: '1.25em',
});

export const text = style({ margin: 0 });
