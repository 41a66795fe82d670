import * as SwitchPrimitive from '@radix-ui/react-switch';
import type { ComponentPropsWithoutRef, ComponentRef, ReactNode } from 'react';
import { forwardRef, useId } from 'react';
import { cx } from '../../internal/classNames';
import { description as descriptionClass, label as labelClass, row, text, thumb, track } from './Switch.css';

export interface SwitchProps extends Omit<ComponentPropsWithoutRef<typeof SwitchPrimitive.Root>, 'children'> {
  label: ReactNode;
  description?: ReactNode;
}

/** An on/off setting that takes effect at once; Space or Enter flips it. */
export const Switch = forwardRef<ComponentRef<typeof SwitchPrimitive.Root>, SwitchProps>(function Switch(
  { id: idProp, label, description, className, ...rest },
  ref,
) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const descriptionId = description ? `${id}-description` : undefined;
  return (
    <div className={cx(row, className)}>
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
      <SwitchPrimitive.Root ref={ref} id={id} className={track} aria-describedby={descriptionId} {...rest}>
        <SwitchPrimitive.Thumb className={thumb} />
      </SwitchPrimitive.Root>
    </div>
  );
});
