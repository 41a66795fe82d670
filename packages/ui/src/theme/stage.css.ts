import { createVar } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

/**
 * The text sizes a game screen gives the components on it. Outside a game screen they are unset, and each
 * component falls back to the theme's size (a question previewed in the library stays page-sized).
 */
export const stageText = {
  /** The question: the largest text on the screen. */
  question: createVar(),
  /** Answer options and a revealed answer. */
  answer: createVar(),
  /** Team names, scores and whose turn it is. */
  label: createVar(),
  /** Headings and notes the class reads less often: 'Choose your answer:', the Score Scramble countdown. */
  detail: createVar(),
  /** The teacher's side panel: the game's history. */
  note: createVar(),
};

/** How wide the side panel beside the stage is while open; unset, a panel takes the width it is given. */
export const sidePanelWidth = createVar();

/** How tall the history's list is; unset, the fixed height that keeps a stacked screen in place. */
export const sidePanelListHeight = createVar();

/** A size in rem at least `min`, at most `max`, and otherwise a share of the viewport's height or width. */
interface ViewportSize {
  min: number;
  /** Percent of the viewport's height. */
  height: number;
  /** Percent of the viewport's width, which limits it on narrow or square screens. */
  width: number;
  max: number;
}

/**
 * Sized by the viewport's height, as a projector's picture is, and capped by its width, so a 16:9 laptop and a
 * 16:9 projector show the same layout, and a phone keeps the lower limits.
 */
const regularSizes: Record<keyof typeof stageText, ViewportSize> = {
  question: { min: 1.5, height: 5.2, width: 3, max: 5 },
  answer: { min: 1.125, height: 3.3, width: 1.9, max: 3.25 },
  label: { min: 1, height: 3.4, width: 1.8, max: 3 },
  detail: { min: 0.875, height: 2.4, width: 1.4, max: 2 },
  note: { min: 0.875, height: 2, width: 1.15, max: 1.5 },
};

/** A young class reads from the back of the room: every size a fifth larger, limits included. */
const YOUNG_CLASS_SCALE = 1.2;

function sizesAt(scale: number): Record<string, string> {
  const round = (value: number) => Number((value * scale).toFixed(3));
  return Object.fromEntries(
    Object.entries(regularSizes).map(([name, { min, height, width, max }]) => [
      stageText[name as keyof typeof stageText],
      `clamp(${round(min)}rem, min(${round(height)}vh, ${round(width)}vw), ${round(max)}rem)`,
    ]),
  );
}

/** Sets the stage's text sizes on a game screen: `large` for a young class. */
export const stageTextSizes = recipe({
  variants: {
    size: {
      regular: { vars: sizesAt(1) },
      large: { vars: sizesAt(YOUNG_CLASS_SCALE) },
    },
  },
  defaultVariants: { size: 'regular' },
});
