import { globalStyle, style } from '@vanilla-extract/css';
import { GAME_SCREEN_ATTRIBUTE } from '../../../internal/gameScreenMark';
import { sidePanelListHeight, sidePanelWidth } from '../../../theme/stage.css';
import { vars } from '../../../theme/theme.css';
import { breakpoints } from '../../../theme/tokens';

/**
 * A screen wide and tall enough to show the whole game at once (a projector, a laptop): the game takes exactly
 * one screen, the history beside the stage. Anything smaller stacks the parts and scrolls as a page does.
 */
const oneScreen = `screen and (min-width: ${breakpoints.large}px) and (min-height: 560px)`;

/** The share of the screen's height the stage (the question card, or the wheel) never goes below. */
export const STAGE_MIN_HEIGHT = '40vh';

const screenHeight = ['100vh', '100dvh'];

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: screenHeight,
  '@media': { [oneScreen]: { height: screenHeight } },
});

// The game takes the window edge to edge: the page's own margin would only push the screen's foot out of view.
globalStyle(`body:has([${GAME_SCREEN_ATTRIBUTE}])`, { margin: 0 });

export const main = style({
  flex: '1 1 auto',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"status" "turn" "stage" "side"',
  alignContent: 'start',
  gap: vars.space.md,
  padding: vars.space.md,
  '@media': {
    [oneScreen]: {
      // The stage takes what the rest leaves; if the parts ever need more than the screen, only this area scrolls.
      minHeight: 0,
      overflowY: 'auto',
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      gridTemplateRows: 'auto auto 1fr',
      gridTemplateAreas: '"status status" "turn side" "stage side"',
      alignContent: 'stretch',
      rowGap: vars.space.sm,
      paddingBlock: vars.space.sm,
    },
  },
});

export const status = style({
  gridArea: 'status',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const turn = style({
  gridArea: 'turn',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

// Whose turn it is takes the row; the teacher's quick controls sit at its end.
globalStyle(`${turn} > :first-child`, { flex: '1 1 auto' });

export const stage = style({
  gridArea: 'stage',
  display: 'flex',
  flexDirection: 'column',
});

// The question card (or the wheel) fills the stage, and never takes less than its share of the screen.
globalStyle(`${stage} > *`, { flex: '1 1 auto', minHeight: STAGE_MIN_HEIGHT });

export const side = style({
  gridArea: 'side',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  '@media': {
    [oneScreen]: {
      // Its own height never stretches the rows: a long history scrolls inside the panel instead.
      minHeight: 0,
      vars: {
        [sidePanelWidth]: 'clamp(16rem, 24vw, 30rem)',
        [sidePanelListHeight]: 'auto',
      },
    },
  },
});
