import type { HTMLAttributes } from 'react';
import { forwardRef, useId } from 'react';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { cx } from '../../../internal/classNames';
import type { PlayerColorOption } from '../internal/playerColors';
import { playerColorOptions } from '../internal/playerColors';
import { playerColorStyle } from '../internal/playerColor';
import { PlayerMarker } from '../internal/PlayerMarker';
import { checkMark, group, input, shape, swatch } from './ColorSwatchPicker.css';

export interface ColorSwatchPickerProps
  extends Omit<HTMLAttributes<HTMLDivElement>, 'onChange' | 'defaultValue'> {
  /** The group's accessible name, for example 'Player 1 colour'; or name it with aria-labelledby. */
  label?: string;
  /** The chosen colour as a hex string; compared without regard to case. */
  value: string;
  onValueChange: (hex: string) => void;
  /** Defaults to the seven player colours. */
  options?: readonly PlayerColorOption[];
  disabled?: boolean;
}

const sameColor = (a: string, b: string) =>
  a.replace(/^#/, '').toUpperCase() === b.replace(/^#/, '').toUpperCase();

/**
 * A radio group of colour swatches, each colour drawn in its own shape. Built on native radio inputs, so Tab
 * reaches the chosen swatch and the arrow keys move the choice, as in any radio group.
 */
export const ColorSwatchPicker = forwardRef<HTMLDivElement, ColorSwatchPickerProps>(
  function ColorSwatchPicker(
    { label, value, onValueChange, options = playerColorOptions, disabled = false, className, ...rest },
    ref,
  ) {
    const name = useId();
    return (
      <div
        ref={ref}
        role="radiogroup"
        aria-label={label}
        aria-disabled={disabled || undefined}
        className={cx(group, className)}
        {...rest}
      >
        {options.map((option) => {
          const checked = sameColor(option.hex, value);
          return (
            <label
              key={option.hex}
              className={swatch}
              style={playerColorStyle(option.hex)}
              title={option.name}
              data-state={checked ? 'checked' : 'unchecked'}
              data-disabled={disabled ? '' : undefined}
            >
              <input
                type="radio"
                className={input}
                name={name}
                value={option.hex}
                checked={checked}
                disabled={disabled}
                onChange={() => onValueChange(option.hex)}
              />
              <PlayerMarker color={option.hex} className={shape} />
              <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false" className={checkMark}>
                <path d="M4 8.5l2.5 2.5L12 5.5" />
              </svg>
              <VisuallyHidden>{option.name}</VisuallyHidden>
            </label>
          );
        })}
      </div>
    );
  },
);
