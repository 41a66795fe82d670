import type { ChangeEvent, InputHTMLAttributes } from 'react';
import { forwardRef, useId, useState } from 'react';
import { FieldFrame, splitFieldProps } from '../../internal/Field';
import type { FieldProps } from '../../internal/Field';
import { EyeIcon, EyeOffIcon } from '../../internal/icons';
import { IconButton } from '../IconButton/IconButton';
import { input, inputRow, meter, segment, strength, strengthText, toggle } from './PasswordField.css';
import { passwordStrength } from './passwordStrength';

export interface PasswordFieldProps
  extends FieldProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'children' | 'type' | 'value' | 'defaultValue'> {
  value?: string;
  defaultValue?: string;
  /** Shows the strength hint under the field (for choosing a new password). */
  showStrength?: boolean;
  /** Accessible names of the visibility toggle in its two states. */
  revealLabel?: string;
  concealLabel?: string;
}

const segments = [1, 2, 3, 4] as const;

/**
 * A password input with a show/hide toggle and, optionally, a live strength hint. Works controlled (value +
 * onChange) or uncontrolled.
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  {
    value,
    defaultValue = '',
    onChange,
    showStrength = false,
    revealLabel = 'Show password',
    concealLabel = 'Hide password',
    disabled,
    ...props
  },
  ref,
) {
  const [frame, rest] = splitFieldProps(props);
  const [visible, setVisible] = useState(false);
  const [ownValue, setOwnValue] = useState(defaultValue);
  const strengthId = useId();
  const current = value ?? ownValue;
  const { score, message } = passwordStrength(current);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (value === undefined) setOwnValue(event.target.value);
    onChange?.(event);
  };

  return (
    <FieldFrame
      {...frame}
      describedBy={showStrength ? strengthId : undefined}
      after={
        showStrength && (
          <div className={strength}>
            <div className={meter} aria-hidden="true">
              {segments.map((level) => (
                <span
                  key={level}
                  className={segment}
                  data-score={score}
                  data-state={current.length > 0 && score >= level ? 'on' : 'off'}
                />
              ))}
            </div>
            <p id={strengthId} className={strengthText} aria-live="polite" data-score={score}>
              {message}
            </p>
          </div>
        )
      }
    >
      {(control) => (
        <div className={inputRow}>
          <input
            ref={ref}
            type={visible ? 'text' : 'password'}
            className={input}
            value={current}
            onChange={handleChange}
            disabled={disabled}
            autoCapitalize="none"
            spellCheck={false}
            {...control}
            {...rest}
          />
          <IconButton
            label={visible ? concealLabel : revealLabel}
            size="sm"
            className={toggle}
            onClick={() => setVisible((shown) => !shown)}
            disabled={disabled}
            aria-controls={control.id}
          >
            {visible ? <EyeOffIcon /> : <EyeIcon />}
          </IconButton>
        </div>
      )}
    </FieldFrame>
  );
});
