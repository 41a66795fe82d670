import { createContainer, fallbackVar, style } from '@vanilla-extract/css';
import { focusRing } from '../../../internal/styles.css';
import { stageText } from '../../../theme/stage.css';
import { vars } from '../../../theme/theme.css';

const cardWidth = createContainer();

/** From this width of card up, a picture and the answers sit side by side instead of one above the other. */
const sideBySide = `${cardWidth} (min-width: 40rem)`;

export const card = style({
  containerName: cardWidth,
  containerType: 'inline-size',
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
  // Filling a game screen's stage, the card keeps its room for the question, the picture and the answers.
  selectors: { '&[data-fill]': { justifyContent: 'center', gap: vars.space.md, padding: vars.space.md } },
});

/** The question with the card's tools floating in its corner. */
export const top = style({ display: 'flow-root' });

export const tools = style({
  float: 'inline-end',
  display: 'flex',
  gap: vars.space.xs,
  marginInlineStart: vars.space.sm,
  marginBlockEnd: vars.space.xs,
});

export const question = style({
  margin: 0,
  fontSize: fallbackVar(stageText.question, vars.font.size.xl),
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  textAlign: 'center',
  overflowWrap: 'anywhere',
});

/** The picture and the answers: stacked, or side by side on a wide card. */
export const body = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.lg,
  selectors: {
    '&[data-media="picture"]': { gridTemplateRows: '1fr auto' },
    // Filling its height, a card gives the room the question and answers leave to the picture.
    [`${card}[data-fill] &[data-media="picture"]`]: { flex: '1 1 auto' },
  },
  '@container': {
    [sideBySide]: {
      selectors: {
        '&[data-media="picture"]': {
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          gridTemplateRows: '1fr',
        },
      },
    },
  },
});

export const answers = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const figure = style({
  display: 'grid',
  gridTemplateRows: 'minmax(0, 1fr) auto',
  justifyItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  selectors: { [`${card}[data-fill] &`]: { alignSelf: 'stretch' } },
});

/**
 * Where the picture goes. In a card that fills its height it is a size container: the picture scales to the
 * room it is given, never below a readable minimum.
 */
export const imageSlot = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 0,
  selectors: {
    [`${card}[data-fill] &`]: {
      containerType: 'size',
      alignSelf: 'stretch',
      justifySelf: 'stretch',
      minHeight: 'clamp(8rem, 24vh, 18rem)',
    },
  },
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
  selectors: {
    '&:focus-visible': focusRing,
    // The whole room is the picture's: it grows or shrinks to fit, and the frame would only take from it.
    [`${card}[data-fill] &`]: { width: '100%', height: '100%', border: 0, background: 'transparent' },
  },
});

/** The media area may take at most 60% of the viewport's height, so the answer controls stay in view. */
export const image = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: '60vh',
  objectFit: 'contain',
  selectors: {
    [`${enlargeButton}[data-state="loading"] &`]: { visibility: 'hidden' },
    [`${card}[data-fill] &`]: { width: '100%', height: '100%', maxHeight: 'none' },
  },
});

export const spinner = style({ position: 'absolute', inset: 0, margin: 'auto' });

export const unavailable = style({
  padding: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const attribution = style({
  fontSize: fallbackVar(stageText.note, vars.font.size.xs),
  color: vars.color.textMuted,
});

export const enlargedPanel = style({ width: 'max-content', alignItems: 'center' });

/** The enlarged image stays within 80% of the viewport's height, so its close button stays in view. */
export const enlargedImage = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: '80vh',
  objectFit: 'contain',
});
