import type { DetailsHTMLAttributes } from 'react';
import { forwardRef } from 'react';
import { cx } from '../../../internal/classNames';
import { chance, explanation, outcome, outcomes, panel, points, summaryLine } from './WheelOddsPanel.css';

/** One outcome of the wheel as the game words it: '+30', its message, and its chance ('17%'). */
export interface WheelOddsPanelOutcome {
  pointsLabel: string;
  message: string;
  chanceLabel: string;
  sign: 'gain' | 'loss' | 'none';
}

export interface WheelOddsPanelProps extends DetailsHTMLAttributes<HTMLDetailsElement> {
  /** 'How the wheel works'. */
  title: string;
  /** One sentence on how a spin is drawn. */
  summary: string;
  outcomes: readonly WheelOddsPanelOutcome[];
}

/**
 * Every outcome of the Score Scramble wheel with its chance, folded away until someone asks, so a class can
 * see the wheel plays fair without it crowding the stage.
 */
export const WheelOddsPanel = forwardRef<HTMLDetailsElement, WheelOddsPanelProps>(function WheelOddsPanel(
  { title, summary, outcomes: rows, className, ...rest },
  ref,
) {
  return (
    <details ref={ref} className={cx(panel, className)} {...rest}>
      <summary className={summaryLine}>{title}</summary>
      <p className={explanation}>{summary}</p>
      <ul className={outcomes}>
        {rows.map((row) => (
          <li key={`${row.pointsLabel} ${row.message}`} className={outcome}>
            <span className={points} data-sign={row.sign}>
              {row.pointsLabel}
            </span>
            <span>{row.message}</span>
            <span className={chance}>{row.chanceLabel}</span>
          </li>
        ))}
      </ul>
    </details>
  );
});
