import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import type { ComponentPropsWithoutRef, ComponentRef, ReactNode } from 'react';
import { forwardRef, useId } from 'react';
import { cx } from '../../internal/classNames';
import { error as errorClass, errorIcon } from '../../internal/field.css';
import { AlertIcon, CheckIcon } from '../../internal/icons';
import {
  box,
  description as descriptionClass,
  indicator,
  label as labelClass,
  row,
  text,
} from './Checkbox.css';

export interface CheckboxProps
  extends Omit<ComponentPropsWithoutRef<typeof CheckboxPrimitive.Root>, 'children'> {
  /** The checkbox's label; it may hold links (such as to the terms and privacy policy). */
  label: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
}

/** A labelled checkbox on Radix: Space toggles it, and clicking the label toggles it too. */
export const Checkbox = forwardRef<ComponentRef<typeof CheckboxPrimitive.Root>, CheckboxProps>(
  function Checkbox({ id: idProp, label, description, error, className, ...rest }, ref) {
    const generatedId = useId();
    const id = idProp ?? generatedId;
    const descriptionId = description ? `${id}-description` : undefined;
    const errorId = error ? `${id}-error` : undefined;
    return (
      <div className={cx(text, className)} data-state={error ? 'invalid' : 'valid'}>
        <div className={row}>
          <CheckboxPrimitive.Root
            ref={ref}
            id={id}
            className={box}
            aria-describedby={[errorId, descriptionId].filter(Boolean).join(' ') || undefined}
            aria-invalid={error ? true : undefined}
            {...rest}
          >
            <CheckboxPrimitive.Indicator className={indicator}>
              <CheckIcon />
            </CheckboxPrimitive.Indicator>
          </CheckboxPrimitive.Root>
          <div className={text}>
            <label htmlFor={id} className={labelClass}>
              {label}
            </label>
            {description && (
              <p id={descriptionId} className={descriptionClass}>
                {description}
              </p>
            )}
          </div>
        </div>
        {error && (
          <p id={errorId} className={errorClass}>
            <AlertIcon className={errorIcon} />
            {error}
          </p>
        )}
      </div>
    );
  },
);
