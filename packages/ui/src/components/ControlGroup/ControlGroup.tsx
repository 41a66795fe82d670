import type { FieldsetHTMLAttributes } from 'react';
import { forwardRef } from 'react';
import { cx } from '../../internal/classNames';
import { controlGroup } from './ControlGroup.css';

export type ControlGroupProps = FieldsetHTMLAttributes<HTMLFieldSetElement>;

/**
 * Controls that are enabled and disabled together (a form while it is sent, a screen until it can take input),
 * without a frame of their own: lay it out with sprinkles like any box.
 */
export const ControlGroup = forwardRef<HTMLFieldSetElement, ControlGroupProps>(function ControlGroup(
  { className, ...rest },
  ref,
) {
  return <fieldset ref={ref} className={cx(controlGroup, className)} {...rest} />;
});
