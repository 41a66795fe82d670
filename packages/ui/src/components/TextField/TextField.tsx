import type { InputHTMLAttributes } from 'react';
import { forwardRef } from 'react';
import { FieldFrame, splitFieldProps } from '../../internal/Field';
import type { FieldProps } from '../../internal/Field';
import { input } from './TextField.css';

export interface TextFieldProps extends FieldProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {}

/** A labelled text input with optional hint and error text; the error marks it invalid and describes it. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { type = 'text', ...props },
  ref,
) {
  const [frame, rest] = splitFieldProps(props);
  return (
    <FieldFrame {...frame}>
      {(control) => <input ref={ref} type={type} className={input} {...control} {...rest} />}
    </FieldFrame>
  );
});
