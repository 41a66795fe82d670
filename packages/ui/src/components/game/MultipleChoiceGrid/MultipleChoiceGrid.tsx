import type { HTMLAttributes } from 'react';
import { forwardRef, useEffect, useId, useImperativeHandle, useRef } from 'react';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { cx } from '../../../internal/classNames';
import { CheckIcon, CloseIcon } from '../../../internal/icons';
import { Button } from '../../Button/Button';
import { useFocusWhen } from '../internal/useFocusWhen';
import {
  actions,
  grid,
  heading as headingStyle,
  option as optionStyle,
  optionText,
  resultIcon,
  root,
  shortcut,
} from './MultipleChoiceGrid.css';

export interface MultipleChoiceOption {
  id: string;
  text: string;
  isCorrect: boolean;
}

/**
 * idle: waiting for a choice; selected: the choice is highlighted; flashing: right and wrong flash (1.2 s in
 * the game); review: results stay marked and 'Continue' shows.
 */
export type MultipleChoicePhase = 'idle' | 'selected' | 'flashing' | 'review';

export type MultipleChoiceOptionState = 'idle' | 'selected' | 'correct' | 'incorrect' | 'unchosen';

export interface MultipleChoiceGridProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onSelect'> {
  /** Two to four options, already in display order. */
  options: readonly MultipleChoiceOption[];
  phase: MultipleChoicePhase;
  selectedId?: string | null;
  onSelect: (optionId: string) => void;
  onContinue: () => void;
  /** Keys 1 to 4 choose an option while idle (unless focus is in a text field). On by default. */
  keyboardShortcuts?: boolean;
  headingLevel?: 2 | 3 | 4;
  /** The language of the options' text (a BCP 47 tag), marked on the text alone, not on the grid's controls. */
  lang?: string;
}

export function multipleChoiceOptionState(
  option: MultipleChoiceOption,
  phase: MultipleChoicePhase,
  selectedId: string | null | undefined,
): MultipleChoiceOptionState {
  const chosen = option.id === selectedId;
  if (phase === 'idle') return 'idle';
  if (phase === 'selected') return chosen ? 'selected' : 'idle';
  if (option.isCorrect) return 'correct';
  return chosen ? 'incorrect' : 'unchosen';
}

/** Columns at full width: two options side by side, three in a row, four as two by two. */
export function optionGridColumns(optionCount: number): 1 | 2 | 3 {
  if (optionCount <= 1) return 1;
  return optionCount === 3 ? 3 : 2;
}

function isTextEntry(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

const resultLabel: Partial<Record<MultipleChoiceOptionState, string>> = {
  correct: 'correct answer',
  incorrect: 'incorrect',
};

export const MultipleChoiceGrid = forwardRef<HTMLDivElement, MultipleChoiceGridProps>(
  function MultipleChoiceGrid(
    {
      options,
      phase,
      selectedId,
      onSelect,
      onContinue,
      keyboardShortcuts = true,
      headingLevel = 3,
      lang,
      className,
      ...rest
    },
    ref,
  ) {
    const headingId = useId();
    const rootRef = useRef<HTMLDivElement>(null);
    const continueRef = useRef<HTMLButtonElement>(null);
    useImperativeHandle(ref, () => rootRef.current as HTMLDivElement);
    useFocusWhen(phase === 'review', continueRef, rootRef);

    const choosing = phase === 'idle';

    useEffect(() => {
      if (!keyboardShortcuts || !choosing) return;
      function chooseByNumber(event: KeyboardEvent) {
        if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
        if (!/^[1-4]$/.test(event.key) || isTextEntry(event.target)) return;
        const chosen = options[Number(event.key) - 1];
        if (!chosen) return;
        event.preventDefault();
        onSelect(chosen.id);
      }
      document.addEventListener('keydown', chooseByNumber);
      return () => document.removeEventListener('keydown', chooseByNumber);
    }, [keyboardShortcuts, choosing, options, onSelect]);

    const Heading = `h${headingLevel}` as const;
    return (
      <div ref={rootRef} className={cx(root, className)} data-state={phase} {...rest}>
        <Heading id={headingId} className={headingStyle}>
          Choose your answer:
        </Heading>
        <div
          role="group"
          aria-labelledby={headingId}
          className={grid}
          data-columns={optionGridColumns(options.length)}
        >
          {options.map((option, index) => {
            const state = multipleChoiceOptionState(option, phase, selectedId);
            const label = resultLabel[state];
            return (
              <button
                key={option.id}
                type="button"
                className={optionStyle}
                data-state={state}
                aria-pressed={option.id === selectedId}
                aria-disabled={!choosing || undefined}
                aria-keyshortcuts={keyboardShortcuts ? String(index + 1) : undefined}
                onClick={() => {
                  if (choosing) onSelect(option.id);
                }}
              >
                <span className={shortcut} aria-hidden="true">
                  {index + 1}
                </span>
                <span className={optionText} lang={lang}>
                  {option.text}
                </span>
                {state === 'correct' ? <CheckIcon className={resultIcon} /> : null}
                {state === 'incorrect' ? <CloseIcon className={resultIcon} /> : null}
                {label ? <VisuallyHidden>{label}</VisuallyHidden> : null}
              </button>
            );
          })}
        </div>
        {phase === 'review' ? (
          <div className={actions}>
            <Button ref={continueRef} onClick={onContinue}>
              Continue
            </Button>
          </div>
        ) : null}
      </div>
    );
  },
);
