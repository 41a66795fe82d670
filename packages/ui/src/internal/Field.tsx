import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { AlertIcon } from './icons';
import { error as errorClass, errorIcon, field, hint as hintClass, label as labelClass } from './field.css';

/** What every form field takes besides its control's own props: the label, a hint and an error. */
export interface FieldProps {
  /** The control's visible label. */
  label: ReactNode;
  /** Keeps the label for screen readers only, when the layout already makes the purpose plain. */
  labelHidden?: boolean;
  /** Help shown under the control. */
  hint?: ReactNode;
  /** What is wrong with the value; marks the control invalid. */
  error?: ReactNode;
}

export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'data-state': 'invalid' | 'valid';
}

/** What a field passes on to its frame: the field props, plus the id and class the frame puts in place. */
export interface FieldFrameOwnProps extends FieldProps {
  id?: string;
  className?: string;
}

/** Splits a field's props into what its frame draws and what goes on the control itself. */
export function splitFieldProps<Props extends FieldFrameOwnProps>({
  id,
  label,
  labelHidden,
  hint,
  error,
  className,
  ...control
}: Props): [FieldFrameOwnProps, Omit<Props, keyof FieldFrameOwnProps>] {
  return [{ id, label, labelHidden, hint, error, className }, control];
}

interface FieldFrameProps extends FieldFrameOwnProps {
  /** Ids of further descriptions the control has, such as a password strength hint. */
  describedBy?: string;
  children: (control: FieldControlProps) => ReactNode;
  after?: ReactNode;
}

/** Lays out label, control, hint and error, and wires their ids so the control is labelled and described. */
export function FieldFrame({
  id: idProp,
  label,
  labelHidden = false,
  hint,
  error,
  describedBy,
  className,
  children,
  after,
}: FieldFrameProps) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const labelElement = (
    <label htmlFor={id} className={labelClass}>
      {label}
    </label>
  );
  return (
    <div className={[field, className].filter(Boolean).join(' ')} data-state={error ? 'invalid' : 'valid'}>
      {labelHidden ? <VisuallyHidden>{labelElement}</VisuallyHidden> : labelElement}
      {children({
        id,
        'aria-describedby': [errorId, hintId, describedBy].filter(Boolean).join(' ') || undefined,
        'aria-invalid': error ? true : undefined,
        'data-state': error ? 'invalid' : 'valid',
      })}
      {after}
      {hint && (
        <p id={hintId} className={hintClass}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={errorClass}>
          <AlertIcon className={errorIcon} />
          {error}
        </p>
      )}
    </div>
  );
}
