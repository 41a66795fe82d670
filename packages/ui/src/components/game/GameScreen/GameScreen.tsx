import type { HTMLAttributes, ReactNode } from 'react';
import { forwardRef } from 'react';
import { cx } from '../../../internal/classNames';
import { GAME_SCREEN_ATTRIBUTE } from '../../../internal/gameScreenMark';
import { stageTextSizes } from '../../../theme/stage.css';
import { textScale } from '../../../theme/textScale.css';
import {
  main,
  screen,
  side,
  stage as stageArea,
  status as statusArea,
  turn as turnArea,
} from './GameScreen.css';

export interface GameScreenProps extends HTMLAttributes<HTMLElement> {
  /** The game's own header, above everything. */
  header: ReactNode;
  /** Across the top: the scoreboard, and any notice the game gives. */
  status: ReactNode;
  /** Whose turn it is, with the teacher's quick controls (Undo) at the end of the row. */
  turn: ReactNode;
  /** The question card, or the Score Scramble wheel. */
  stage: ReactNode;
  /**
   * Beside the stage on a wide screen, below it on a narrow one: the game's history and help for the teacher,
   * such as the keyboard controls. The history's list scrolls when the panel runs out of height.
   */
  sidePanel?: ReactNode;
  /** `large` grows every text on the screen together, for a young class. */
  textSize?: 'regular' | 'large';
  /** Anything else the game's `<main>` holds, such as its heading for screen readers and its live region. */
  children?: ReactNode;
}

/**
 * The game in play laid out for a classroom screen: on a projector or a laptop the whole game fits one screen,
 * the question card takes what the scoreboard and turn leave (at least 40% of the height), and its text scales
 * with the screen; nothing floats over it (the site's floating parts sit in the flow below it). On a small screen the parts stack and the page scrolls.
 */
export const GameScreen = forwardRef<HTMLElement, GameScreenProps>(function GameScreen(
  { header, status, turn, stage, sidePanel, textSize = 'regular', children, className, ...rest },
  ref,
) {
  return (
    <div className={screen} {...{ [GAME_SCREEN_ATTRIBUTE]: '' }}>
      {header}
      <main
        ref={ref}
        className={cx(main, stageTextSizes({ size: textSize }), textScale({ size: textSize }), className)}
        {...rest}
      >
        {children}
        <div className={statusArea}>{status}</div>
        <div className={turnArea}>{turn}</div>
        <div className={stageArea}>{stage}</div>
        {sidePanel ? <div className={side}>{sidePanel}</div> : null}
      </main>
    </div>
  );
});
