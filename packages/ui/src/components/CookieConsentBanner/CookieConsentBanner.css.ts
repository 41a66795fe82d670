import { style } from '@vanilla-extract/css';
import { COOKIE_CHOICE_STORED_ATTRIBUTE } from './cookieChoiceStored';
import { GAME_SCREEN_ATTRIBUTE } from '../../internal/gameScreenMark';
import { focusRing } from '../../internal/styles.css';
import { vars } from '../../theme/theme.css';

export const banner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface,
  color: vars.color.text,
  border: `${vars.borderWidth.thick} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  selectors: {
    '&[data-placement="fixed"]': {
      position: 'fixed',
      left: vars.space.md,
      right: vars.space.md,
      bottom: vars.space.md,
      zIndex: vars.zIndex.floating,
      maxWidth: '60rem',
      marginInline: 'auto',
    },
    // Nothing covers a game on a projector: there the banner waits in the flow below the game.
    [`body:has([${GAME_SCREEN_ATTRIBUTE}]) &[data-placement="fixed"]`]: {
      position: 'static',
      margin: vars.space.md,
      marginInline: 'auto',
    },
    // A page drawn before its script runs cannot know the visitor's choice; a script in its head marks the
    // document when one is stored, so the banner never flashes up for a visitor who has already chosen.
    [`html[${COOKIE_CHOICE_STORED_ATTRIBUTE}] &`]: { display: 'none' },
  },
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: '1 1 20rem',
});

export const title = style({ margin: 0, fontWeight: vars.font.weight.bold, fontSize: vars.font.size.md });

export const body = style({ margin: 0, fontSize: vars.font.size.sm });

export const link = style({
  color: vars.color.primary,
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': focusRing },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
