import { style } from '@vanilla-extract/css';
import { GAME_SCREEN_ATTRIBUTE } from '../../internal/gameScreenMark';
import { vars } from '../../theme/theme.css';

export const floating = style({
  position: 'fixed',
  right: vars.space.md,
  bottom: vars.space.md,
  zIndex: vars.zIndex.floating,
  boxShadow: vars.shadow.lg,
  borderRadius: vars.radius.pill,
  selectors: {
    // Nothing covers a game on a projector: there the link sits below the game, at the end of its own line.
    [`body:has([${GAME_SCREEN_ATTRIBUTE}]) &`]: {
      position: 'static',
      display: 'flex',
      width: 'fit-content',
      margin: vars.space.md,
      marginInlineStart: 'auto',
      boxShadow: 'none',
    },
  },
});
